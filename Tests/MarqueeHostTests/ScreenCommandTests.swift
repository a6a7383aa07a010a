import MarqueeHost
import MarqueeNavigation
import Testing

/// Key commands on a screen type: offered only where the focused screen is one, and the action
/// gets the screen typed (no lookup, no cast in the module).
@MainActor
@Suite("Key commands on screen types")
struct ScreenCommandTests {
    enum DeskRoute: Route {
        static let feature: FeatureID = "desk"
        case desk
        case note(id: Int)
    }

    final class NoteScreen: Screen {
        let id: Int
        var title: String { "Note \(id)" }
        var pinned = false
        init(id: Int) { self.id = id }
    }

    final class DeskScreen: Screen {
        let title = "Desk"
    }

    struct Failure: Error {}

    struct DeskModule: FeatureModule {
        let manifest = ModuleManifest(id: "desk", displayName: "Desk", version: "1.0.0", tab: ModuleTab(title: "Desk", key: "1", order: 1))

        func register(with registrar: ModuleRegistrar) {
            registrar.routes(DeskRoute.self) { routes in
                routes.route("/desk", "The desk", .desk, .root(of: "desk")) { _ in DeskScreen() }
                routes.route(
                    "/desk/note/:id", "A note", DeskRoute.note, match: { if case .note(let id) = $0 { id } else { nil } },
                    placement: { _ in .push(on: DeskRoute.desk) }
                ) { id, _ in NoteScreen(id: id) }
            }
            registrar.keyCommand("p", title: "Pin", on: NoteScreen.self) { note, _ in note.pinned.toggle() }
            registrar.keyCommand("x", title: "Fail", on: NoteScreen.self) { _, _ in throw Failure() }
        }
    }

    @Test func aScreenCommandIsOfferedOnItsScreenTypeOnlyAndGetsTheScreenTyped() throws {
        let host = ModuleHost(modules: [DeskModule()])
        #expect(host.keyCommands(for: host.coordinator.state.focusedEntry).isEmpty)
        #expect(try host.performKeyCommand("p") == false)
        try host.coordinator.open("/desk/note/4")
        #expect(host.keyCommands(for: host.coordinator.state.focusedEntry).map(\.title) == ["Pin", "Fail"])
        #expect(try host.performKeyCommand("p"))
        let note = try #require(host.focusedScreen as? NoteScreen)
        #expect(note.pinned && note.id == 4)
        #expect(throws: Failure.self) { try host.performKeyCommand("x") }
        #expect(KeyCommand("p", title: "Pin", on: NoteScreen.self) { _, _ in }.isAvailable(for: nil, screen: note) == false)
    }
}
