import MarqueeNavigation

/// A command a module offers by name in the command palette (`:`) only, with no key: what
/// is done rarely, or has one variant per choice ("theme-light").
///
/// ```swift
/// registrar.paletteCommand("theme-light", title: "Use the light theme") { context in
///     try context.host.services.resolve(SettingsEnvironment.self)?.useTheme("light")
/// }
/// ```
///
/// The action returns what it did ("Theme light saved, applied"), which the shell shows as a
/// toast, or nil; an error it throws is shown on the status line.
public struct PaletteCommand: Sendable {
    /// The name typed in the palette, lower case with dashes ("theme-light").
    public let name: String
    /// What the palette shows beside the name.
    public let title: String
    /// The module that registered the command (set by the registrar).
    public internal(set) var feature: FeatureID
    let action: @MainActor @Sendable (KeyCommandContext) throws -> String?

    /// A palette command; its module is set when it is registered.
    public init(_ name: String, title: String, action: @escaping @MainActor @Sendable (KeyCommandContext) throws -> String?) {
        self.name = name
        self.title = title
        self.feature = "*"
        self.action = action
    }
}
