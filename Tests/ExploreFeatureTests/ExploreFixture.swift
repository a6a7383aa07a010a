import ExploreFeature
import MarqueeHost
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrSimulator
import SonarrAPI
import SonarrFeature

/// What an Explore flow test runs against: a simulator on ephemeral loopback ports and one
/// repository per instance, talking to it over HTTP.
struct ExploreFixture {
    let simulator: ServarrSimulator
    /// The "demo" Radarr instance (the one the Radarr module shows).
    let radarr: RadarrRepository
    /// The "demo" Sonarr instance (the one the Sonarr module shows).
    let sonarr: SonarrRepository
}

/// The feature modules a flow test boots next to Explore.
struct InstalledModules: OptionSet {
    let rawValue: Int
    static let radarr = InstalledModules(rawValue: 1)
    static let sonarr = InstalledModules(rawValue: 2)
    static let all: InstalledModules = [.radarr, .sonarr]
}

/// Starts a simulator, boots a flow test with the Explore module (and the Radarr and Sonarr
/// modules in `modules`) over the instances "Radarr demo" and "Sonarr demo" (plus
/// `extraInstances`), runs `body`, and always shuts the simulator down.
@MainActor
func withExploreFlow(
    modules: InstalledModules = .all,
    exhaustive: Bool = true,
    timeout: Duration = .seconds(10),
    refreshInterval: Duration? = nil,
    extraInstances: (ServarrSimulator) -> [ServarrInstance] = { _ in [] },
    _ body: (FlowTest, ExploreFixture) async throws -> Void
) async throws {
    let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(2)))
    do {
        let radarr = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: timeout))
        let sonarr = SonarrRepository(configuration: simulator.sonarrConfiguration(timeout: timeout))
        let services = ServiceContainer()
        services.register(RadarrRepository.self, radarr)
        services.register(SonarrRepository.self, sonarr)
        services.register(ServarrInstances.self, ServarrInstances([.radarr("demo", radarr), .sonarr("demo", sonarr)] + extraInstances(simulator)))
        var installed: [any FeatureModule] = [ExploreModule(refreshInterval: refreshInterval, searchDebounce: .milliseconds(20))]
        if modules.contains(.radarr) { installed.append(RadarrModule()) }
        if modules.contains(.sonarr) { installed.append(SonarrModule()) }
        let flow = try FlowTest(modules: installed, services: services, exhaustive: exhaustive)
        try await body(flow, ExploreFixture(simulator: simulator, radarr: radarr, sonarr: sonarr))
        await flow.settle()
        await simulator.shutdown()
    } catch {
        await simulator.shutdown()
        throw error
    }
}
