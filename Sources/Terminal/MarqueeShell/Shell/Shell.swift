import MarqueeNavigation
import MarqueeTerminal

/// The terminal shell: draws the navigation state (tab bar, breadcrumb, the focused stack's
/// screen, modals in order, footer of key hints) and routes keys (top-most modal first, then
/// module commands, then the shell's own keys).
///
/// ```swift
/// let shell = Shell(environment: environment, backend: try NcursesTerminal())
/// await shell.run()
/// ```
///
/// Keys the shell handles when the focused screen does not: Esc (`back()`), Tab/Shift-Tab
/// (switch tabs, each keeping its own stack), a tab's own key, `?` (help), `:` (command palette),
/// `/` (filter, for screens that accept one), `q` (quit, confirming first when a form has
/// unsaved input).
@MainActor
public final class Shell {
    /// The application the shell shows.
    public let environment: any ShellEnvironment
    /// The renderer drawing into the backend.
    public let renderer: Renderer
    /// Asynchronous work calls this to have the shell draw again.
    public let display = DisplayInvalidator()
    /// The animation counter passed to screens (advances about ten times a second in ``run()``).
    public internal(set) var tick = 0
    /// Told by the screens of a frame whether they animate (see ``RenderContext/tick``).
    let animation = AnimationRequest()

    enum Overlay {
        case none
        case help
        case palette(CommandPalette)
        case confirmQuit(DialogState)
        case filter
    }

    var overlay: Overlay = .none
    /// How far the help (`?`) is scrolled, in lines.
    var helpOffset = 0
    var focusedID: EntryID?
    var filters: [EntryID: String] = [:]
    var status: String?
    var viewport = Size.zero
    /// Screens another tab opened for the user (Explore handing a title to Radarr), with the
    /// tab they came from: Esc or `[` on such a screen goes back to that tab.
    var handOffs: [EntryID: HandOffOrigin] = [:]
    /// Whether the shell itself is switching tabs (Tab, a tab's key), which is no hand-off.
    var isSelectingTab = false
    /// The entries the shell found in the state when it started (restored from a saved state,
    /// or opened by a link given at start): one whose item turns out to be gone is dropped.
    var restoredEntries: Set<EntryID> = []
    /// Called with what the log should keep of what the shell did on its own (a restored
    /// screen whose item is gone, dropped); the app writes it to its log as a warning.
    public var logsWarning: (@MainActor (String) -> Void)?

    /// Creates a shell over `environment`, drawing into `backend`. If the selected tab's stack
    /// is empty, the tab's root route is pushed.
    public init(environment: any ShellEnvironment, backend: any TerminalBackend, theme: Theme = .dark) {
        self.environment = environment
        renderer = Renderer(backend: backend, theme: theme)
        ensureTabRoot()
        restoredEntries = Set(environment.coordinator.state.allEntries.map(\.id))
        environment.coordinator.observe { [weak self] change in
            guard let self else { return }
            self.noteHandOff(change)
            self.synchronizeScreens()
            self.display.setNeedsDisplay()
        }
        synchronizeScreens()
    }

    var coordinator: NavigationCoordinator { environment.coordinator }

    // MARK: Screens

    /// The screen for an entry, from the environment that owns it; nil when no module can show
    /// it. The shell hands it its display invalidator (again each time: attaching is idempotent).
    public func screen(for entry: Entry) -> (any TerminalScreen)? {
        guard let screen = environment.screen(for: entry) else { return nil }
        screen.attach(display)
        return screen
    }

    func title(of entry: Entry) -> String {
        screen(for: entry)?.title ?? String(describing: entry.route.base)
    }

    /// Forgets the filters and hand-offs of entries that left the state (their screens are
    /// the environment's to release), and closes the filter line when the focus moved.
    func synchronizeScreens() {
        let state = coordinator.state
        if !filters.isEmpty || !handOffs.isEmpty {
            let live = Set(state.allEntries.map(\.id))
            filters = filters.filter { live.contains($0.key) }
            handOffs = handOffs.filter { live.contains($0.key) }
        }
        if case .filter = overlay, state.focusedEntry?.id != focusedID { overlay = .none }
        focusedID = state.focusedEntry?.id
        // The focused screen exists (and has appeared) before anything draws it.
        if let focused = state.focusedEntry { _ = screen(for: focused) }
    }

    func ensureTabRoot() {
        let state = coordinator.state
        guard state.stack.isEmpty,
            let tab = environment.tabs.first(where: { $0.id == state.selectedTab })
        else { return }
        _ = try? coordinator.push(tab.root, in: .root)
    }
}
