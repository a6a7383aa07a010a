import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal

/// A screen that only has a title (the breadcrumb asks each screen for its title).
@MainActor
final class TitledScreen: TerminalScreen {
    let title: String
    init(title: String) { self.title = title }
    func render(in canvas: inout Canvas, context: RenderContext) {}
    func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
}

/// One tab whose stack holds `depth` screens.
@MainActor
final class DeepStackEnvironment: ShellEnvironment {
    let coordinator = NavigationCoordinator(tabs: ["bench"])
    let tabs = [ShellTab(id: "bench", title: "Bench", key: "1", root: BenchRoute.screen(0))]
    let commands: [ShellCommand] = []
    let linkPatterns: [String] = []
    /// Screens are made for each title asked and not kept (nothing here has unsaved input).
    let liveScreens: [any TerminalScreen] = []
    private(set) var titlesAsked = 0

    init(depth: Int) throws {
        coordinator.checksInvariants = false
        try coordinator.transaction { tx throws(NavigationError) in
            for index in 0..<depth { try tx.push(BenchRoute.screen(index), in: .root) }
        }
    }

    func screen(for entry: Entry) -> (any TerminalScreen)? {
        titlesAsked += 1
        guard case .screen(let index)? = entry.route.as(BenchRoute.self) else { return nil }
        return TitledScreen(title: "Screen \(index)")
    }
}

/// The breadcrumb over a deep stack (issue 14: a state with 5,000 pushed screens pegged the
/// CPU): a whole shell frame (tab bar, breadcrumb, screen, footer) at 1k → 10k entries, and
/// the breadcrumb alone. Both should stay flat: only the titles that fit are read.
@MainActor
func measureBreadcrumbs() throws {
    for depth in [1_000, 2_000, 5_000, 10_000] {
        let name = "shell frame, breadcrumb of a \(depth / 1_000)k-deep stack"
        guard isSelected(name) else { continue }
        let environment = try DeepStackEnvironment(depth: depth)
        let shell = Shell(environment: environment, backend: InMemoryTerminal(width: 120, height: 40))
        measure(name, operations: 200, target: "flat across depths") {
            for _ in 0..<200 { shell.render() }
        }
    }
    for depth in [1_000, 2_000, 5_000, 10_000] {
        let titles = (0..<depth).map { "Screen \($0)" }
        measure("Breadcrumb.text, \(depth / 1_000)k titles, 118 columns", operations: 1_000, target: "flat across depths") {
            for _ in 0..<1_000 { checksum &+= Breadcrumb(titles).text(width: 118).utf8.count }
        }
    }
}
