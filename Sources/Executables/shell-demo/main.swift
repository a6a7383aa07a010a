// shell-demo: the Marquee shell on the real terminal with sample screens (no servers): a film
// list per tab, a detail pushed on Enter, `a` presents an "Add film" sheet whose form counts
// as unsaved input once typed into, `s` opens a screen that loads slowly (Esc leaves it and
// cancels the load), `:` the command palette, `?` the help, `q` quits.
//
// The terminal is restored on quit, on error, and on SIGINT/SIGTERM/SIGHUP.
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

#if canImport(Glibc)
import Glibc
#endif

enum DemoRoute: Route {
    static let feature: FeatureID = "demo"
    case library(kind: String)
    case film(title: String)
    case add
    case slow
}

let libraries = [
    "movies": ["Arrival", "Dune", "Heat", "千と千尋の神隠し", "Amélie", "기생충 Parasite"],
    "series": ["Andor", "Severance", "Slow Horses"],
]

@MainActor
final class LibraryScreen: TerminalScreen {
    let title: String
    let items: [String]
    var list: ListState
    init(kind: String) {
        title = kind == "movies" ? "Movies" : "Series"
        items = libraries[kind] ?? []
        list = ListState(itemCount: items.count)
    }
    var keyHints: [KeyHint] { [KeyHint("enter", "open"), KeyHint("a", "add"), KeyHint("s", "slow")] }
    func render(in canvas: inout Canvas, context: RenderContext) {
        let items = items
        canvas.draw(ListView(state: list) { ListRow(items[$0]) })
    }
    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        switch key {
        case .enter:
            _ = try? context.coordinator.push(DemoRoute.film(title: items[list.selection]))
            return .handled
        case .character("a"):
            _ = try? context.coordinator.present(DemoRoute.add, style: .sheet(detents: [.medium]))
            return .handled
        case .character("s"):
            _ = try? context.coordinator.push(DemoRoute.slow)
            return .handled
        default:
            return list.handle(key) ? .handled : .notHandled
        }
    }
}

@MainActor
final class FilmScreen: TerminalScreen {
    let title: String
    init(title: String) { self.title = title }
    func render(in canvas: inout Canvas, context: RenderContext) {
        canvas.draw(DetailView(sections: [DetailSection("Film", rows: [DetailRow("Title", title)])]))
    }
    func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
}

@MainActor
final class AddScreen: TerminalScreen {
    let title = "Add film"
    var field = TextFieldState()
    /// Typing goes to the field while editing; Tab moves focus to the Save button, where keys
    /// fall through to the shell (so `q` quits, asking first because the field is filled in).
    var editing = true
    var hasUnsavedInput: Bool { !field.text.isEmpty }
    var keyHints: [KeyHint] { editing ? [KeyHint("tab", "to Save")] : [KeyHint("enter", "save"), KeyHint("tab", "to Title")] }
    func render(in canvas: inout Canvas, context: RenderContext) {
        let theme = canvas.theme
        canvas.write(
            "Title: " + field.text + (editing ? "▏" : ""), at: Point(x: 0, y: 1), width: canvas.size.width,
            style: theme.normal)
        canvas.write("[ Save ]", at: Point(x: 0, y: 3), style: editing ? theme.normal : theme.selection)
    }
    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if key == .tab {
            editing.toggle()
            return .handled
        }
        if !editing {
            guard key == .enter else { return .notHandled }
            field = TextFieldState()
            _ = try? context.coordinator.dismissTop()
            return .handled
        }
        if key == .escape || key == .enter { return .notHandled }
        return field.handle(key) ? .handled : .notHandled
    }
}

@MainActor
final class SlowScreen: TerminalScreen {
    let title = "Slow"
    let titles = LoadingState<[String]>()
    let tasks = ScreenTasks()
    func attach(_ display: DisplayInvalidator) { tasks.onChange = { display.setNeedsDisplay() } }
    func screenDidAppear() {
        if titles.value == nil {
            tasks.load(
                {
                    try await Task.sleep(for: .seconds(3))
                    return ["Loaded after 3 s"]
                }, into: titles)
        }
    }
    func screenWillBeReleased() { tasks.cancelAll() }
    func render(in canvas: inout Canvas, context: RenderContext) {
        titles.render(in: &canvas, tick: context.tick) { canvas, values in
            canvas.write(values.joined(separator: ", "), at: .zero, style: canvas.theme.normal)
        }
    }
    func handle(_ key: Key, context: ScreenInput) -> KeyResult { titles.handleRetry(key) ? .handled : .notHandled }
}

@MainActor
final class DemoEnvironment: ShellEnvironment {
    let coordinator: NavigationCoordinator
    let tabs = [
        ShellTab(id: "movies", title: "Movies", key: "1", root: DemoRoute.library(kind: "movies")),
        ShellTab(id: "series", title: "Series", key: "2", root: DemoRoute.library(kind: "series")),
    ]
    let commands: [ShellCommand] = []
    let linkPatterns: [String]

    init() throws {
        var router = DeepLinkRouter()
        try router.register(
            DeepLink(
                "/film/:title", route: DemoRoute.self,
                destination: { parameters throws(DeepLinkError) in
                    NavigationDestination(
                        tab: "movies",
                        stack: [
                            DemoRoute.library(kind: "movies"),
                            DemoRoute.film(title: try parameters.value("title")),
                        ])
                }, parameters: { if case .film(let title) = $0 { ["title": title] } else { nil } }))
        linkPatterns = router.patterns(startingWith: "/").map(\.text)
        coordinator = NavigationCoordinator(tabs: ["movies", "series"], deepLinks: router)
    }

    /// The screens made so far: the demo keeps them for the session.
    private var screens: [EntryID: any TerminalScreen] = [:]

    func screen(for entry: Entry) -> (any TerminalScreen)? {
        if let screen = screens[entry.id] { return screen }
        let screen: (any TerminalScreen)? =
            switch entry.route.as(DemoRoute.self) {
            case .library(let kind): LibraryScreen(kind: kind)
            case .film(let title): FilmScreen(title: title)
            case .add: AddScreen()
            case .slow: SlowScreen()
            case nil: nil
            }
        screens[entry.id] = screen
        screen?.screenDidAppear()
        return screen
    }

    var liveScreens: [any TerminalScreen] { Array(screens.values) }
}

do {
    try await TerminalSession.run { terminal in
        let shell = Shell(environment: try DemoEnvironment(), backend: terminal)
        await shell.run()
    }
    print("shell-demo: bye")
} catch {
    print("shell-demo: \(error)")
    exit(1)
}
