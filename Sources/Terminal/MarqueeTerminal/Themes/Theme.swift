/// A colour theme: one ``Style`` per semantic role. Components only ever ask the theme
/// for a role, so switching theme restyles every screen.
public struct Theme: Hashable, Sendable {
    /// A short name ("dark", "light", "high-contrast").
    public var name: String
    /// Body text and background.
    public var normal: Style
    /// Applied over a parent screen under a sheet or dialog.
    public var dim: Style
    /// Highlights: focused tab, key hints, titles.
    public var accent: Style
    /// The selected row or focused control.
    public var selection: Style
    /// Table headers and section titles.
    public var header: Style
    /// Box borders and separators.
    public var border: Style
    /// Error messages.
    public var error: Style
    /// Warnings.
    public var warning: Style
    /// Success states.
    public var success: Style
    /// Secondary text (hints, placeholders, empty states).
    public var muted: Style
    /// The filled part of progress bars.
    public var progress: Style

    /// Creates a theme from its role styles.
    public init(
        name: String, normal: Style, dim: Style, accent: Style, selection: Style, header: Style,
        border: Style, error: Style, warning: Style, success: Style, muted: Style, progress: Style
    ) {
        self.name = name
        self.normal = normal
        self.dim = dim
        self.accent = accent
        self.selection = selection
        self.header = header
        self.border = border
        self.error = error
        self.warning = warning
        self.success = success
        self.muted = muted
        self.progress = progress
    }

    /// Light text on the terminal's (dark) default background.
    public static let dark = Theme(
        name: "dark",
        normal: Style(),
        dim: Style(foreground: .brightBlack, attributes: .dim),
        accent: Style(foreground: .brightCyan, attributes: .bold),
        selection: Style(foreground: .black, background: .cyan),
        header: Style(foreground: .brightWhite, attributes: [.bold, .underline]),
        border: Style(foreground: .brightBlack),
        error: Style(foreground: .brightRed, attributes: .bold),
        warning: Style(foreground: .brightYellow),
        success: Style(foreground: .brightGreen),
        muted: Style(foreground: .brightBlack),
        progress: Style(foreground: .cyan)
    )

    /// Dark text on a light background.
    public static let light = Theme(
        name: "light",
        normal: Style(foreground: .black, background: .brightWhite),
        dim: Style(foreground: .indexed(248), background: .brightWhite),
        accent: Style(foreground: .blue, background: .brightWhite, attributes: .bold),
        selection: Style(foreground: .brightWhite, background: .blue),
        header: Style(foreground: .black, background: .brightWhite, attributes: [.bold, .underline]),
        border: Style(foreground: .indexed(244), background: .brightWhite),
        error: Style(foreground: .red, background: .brightWhite, attributes: .bold),
        warning: Style(foreground: .indexed(130), background: .brightWhite),
        success: Style(foreground: .green, background: .brightWhite),
        muted: Style(foreground: .indexed(244), background: .brightWhite),
        progress: Style(foreground: .blue, background: .brightWhite)
    )

    /// Maximum contrast: pure white on black, reverse video for selection, bold everywhere
    /// it carries meaning. Readable on monochrome terminals.
    public static let highContrast = Theme(
        name: "high-contrast",
        normal: Style(foreground: .brightWhite, background: .black),
        dim: Style(foreground: .white, background: .black),
        accent: Style(foreground: .brightYellow, background: .black, attributes: [.bold, .underline]),
        selection: Style(foreground: .black, background: .brightYellow, attributes: .bold),
        header: Style(foreground: .brightWhite, background: .black, attributes: [.bold, .underline]),
        border: Style(foreground: .brightWhite, background: .black),
        error: Style(foreground: .brightRed, background: .black, attributes: [.bold, .reverse]),
        warning: Style(foreground: .brightYellow, background: .black, attributes: .bold),
        success: Style(foreground: .brightGreen, background: .black, attributes: .bold),
        muted: Style(foreground: .white, background: .black),
        progress: Style(foreground: .brightWhite, background: .black, attributes: .bold)
    )

    /// All built-in themes.
    public static let all: [Theme] = [.dark, .light, .highContrast]

    /// The built-in theme with `name`, if any.
    public static func named(_ name: String) -> Theme? { all.first { $0.name == name } }
}
