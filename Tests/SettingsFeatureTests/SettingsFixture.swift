import Foundation
import MarqueeApp
import MarqueeHost
import MarqueeTesting
import ServarrSimulator
import SettingsFeature
import Testing

/// A Settings flow test's world: a private configuration file in a temporary folder, the
/// simulator on loopback (its Radarr and Sonarr are the servers the forms test against), and
/// every configuration change the module asked the app to apply.
@MainActor
final class SettingsFixture {
    let flow: FlowTest
    let simulator: ServarrSimulator
    let environment: SettingsEnvironment
    let folder: String
    /// The changes the module applied, in order.
    private(set) var applied: [ConfigurationChange] = []

    init(flow: FlowTest, simulator: ServarrSimulator, environment: SettingsEnvironment, folder: String) {
        self.flow = flow
        self.simulator = simulator
        self.environment = environment
        self.folder = folder
    }

    var file: ConfigurationFile { environment.file! }
    var path: String { file.path }

    /// Whether the configuration file exists.
    var fileExists: Bool { FileManager.default.fileExists(atPath: path) }

    /// The file's text, or nil when it does not exist.
    var fileText: String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// The file's permission bits.
    var fileMode: Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    /// The instances in the file.
    func savedInstances() throws -> [ServiceInstance] {
        try file.load()?.instances ?? []
    }

    fileprivate func record(_ change: ConfigurationChange) {
        applied.append(change)
    }

    /// A configuration file with one Radarr instance `home` on the simulator.
    static func radarrHome(_ simulator: ServarrSimulator) -> String {
        """
        # my servers
        radarr:
          - name: home
            url: \(simulator.radarrURL.absoluteString)
            api_key: \(simulator.apiKey)
        """
    }
}

/// Starts the simulator, writes `configuration` (when given) to a new private folder, boots a
/// flow test with the Settings module, runs `body`, and always cleans up.
@MainActor
func withSettingsFlow(
    configuration: ((ServarrSimulator) -> String)? = nil, isDemo: Bool = false, exhaustive: Bool = true,
    environmentVariables: [String: String] = [:],
    _ body: (SettingsFixture) async throws -> Void
) async throws {
    let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50)))
    let folder = NSTemporaryDirectory() + "marquee-settings-" + UUID().uuidString
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = ConfigurationFile(
            path: folder + "/marquee/config.yml",
            kinds: .known, environment: environmentVariables.merging(["HOME": folder]) { first, _ in first })
        if let configuration {
            try FileManager.default.createDirectory(atPath: folder + "/marquee", withIntermediateDirectories: true)
            try configuration(simulator).write(toFile: file.path, atomically: true, encoding: .utf8)
        }
        let loaded = isDemo ? nil : (try? file.load()) ?? nil
        let demo = Configuration(instances: [
            ServiceInstance(kind: .radarr, name: "demo", url: simulator.radarrURL, apiKey: Secret(simulator.apiKey)),
            ServiceInstance(kind: .sonarr, name: "demo", url: simulator.sonarrURL, apiKey: Secret(simulator.apiKey)),
        ])
        let environment = SettingsEnvironment(
            file: file, configuration: isDemo ? demo : (loaded ?? Configuration()), isDemo: isDemo, version: "9.8.7",
            statePath: folder + "/state/navigation.json", logPath: folder + "/state/marquee.log",
            pluginsPath: folder + "/plugins", connectionTimeout: .seconds(20), probes: [.radarr, .sonarr, .lidarr], appliesLive: true,
            startDemoServers: { demo })
        let services = ServiceContainer()
        services.register(SettingsEnvironment.self, environment)
        let flow = try FlowTest(modules: [SettingsModule(kinds: .known)], services: services, exhaustive: exhaustive)
        environment.modules = flow.host.modules
        let fixture = SettingsFixture(flow: flow, simulator: simulator, environment: environment, folder: folder)
        environment.apply = { [weak fixture] change in fixture?.record(change) }
        try await body(fixture)
        await flow.settle()
        await simulator.shutdown()
        try? FileManager.default.removeItem(atPath: folder)
    } catch {
        await simulator.shutdown()
        try? FileManager.default.removeItem(atPath: folder)
        throw error
    }
}

extension [ServiceKind] {
    /// The kinds the app is built with, in its order (one per probe the fixture hands Settings).
    static let known: [ServiceKind] = [.radarr, .sonarr, .lidarr]
}
