import MarqueeHost
import MarqueeTesting
import ServarrCore
import ServarrSimulator

/// Starts the simulator on ephemeral loopback ports, boots a flow test with `module` and a
/// repository of the service talking to it over HTTP (`configuration` chooses which of the
/// simulator's servers), runs `body`, and always shuts the simulator down. Simulated
/// downloads take `downloadDuration` (long enough to stay in the queue, when a test needs them to).
///
/// ```swift
/// try await withServarrFlow(RadarrModule(), configuration: { $0.radarrConfiguration() }) {
///     (flow, simulator, repository: RadarrRepository) in …
/// }
/// ```
@MainActor
public func withServarrFlow<Repository: ServarrRepository>(
    _ module: any FeatureModule, exhaustive: Bool = true, downloadDuration: Duration = .seconds(2),
    alongside otherModules: [any FeatureModule] = [], configuration: (ServarrSimulator) -> ServiceConfiguration,
    _ body: (FlowTest, ServarrSimulator, Repository) async throws -> Void
) async throws {
    let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50), downloadDuration: downloadDuration))
    do {
        let repository = Repository(configuration: configuration(simulator))
        let services = ServiceContainer()
        services.register(Repository.self, repository)
        let flow = try FlowTest(modules: [module] + otherModules, services: services, exhaustive: exhaustive)
        try await body(flow, simulator, repository)
        await flow.settle()
        await simulator.shutdown()
    } catch {
        await simulator.shutdown()
        throw error
    }
}
