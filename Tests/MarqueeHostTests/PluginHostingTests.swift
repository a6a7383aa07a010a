import PluginTestSupport
import Foundation
import MarqueeHost
import MarqueeNavigation
import Synchronization
import Testing

@MainActor
@Suite("External plugins in the host")
struct PluginHostingTests {
    /// A plugins directory with copies of the built example plugins.
    private func directory(_ products: [(String, String)]) throws -> URL {
        let directory = try BuiltPlugins.temporaryDirectory()
        for (product, name) in products { _ = try BuiltPlugins.copy(product, to: directory, as: name) }
        return directory
    }

    @Test("Plugins are listed as external modules; rejected ones say why")
    func listing() throws {
        let plugins = try directory([("HelloC", "10-dice.so"), ("HelloSwift", "20-hello.so"), ("FaultyMissingSymbol", "30-ghost.so")])
        let host = MarqueeHost.Host(modules: [MoviesModule()], configuration: HostConfiguration(pluginsDirectory: plugins))
        #expect(host.modules.map(\.id.rawValue) == ["radarr", "dice", "hello-swift", "30-ghost.so"])
        #expect(host.modules[1].origin == .external(path: plugins.appendingPathComponent("10-dice.so").path))
        #expect(host.modules[1].isActive && host.modules[2].isActive)
        #expect(host.modules[1].name == "Dice" && host.modules[1].version == "1.0.0")
        #expect(host.modules[3].state.problem?.description.hasPrefix("action \"vanish\" declares symbol") == true)
        #expect(host.routeGraph.links.filter { $0.owner == "dice" }.map(\.pattern) == ["/dice", "/dice/roll/:sides", "/dice/new"])
        #expect(host.routeRegistry.routeTypeIDs.contains(PluginRoute.routeTypeID))
    }

    @Test("A plugin link opens a PluginScreen whose actions call the plugin through libffi")
    func screensAndActions() throws {
        let configuration = HostConfiguration(
            pluginsDirectory: try directory([("HelloC", "libdice.so")]), pluginSettings: ["dice": ["greeting": "Ahoy"]])
        let host = MarqueeHost.Host(modules: [MoviesModule()], configuration: configuration)
        #expect(try host.plugin("dice")?.call(action: "greeting") == .string("Ahoy from Dice"))
        try host.coordinator.open("marquee://dice/roll/20")
        #expect(host.coordinator.state.focusedEntry?.route == AnyRoute(PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "20"])))
        let screen = try #require(host.focusedScreen as? PluginScreen)
        #expect(screen.title == "Roll" && screen.kind == .detail)
        #expect(screen.fields.map(\.key) == ["sides", "seed"])
        #expect(screen.actions == ["roll", "describe"])
        screen.values["seed"] = "3"
        let text = try screen.perform("roll")
        let rolled = try #require(text.flatMap { Int($0) })
        #expect((1...20).contains(rolled))
        screen.values["sides"] = "0"
        #expect(throws: (any Error).self) { try screen.perform("roll") }
        #expect(host.deepLinks.link(for: PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "6"])) == "marquee://dice/roll/6")
    }

    @Test("Navigation a plugin asks for during an action is applied through the coordinator")
    func pluginNavigates() throws {
        let logged = Mutex<[String]>([])
        let configuration = HostConfiguration(
            pluginsDirectory: try directory([("HelloC", "libdice.so"), ("HelloSwift", "libhello.so")]),
            pluginLog: { level, message, plugin in logged.withLock { $0.append("\(plugin) \(level): \(message)") } })
        let host = MarqueeHost.Host(modules: [MoviesModule()], configuration: configuration)
        try host.coordinator.open("/dice")
        let presets = try #require(host.focusedScreen as? PluginScreen)
        #expect(presets.kind == .list)
        try presets.perform("open-history")
        #expect(host.coordinator.state.stack.map(\.route) == [
            AnyRoute(PluginRoute(plugin: "dice", screen: "presets")),
            AnyRoute(PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "20"])),
        ])
        #expect(logged.withLock { $0 }.contains("dice debug: opening history"))

        try host.coordinator.open("/hello")
        let form = try #require(host.focusedScreen as? PluginScreen)
        #expect(throws: PluginScreenError.requiredFieldEmpty("Text")) { try form.submit() }
        form.values["text"] = "hi there"
        #expect(try form.submit() == "HI THERE!")
        try #require(host.plugin("hello-swift")).call(action: "present-greeting")
        host.processPluginRequests()
        #expect(host.coordinator.state.topModal?.root.route == AnyRoute(PluginRoute(plugin: "hello-swift", screen: "greeting")))
    }

    @Test("A plugin whose URL pattern conflicts with a built-in module is disabled with the reason")
    func conflictWithBuiltIn() throws {
        enum Board: Route { static let feature: FeatureID = "board"; case dice(sides: Int) }
        let board = ProbeModule("board") { registrar in
            registrar.route(Board.self) { _, _ in TestScreen("board") }
            registrar.deepLink("/dice/roll/:count", route: Board.self, destination: { parameters throws(DeepLinkError) in
                NavigationDestination(stack: [Board.dice(sides: try parameters.value("count"))])
            }, parameters: { if case .dice(let sides) = $0 { ["count": String(sides)] } else { nil } })
        }
        let host = MarqueeHost.Host(modules: [board], configuration: HostConfiguration(pluginsDirectory: try directory([("HelloC", "libdice.so"), ("HelloSwift", "libhello.so")])))
        #expect(host.status(of: "dice")?.state.problem?.description
            == "deep-link pattern /dice/roll/:sides is ambiguous with /dice/roll/:count registered by module 'Board' (board)")
        #expect(host.status(of: "hello-swift")?.isActive == true)
        #expect(host.plugin("dice") == nil)
        #expect(throws: NavigationError.self) { try host.coordinator.open("/dice") }
        try host.coordinator.open("/dice/roll/6")
        #expect(host.coordinator.state.focusedEntry?.route == AnyRoute(Board.dice(sides: 6)))
    }

    @Test("A restored plugin entry whose plugin is gone shows a placeholder, not nothing")
    func missingPlugin() throws {
        let host = MarqueeHost.Host(modules: [MoviesModule()])
        try host.coordinator.push(PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "6"]))
        let screen = try #require(host.focusedScreen as? PluginScreen)
        #expect(!screen.isAvailable)
        #expect(screen.title == "Missing plugin dice")
        #expect(throws: PluginScreenError.pluginUnavailable("dice")) { try screen.perform("roll") }
    }

    @Test("A plugin cannot claim a built-in module's feature id")
    func reservedIDs() throws {
        let dice = ProbeModule("dice")
        let host = MarqueeHost.Host(modules: [dice], configuration: HostConfiguration(pluginsDirectory: try directory([("HelloC", "libdice.so")])))
        #expect(host.modules.count == 2)
        #expect(host.modules[1].state.problem?.description == "feature id \"dice\" is already taken by a built-in module")
    }
}
