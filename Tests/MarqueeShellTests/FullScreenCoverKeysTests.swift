import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// A full-screen cover (the releases, a rename preview, a log file) is a place, not a question:
/// a tab's digit, Tab and a section key close it and do what they do below it. A sheet or a
/// dialog keeps them (it waits for an answer), and so does a cover that may not be dismissed.
@MainActor
@Suite struct FullScreenCoverKeysTests {
    enum RoomRoute: Route {
        static let feature: FeatureID = "room"
        case hall
        case attic
    }

    enum RoomModal: Route {
        static let feature: FeatureID = "room"
        case cover
        case sheet
    }

    enum GardenRoute: Route {
        static let feature: FeatureID = "garden"
        case lawn
    }

    final class PlainScreen: TerminalScreen {
        let title: String
        init(_ title: String) { self.title = title }
        func render(in canvas: inout Canvas, context: RenderContext) {
            canvas.write("Inside \(title)", at: .zero, width: canvas.size.width, style: canvas.theme.normal)
        }
        func handle(_ key: Key, context: ScreenInput) -> KeyResult { .notHandled }
    }

    struct RoomModule: FeatureModule {
        let manifest = ModuleManifest(id: "room", displayName: "Room", version: "1.0.0", tab: ModuleTab(title: "Room", key: "1", order: 1))

        func register(with registrar: ModuleRegistrar) {
            registrar.routes(RoomRoute.self) { routes in
                routes.route("/room", "The hall", .hall, .root(of: "room")) { _ in PlainScreen("hall") }
                routes.route("/room/attic", "The attic", .attic, .push(on: RoomRoute.hall)) { _ in PlainScreen("attic") }
            }
            registrar.routes(RoomModal.self) { routes in
                routes.route("/room/cover", "A cover", .cover, .present(.fullScreen, over: RoomRoute.hall)) { _ in PlainScreen("cover") }
                routes.route("/room/sheet", "A sheet", .sheet, .present(over: RoomRoute.hall)) { _ in PlainScreen("sheet") }
            }
            registrar.keyCommand("U", title: "Attic", scope: .route(RoomRoute.self)) { context in
                try context.host.coordinator.push(RoomRoute.attic)
            }
        }
    }

    struct GardenModule: FeatureModule {
        let manifest = ModuleManifest(id: "garden", displayName: "Garden", version: "1.0.0", tab: ModuleTab(title: "Garden", key: "2", order: 2))

        func register(with registrar: ModuleRegistrar) {
            registrar.routes(GardenRoute.self) { routes in
                routes.route("/garden", "The lawn", .lawn, .root(of: "garden")) { _ in PlainScreen("lawn") }
            }
        }
    }

    private func makeShell() throws -> (Shell, ModuleHost) {
        let host = ModuleHost(modules: [RoomModule(), GardenModule()])
        let shell = Shell(environment: HostShellEnvironment(host: host), backend: InMemoryTerminal(width: 80, height: 16))
        try host.coordinator.open("/room")
        shell.render()
        return (shell, host)
    }

    @Test func aTabDigitLeavesACoverForItsTab() throws {
        let (shell, host) = try makeShell()
        try host.coordinator.open("/room/cover")
        #expect(host.coordinator.state.modals.count == 1)
        shell.handle(.character("2"))
        #expect(host.coordinator.state.modals.isEmpty)
        #expect(host.coordinator.state.selectedTab == "garden")
        try host.coordinator.open("/room/cover")
        shell.handle(.tab)
        #expect(host.coordinator.state.modals.isEmpty && host.coordinator.state.selectedTab == "garden")
    }

    @Test func aSectionKeyLeavesACoverAndGoesWhereItGoesBelow() throws {
        let (shell, host) = try makeShell()
        try host.coordinator.open("/room/cover")
        shell.handle(.character("U"))
        #expect(host.coordinator.state.modals.isEmpty)
        #expect(host.coordinator.state.focusedEntry?.route == AnyRoute(RoomRoute.attic))
        // A lower-case letter is no section: it stays on the cover.
        try host.coordinator.open("/room/cover")
        shell.handle(.character("u"))
        #expect(host.coordinator.state.modals.count == 1)
    }

    @Test func aSheetKeepsTheTabKeys() throws {
        let (shell, host) = try makeShell()
        try host.coordinator.open("/room/sheet")
        shell.handle(.character("2"))
        shell.handle(.tab)
        shell.handle(.character("U"))
        #expect(host.coordinator.state.modals.count == 1, "a sheet waits for an answer")
        #expect(host.coordinator.state.selectedTab == "room")
    }

    @Test func helpOnACoverListsTheTabKeys() throws {
        let (shell, host) = try makeShell()
        try host.coordinator.open("/room/cover")
        let terminal = InMemoryTerminal(width: 100, height: 30)
        let wide = Shell(environment: HostShellEnvironment(host: host), backend: terminal)
        wide.handle(.character("?"))
        wide.render()
        let help = terminal.screenText.joined(separator: "\n")
        #expect(help.contains("go to tab") && help.contains("switch tab"), "\(help)")
        _ = shell
    }
}
