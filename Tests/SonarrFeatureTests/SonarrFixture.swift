import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrSimulator
import SonarrAPI
import SonarrFeature

/// Starts a simulator on ephemeral loopback ports, boots a flow test with the Sonarr module,
/// runs `body`, and always shuts the simulator down. Simulated downloads take `downloadDuration`.
@MainActor
func withSonarrFlow(
    exhaustive: Bool = true,
    downloadDuration: Duration = .seconds(2),
    alongside otherModules: [any FeatureModule] = [],
    _ body: (FlowTest, ServarrSimulator, SonarrRepository) async throws -> Void
) async throws {
    let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50), downloadDuration: downloadDuration))
    do {
        let repository = SonarrRepository(configuration: simulator.sonarrConfiguration(timeout: .seconds(10)))
        let services = ServiceContainer()
        services.register(SonarrRepository.self, repository)
        let flow = try FlowTest(modules: [SonarrModule()] + otherModules, services: services, exhaustive: exhaustive)
        try await body(flow, simulator, repository)
        await flow.settle()
        await simulator.shutdown()
    } catch {
        await simulator.shutdown()
        throw error
    }
}
