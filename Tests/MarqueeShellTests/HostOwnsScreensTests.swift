import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// The host alone owns the screens the shell draws: it makes each once, keeps it while its
/// entry is in the state (going back shows the same one), and releases it when the entry leaves.
@MainActor
@Suite struct HostOwnsScreensTests {
    enum ShelfRoute: Route {
        static let feature: FeatureID = "shelf"
        case shelf
        case book(id: Int)
    }

    final class BookScreen: TerminalScreen {
        let title: String
        var appearances = 0
        var released = false

        init(title: String) { self.title = title }
        func render(in canvas: inout Canvas, context: RenderContext) {
            canvas.write("Body of \(title)", at: .zero, width: canvas.size.width, style: canvas.theme.normal)
        }
        func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
        func screenDidAppear() { appearances += 1 }
        func screenWillBeReleased() { released = true }
    }

    struct ShelfModule: FeatureModule {
        let manifest = ModuleManifest(id: "shelf", displayName: "Shelf", version: "1.0.0", tab: ModuleTab(title: "Shelf", key: "1", order: 1))

        func register(with registrar: ModuleRegistrar) {
            registrar.routes(ShelfRoute.self) { routes in
                routes.route("/shelf", "The shelf", .shelf, .root(of: "shelf")) { _ in BookScreen(title: "Shelf") }
                routes.route(
                    "/shelf/book/:id", "A book", ShelfRoute.book, match: { if case .book(let id) = $0 { id } else { nil } },
                    placement: { _ in .push(on: ShelfRoute.shelf) }
                ) { id, _ in BookScreen(title: "Book \(id)") }
            }
        }
    }

    @Test func screensAppearWhenFocusedAndAreReleasedWhenTheirEntryLeaves() throws {
        let host = ModuleHost(modules: [ShelfModule()])
        let terminal = InMemoryTerminal(width: 60, height: 12)
        let shell = Shell(environment: HostShellEnvironment(host: host), backend: terminal)
        try host.coordinator.open("/shelf/book/7")
        shell.render()
        let book = try #require(host.focusedScreen as? BookScreen)
        #expect(book.title == "Book 7" && book.appearances == 1)
        #expect(terminal.screenText.contains { String($0).contains("Body of Book 7") })
        shell.handle(.escape)
        shell.render()
        let shelf = try #require(host.focusedScreen as? BookScreen)
        #expect(book.released)
        #expect(!shelf.released && shelf.title == "Shelf")
        #expect(host.screenCount == 1)
    }
}
