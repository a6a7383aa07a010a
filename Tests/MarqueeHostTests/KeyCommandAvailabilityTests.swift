import MarqueeHost
import MarqueeNavigation
import Testing

/// A shelf of books with a queue screen: `m` and "reload" only make sense on some of its routes.
private enum ShelfRoute: Route {
    static let feature: FeatureID = "shelf"
    case shelf
    case book(id: Int)
    case queue
}

/// Records which command ran.
@MainActor
private final class CommandLog {
    var ran: [String] = []
}

private struct ShelfModule: FeatureModule {
    let manifest = ModuleManifest(
        id: "shelf", displayName: "Shelf", version: "1.0.0", tab: ModuleTab(title: "Shelf", key: "4", order: 4))
    let log: CommandLog

    func register(with registrar: ModuleRegistrar) {
        let log = log
        registrar.routes(ShelfRoute.self) { $0.screens { route, _ in TestScreen("\(route)") } }
        registrar.tabRoot(ShelfRoute.shelf)
        registrar.keyCommand("r", title: "Refresh shelf", scope: .feature("shelf")) { _ in log.ran.append("refresh shelf") }
        registrar.keyCommand("m", title: "Toggle monitored", on: ShelfRoute.self, where: { $0 != .queue }) { _ in
            log.ran.append("monitor")
        }
        registrar.keyCommand("r", title: "Reload book", on: ShelfRoute.self, where: { if case .book = $0 { true } else { false } }) { _ in
            log.ran.append("reload book")
        }
    }
}

@MainActor
@Suite("Key commands available on some routes only")
struct KeyCommandAvailabilityTests {
    @Test("A command whose condition fails is neither offered nor run, and its key falls through to a wider scope")
    func conditionNarrowsWhereACommandApplies() throws {
        let log = CommandLog()
        let host = ModuleHost(modules: [ShelfModule(log: log)])
        let titles = { host.keyCommands(for: host.coordinator.state.focusedEntry).map(\.title) }

        #expect(titles() == ["Refresh shelf", "Toggle monitored"], "in the order they were registered")
        try host.coordinator.push(ShelfRoute.book(id: 3))
        #expect(titles() == ["Toggle monitored", "Reload book"])
        #expect(try host.performKeyCommand("r"))
        #expect(log.ran == ["reload book"])

        try host.coordinator.replaceTop(with: ShelfRoute.queue)
        #expect(titles() == ["Refresh shelf"])
        #expect(try host.performKeyCommand("m") == false)
        #expect(try host.performKeyCommand("r"))
        #expect(log.ran == ["reload book", "refresh shelf"])
    }

    @Test("With nothing focused, a conditional command is not available")
    func nothingFocused() {
        let command = KeyCommand("m", title: "Toggle monitored", on: ShelfRoute.self, where: { _ in true }) { _ in }
        #expect(command.isAvailable(for: nil) == false)
        #expect(command.scope == .route(ShelfRoute.self))
    }
}
