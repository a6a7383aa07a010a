import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrCore
import ServarrSimulator

/// Starts a simulator on ephemeral loopback ports, boots a flow test with the Radarr module
/// and a repository talking to it over HTTP, runs `body`, and always shuts the simulator down.
/// Simulated downloads take `downloadDuration` (long enough to stay in the queue, when a test needs them to).
@MainActor
func withRadarrFlow(
    exhaustive: Bool = true,
    downloadDuration: Duration = .seconds(2),
    alongside otherModules: [any FeatureModule] = [],
    _ body: (FlowTest, ServarrSimulator, RadarrRepository) async throws -> Void
) async throws {
    let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50), downloadDuration: downloadDuration))
    do {
        let repository = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
        let services = ServiceContainer()
        services.register(RadarrRepository.self, repository)
        let flow = try FlowTest(modules: [RadarrModule()] + otherModules, services: services, exhaustive: exhaustive)
        try await body(flow, simulator, repository)
        await flow.settle()
        await simulator.shutdown()
    } catch {
        await simulator.shutdown()
        throw error
    }
}
