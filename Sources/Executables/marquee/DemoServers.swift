import Foundation
import MarqueeApp
import ServarrSimulator
import SettingsFeature

/// `--demo`: the built-in Radarr/Sonarr/Lidarr simulator, started in-process on loopback, and the
/// configuration that points at it. Modules see an ordinary configuration with one Radarr, one
/// Sonarr and one Lidarr instance named `demo`.
struct DemoServers: Sendable {
    /// The running simulator.
    let simulator: ServarrSimulator

    /// Starts both simulated servers on free loopback ports.
    ///
    /// - Throws: ``AppFailure`` with exit code 1 when a server cannot start.
    static func start() async throws(AppFailure) -> DemoServers {
        do {
            return DemoServers(simulator: try await ServarrSimulator.start())
        } catch {
            throw AppFailure(code: .runtime, message: "marquee: cannot start the demo servers: \(error)")
        }
    }

    /// One Radarr, one Sonarr and one Lidarr instance, all named `demo`, with the simulator's API key.
    var configuration: Configuration {
        Configuration(instances: [
            ServiceInstance(kind: .radarr, name: "demo", url: simulator.radarrURL, apiKey: Secret(simulator.apiKey)),
            ServiceInstance(kind: .sonarr, name: "demo", url: simulator.sonarrURL, apiKey: Secret(simulator.apiKey)),
            ServiceInstance(kind: .lidarr, name: "demo", url: simulator.lidarrURL, apiKey: Secret(simulator.apiKey)),
        ])
    }

    /// Stops both servers.
    func shutdown() async {
        await simulator.shutdown()
    }
}
