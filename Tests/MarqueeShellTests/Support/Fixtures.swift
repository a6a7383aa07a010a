import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

enum MovieRoute: Route {
    static let feature: FeatureID = "radarr"
    case library
    case movie(id: Int)
    case files(id: Int)
    case slow
}

enum AddRoute: Route {
    static let feature: FeatureID = "radarr"
    case lookup
    case options
    case qualityProfile
    case confirm
    case releases
}

enum SeriesRoute: Route {
    static let feature: FeatureID = "sonarr"
    case library
    case series(id: Int)
}

/// A screen that shows its title and a body line, and records what happened to it.
@MainActor
final class TestScreen: TerminalScreen {
    let title: String
    var body: String
    var keyHints: [KeyHint]
    var hasUnsavedInput = false
    var acceptsFilter = false
    var textFieldHasFocus = false
    var handledKeys: [Key] = []
    var consumes: Set<Key> = []
    var appearances = 0
    var released = false

    init(title: String, body: String? = nil, hints: [KeyHint] = []) {
        self.title = title
        self.body = body ?? "Body of \(title)"
        keyHints = hints
    }

    func render(in canvas: inout Canvas, context: RenderContext) {
        canvas.write(body, at: .zero, width: canvas.size.width, style: canvas.theme.normal)
        if !context.filter.isEmpty {
            canvas.write("filter=\(context.filter)", at: Point(x: 0, y: 1), style: canvas.theme.normal)
        }
    }

    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        handledKeys.append(key)
        return consumes.contains(key) ? .handled : .notHandled
    }

    func screenDidAppear() { appearances += 1 }
    func screenWillBeReleased() { released = true }
}

@MainActor
final class TestEnvironment: ShellEnvironment {
    let coordinator: NavigationCoordinator
    var tabs: [ShellTab]
    var commands: [ShellCommand] = []
    var linkPatterns: [String] = []
    var made: [EntryID: TestScreen] = [:]
    var factory: ((Entry) -> (any TerminalScreen)?)?

    init(tabs: [ShellTab]? = nil, deepLinks: DeepLinkRouter? = nil) {
        let tabs =
            tabs ?? [
                ShellTab(id: "movies", title: "Movies", key: "1", root: MovieRoute.library),
                ShellTab(id: "series", title: "Series", key: "2", root: SeriesRoute.library),
            ]
        self.tabs = tabs
        coordinator = NavigationCoordinator(tabs: tabs.map(\.id), deepLinks: deepLinks)
        // Like the host, this double releases the screens of entries that leave the state.
        coordinator.observe { [weak self] change in
            guard let self else { return }
            for removal in change.diff.removals {
                let screen = self.fromFactory.removeValue(forKey: removal.entry.id) ?? self.made.removeValue(forKey: removal.entry.id)
                screen?.screenWillBeReleased()
            }
        }
    }

    static func title(for route: AnyRoute) -> String {
        if let movie = route.as(MovieRoute.self) {
            switch movie {
            case .library: return "Library"
            case .movie(let id): return "Movie \(id)"
            case .files: return "Files"
            case .slow: return "Slow"
            }
        }
        if let add = route.as(AddRoute.self) {
            switch add {
            case .lookup: return "Add movie"
            case .options: return "Options"
            case .qualityProfile: return "Quality profile"
            case .confirm: return "Confirm"
            case .releases: return "Releases"
            }
        }
        if let series = route.as(SeriesRoute.self) {
            switch series {
            case .library: return "Series library"
            case .series(let id): return "Series \(id)"
            }
        }
        return "?"
    }

    /// Screens a test's `factory` made, kept like the host keeps them (this double never releases).
    var fromFactory: [EntryID: any TerminalScreen] = [:]

    func screen(for entry: Entry) -> (any TerminalScreen)? {
        if let screen = fromFactory[entry.id] ?? made[entry.id] { return screen }
        if let factory, let screen = factory(entry) {
            fromFactory[entry.id] = screen
            screen.screenDidAppear()
            return screen
        }
        let screen = TestScreen(title: Self.title(for: entry.route))
        made[entry.id] = screen
        screen.screenDidAppear()
        return screen
    }

    var liveScreens: [any TerminalScreen] { Array(fromFactory.values) + made.values.map { $0 as any TerminalScreen } }

    func screen(titled title: String) -> TestScreen? {
        made.values.first { $0.title == title }
    }
}

@MainActor
func makeShell(
    width: Int = 80, height: Int = 24, environment: TestEnvironment = TestEnvironment()
)
    -> (Shell, InMemoryTerminal, TestEnvironment)
{
    let terminal = InMemoryTerminal(width: width, height: height)
    let shell = Shell(environment: environment, backend: terminal)
    shell.render()
    return (shell, terminal, environment)
}

extension InMemoryTerminal {
    /// The screen's rows, trailing spaces removed.
    var rows: [String] { screenText.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) } }

    func contains(_ text: String) -> Bool { row(containing: text) != nil }
}

extension Shell {
    func press(_ script: String) {
        for key in Key.script(script) { handle(key) }
        render()
    }
}

/// Polls `condition` every 5 ms until it holds or `timeout` passes; returns whether it held.
@MainActor
@discardableResult
func eventually(timeout: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition() {
        if clock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
