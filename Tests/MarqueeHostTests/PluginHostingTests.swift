import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueePluginHosting
import PluginTestSupport
import Synchronization
import Testing

import struct MarqueeExternalPlugins.PluginLimits

@MainActor
// Serialized: loading blocks the main actor up to the load deadline (start-up waits for the
// plugins), which would skew the deadline checks of a test running beside it.
@Suite("External plugins in the host", .serialized)
struct PluginHostingTests {
    /// A configuration with the built runner and short deadlines.
    private func configuration(
        _ products: [(String, String)], settings: [String: [String: String]] = [:], log: PluginLogSink? = nil
    ) throws -> PluginHostingConfiguration {
        PluginHostingConfiguration(
            directory: try directory(products), log: log, settings: settings,
            limits: PluginLimits(actionDeadline: .milliseconds(600), loadDeadline: .seconds(2)),
            runner: try BuiltPlugins.runner())
    }

    /// A host with `modules` and the plugins `configuration` loads.
    private func makeHost(
        _ modules: [any FeatureModule], plugins configuration: PluginHostingConfiguration
    ) -> (host: MarqueeHost.ModuleHost, plugins: PluginHosting) {
        let plugins = PluginHosting(configuration: configuration)
        return (MarqueeHost.ModuleHost(modules: modules, configuration: HostConfiguration(extensions: [plugins])), plugins)
    }

    /// The model of the focused plugin screen.
    private func focusedPluginScreen(of host: MarqueeHost.ModuleHost) -> PluginScreen? {
        (host.focusedScreen as? PluginTerminalScreen)?.model
    }

    /// A plugins directory with copies of the built example plugins.
    private func directory(_ products: [(String, String)]) throws -> URL {
        let directory = try BuiltPlugins.temporaryDirectory()
        for (product, name) in products { _ = try BuiltPlugins.copy(product, to: directory, as: name) }
        return directory
    }

    @Test("Plugins are listed as external modules; rejected ones say why")
    func listing() throws {
        let configuration = try configuration([("HelloC", "10-dice.so"), ("HelloSwift", "20-hello.so"), ("FaultyMissingSymbol", "30-ghost.so")])
        let directory = try #require(configuration.directory)
        let (host, plugins) = makeHost([MoviesModule()], plugins: configuration)
        defer { plugins.stopAll() }
        #expect(host.modules.map(\.id.rawValue) == ["radarr", "dice", "hello-swift", "30-ghost.so"])
        #expect(host.modules[1].origin == .external(path: directory.appendingPathComponent("10-dice.so").path))
        #expect(host.modules[1].isActive && host.modules[2].isActive)
        #expect(host.modules[1].name == "Dice" && host.modules[1].version == "1.0.0")
        #expect(host.modules[3].state.problem?.description.hasPrefix("action \"vanish\" declares symbol") == true)
        #expect(host.routeGraph.links.filter { $0.owner == "dice" }.map(\.pattern) == ["/dice", "/dice/roll/:sides", "/dice/new"])
        #expect(host.routeRegistry.routeTypeIDs.contains(PluginRoute.routeTypeID))
    }

    @Test("A plugin link opens a PluginScreen whose actions call the plugin in its runner")
    func screensAndActions() async throws {
        let configuration = try configuration([("HelloC", "libdice.so")], settings: ["dice": ["greeting": "Ahoy"]])
        let (host, plugins) = makeHost([MoviesModule()], plugins: configuration)
        defer { plugins.stopAll() }
        #expect(try await plugins.plugin("dice")?.call(action: "greeting") == .string("Ahoy from Dice"))
        try host.coordinator.open("marquee://dice/roll/20")
        #expect(host.coordinator.state.focusedEntry?.route == AnyRoute(PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "20"])))
        let screen = try #require(focusedPluginScreen(of: host))
        #expect(screen.title == "Roll" && screen.kind == .detail)
        #expect(screen.fields.map(\.key) == ["sides", "seed"])
        #expect(screen.actions == ["roll", "describe"])
        screen.values["seed"] = "3"
        let text = try await screen.perform("roll")
        let rolled = try #require(text.flatMap { Int($0) })
        #expect((1...20).contains(rolled))
        screen.values["sides"] = "0"
        await #expect(throws: (any Error).self) { try await screen.perform("roll") }
        #expect(host.deepLinks.link(for: PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "6"])) == "marquee://dice/roll/6")
    }

    @Test("Navigation a plugin asks for during an action is applied through the coordinator")
    func pluginNavigates() async throws {
        let logged = Mutex<[String]>([])
        let configuration = try configuration(
            [("HelloC", "libdice.so"), ("HelloSwift", "libhello.so")],
            log: { level, message, plugin in logged.withLock { $0.append("\(plugin) \(level): \(message)") } })
        let (host, plugins) = makeHost([MoviesModule()], plugins: configuration)
        defer { plugins.stopAll() }
        try host.coordinator.open("/dice")
        let presets = try #require(focusedPluginScreen(of: host))
        #expect(presets.kind == .list)
        try await presets.perform("open-history")
        #expect(
            host.coordinator.state.stack.map(\.route) == [
                AnyRoute(PluginRoute(plugin: "dice", screen: "presets")),
                AnyRoute(PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "20"])),
            ])
        #expect(logged.withLock { $0 }.contains("dice debug: opening history"))

        try host.coordinator.open("/hello")
        let form = try #require(focusedPluginScreen(of: host))
        await #expect(throws: PluginScreenError.requiredFieldEmpty("Text")) { try await form.submit() }
        form.values["text"] = "hi there"
        #expect(try await form.submit() == "HI THERE!")
        try await #require(plugins.plugin("hello-swift")).call(action: "present-greeting")
        plugins.processRequests()
        #expect(host.coordinator.state.topModal?.root.route == AnyRoute(PluginRoute(plugin: "hello-swift", screen: "greeting")))
    }

    @Test("A plugin whose URL pattern conflicts with a built-in module is disabled with the reason")
    func conflictWithBuiltIn() throws {
        enum Board: Route {
            static let feature: FeatureID = "board"
            case dice(sides: Int)
        }
        let board = ProbeModule("board") { registrar in
            registrar.routes(Board.self) { $0.screens { _, _ in TestScreen("board") } }
            registrar.deepLink(
                "/dice/roll/:count", route: Board.self,
                destination: { parameters throws(DeepLinkError) in
                    NavigationDestination(stack: [Board.dice(sides: try parameters.value("count"))])
                }, parameters: { if case .dice(let sides) = $0 { ["count": String(sides)] } else { nil } })
        }
        let (host, plugins) = makeHost([board], plugins: try configuration([("HelloC", "libdice.so"), ("HelloSwift", "libhello.so")]))
        defer { plugins.stopAll() }
        #expect(
            host.status(of: "dice")?.state.problem?.description
                == "deep-link pattern /dice/roll/:sides is ambiguous with /dice/roll/:count registered by module 'Board' (board)")
        #expect(host.status(of: "hello-swift")?.isActive == true)
        #expect(plugins.plugin("dice") == nil)
        #expect(throws: NavigationError.self) { try host.coordinator.open("/dice") }
        try host.coordinator.open("/dice/roll/6")
        #expect(host.coordinator.state.focusedEntry?.route == AnyRoute(Board.dice(sides: 6)))
    }

    @Test("A restored plugin entry whose plugin is gone shows a placeholder, not nothing")
    func missingPlugin() async throws {
        let (host, _) = makeHost([MoviesModule()], plugins: PluginHostingConfiguration())
        try host.coordinator.push(PluginRoute(plugin: "dice", screen: "roll", parameters: ["sides": "6"]))
        let screen = try #require(focusedPluginScreen(of: host))
        #expect(!screen.isAvailable)
        #expect(screen.title == "Missing plugin dice")
        await #expect(throws: PluginScreenError.pluginUnavailable("dice")) { try await screen.perform("roll") }
    }

    @Test("With plugins hosted, no module may take the plugin routes' feature id")
    func pluginFeatureIsReserved() {
        let (host, _) = makeHost([MoviesModule(), ProbeModule("plugin")], plugins: PluginHostingConfiguration())
        #expect(host.status(of: "plugin")?.state.problem?.description == "feature id 'plugin' is already used by the host")
        #expect(host.status(of: "radarr")?.isActive == true)
    }

    @Test("A plugin cannot claim a built-in module's feature id")
    func reservedIDs() throws {
        let dice = ProbeModule("dice")
        let (host, plugins) = makeHost([dice], plugins: try configuration([("HelloC", "libdice.so")]))
        defer { plugins.stopAll() }
        #expect(host.modules.count == 2)
        #expect(host.modules[1].state.problem?.description == "feature id \"dice\" is already taken by a built-in module")
    }

    @Test("A plugin cannot claim a reserved id even when no module of that id is running")
    func reservedIDsWithoutTheirModules() throws {
        var configuration = try configuration([("HelloC", "libdice.so")])
        configuration.reservedFeatureIDs = ["dice"]
        let (host, plugins) = makeHost([MoviesModule()], plugins: configuration)
        defer { plugins.stopAll() }
        #expect(host.modules.map(\.id.rawValue) == ["radarr", "libdice.so"])
        #expect(host.modules[1].state.problem?.description == "feature id \"dice\" is already taken by a built-in module")
        #expect(plugins.plugin("dice") == nil)
    }

    @Test("A plugin that blocks in an action is marked unresponsive; its screen says why and the others go on")
    func unresponsivePlugin() async throws {
        let logged = Mutex<[String]>([])
        let configuration = try configuration(
            [("FaultyHangingAction", "10-stuck.so"), ("HelloC", "20-dice.so")],
            log: { level, message, plugin in logged.withLock { $0.append("\(plugin) \(level): \(message)") } })
        let (host, plugins) = makeHost([MoviesModule()], plugins: configuration)
        defer { plugins.stopAll() }
        var reported: [[ModuleStatus]] = []
        host.onModulesChange = { reported.append($0) }
        try host.coordinator.open("/stuck")
        let screen = try #require(focusedPluginScreen(of: host))
        #expect(screen.unresponsiveReason == nil)
        #expect(try await screen.perform("ping") == "pong")

        let clock = ContinuousClock()
        let start = clock.now
        let task = try #require(screen.start("wait"))
        #expect(screen.actionStatus == .running("wait"))
        #expect(clock.now - start < .milliseconds(100))  // start() does not wait for the plugin
        await task.value
        #expect(clock.now - start >= .milliseconds(600), "the call ended at the deadline, not before")
        let reason = "did not answer within 600 ms in action \"wait\"; its runner was stopped"
        #expect(screen.actionStatus == .failed("the plugin is unresponsive: \(reason)"))
        await host.tasks.settle()
        try await Task.sleep(for: .milliseconds(50))  // the fault reaches the main actor
        #expect(screen.unresponsiveReason == reason)
        #expect(host.status(of: "stuck")?.state == .disabled(.pluginUnresponsive(reason)))
        #expect(host.status(of: "stuck")?.description.hasSuffix("disabled: unresponsive: \(reason)") == true)
        #expect(reported.last == host.modules)
        #expect(logged.withLock { $0 }.contains("stuck error: unresponsive: \(reason)"))

        // Its screens still open (and say why); the other plugin still answers.
        try host.coordinator.open("/dice/roll/6")
        let dice = try #require(focusedPluginScreen(of: host))
        #expect(dice.unresponsiveReason == nil)
        dice.values["seed"] = "1"
        #expect(try await dice.perform("roll").flatMap { Int($0) }.map { (1...6).contains($0) } == true)
        #expect(host.status(of: "dice")?.isActive == true)
    }

    @Test("A plugin whose entry blocks is listed as unresponsive after the load deadline; start-up goes on")
    func blockingEntry() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let (host, plugins) = makeHost(
            [MoviesModule()], plugins: try configuration([("FaultyBlockingEntry", "10-blocks.so"), ("HelloC", "20-dice.so")]))
        defer { plugins.stopAll() }
        #expect(clock.now - start < .seconds(3))
        #expect(
            host.status(of: "10-blocks.so")?.state
                == .disabled(.pluginUnresponsive("did not answer within 2 s while loading; its runner was stopped")))
        #expect(host.status(of: "dice")?.isActive == true)
    }
}
