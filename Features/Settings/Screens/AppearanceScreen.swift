import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// The theme: Enter chooses the highlighted one, saves it in the configuration file and
/// applies it (at once when the app can, else on the next start, as the screen says).
@MainActor
public final class AppearanceScreen: Screen, TerminalScreen, ChoiceList {
    public let title = "Appearance"
    /// The theme names offered.
    public let themes = Configuration.themeNames
    /// What happened to the last choice ("Saved…", or why not).
    public private(set) var notice: String?
    /// Whether ``notice`` reports a failure.
    public private(set) var isFailure = false
    private let environment: SettingsEnvironment?
    var list: ListState
    private(set) var display: DisplayInvalidator?

    init(context: ScreenContext) {
        environment = context.services.resolve(SettingsEnvironment.self)
        list = ListState(itemCount: themes.count)
        list.select(themes.firstIndex(of: currentTheme) ?? 0)
    }

    /// The theme in use.
    public var currentTheme: String { environment?.configuration.theme ?? "dark" }

    /// Chooses the theme at `index`.
    public func selectRow(at index: Int) throws {
        guard themes.indices.contains(index) else { throw SettingsScreenError.noSuchRow(index) }
        list.select(index)
        guard let environment else { return }
        do {
            notice = try environment.useTheme(themes[index])
            isFailure = false
        } catch {
            notice = "Not saved: \(error.description)"
            isFailure = true
        }
        display?.setNeedsDisplay()
    }

    public func attach(_ display: DisplayInvalidator) { self.display = display }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("enter", "use")] }

    public func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        let current = currentTheme
        let themes = self.themes
        let listHeight = min(themes.count, max(0, canvas.size.height - 3))
        list.pageSize = max(1, listHeight)
        canvas.clipped(to: Rect(x: 0, y: 0, width: canvas.size.width, height: listHeight)) { body in
            ListView(state: list) { index in
                ListRow(
                    (themes[index] == current ? "● " : "○ ") + themes[index],
                    detail: themes[index] == current ? "in use" : "")
            }.render(in: &body)
        }
        var lines = TextLines()
        if let notice { lines.appendWrapped(notice, width: canvas.size.width - 2, isFailure ? theme.error : theme.success) }
        lines.draw(in: &canvas, from: listHeight + 1)
    }

    public func handle(_ key: Key, context: ScreenInput) -> KeyResult { handleChoiceKey(key) }
}
