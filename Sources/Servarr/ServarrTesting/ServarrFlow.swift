import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrCore
import ServarrSimulator

/// Starts the simulator on ephemeral loopback ports, boots a flow test with `module` and a
/// repository of the service talking to it over HTTP (`configuration` chooses which of the
/// simulator's servers), runs `body`, and always shuts the simulator down. Simulated
/// downloads take `downloadDuration` (long enough to stay in the queue, when a test needs them to);
/// with `stuckDownloads` the queues also hold downloads that wait for a manual import, failed,
/// or are held back by a delay profile.
///
/// ```swift
/// try await withServarrFlow(RadarrModule(), configuration: { $0.radarrConfiguration() }) {
///     (flow, simulator, repository: RadarrRepository) in …
/// }
/// ```
@MainActor
public func withServarrFlow<Repository: ServarrRepository>(
    _ module: any FeatureModule, exhaustive: Bool = true, downloadDuration: Duration = .seconds(2),
    alongside otherModules: [any FeatureModule] = [], stuckDownloads: Bool = false, configuration: (ServarrSimulator) -> ServiceConfiguration,
    _ body: (FlowTest, ServarrSimulator, Repository) async throws -> Void
) async throws {
    var options = ServarrSimulator.Configuration(commandStepDuration: .milliseconds(50), downloadDuration: downloadDuration)
    options.stuckDownloads = stuckDownloads
    let simulator = try await ServarrSimulator.start(options)
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

/// Starts one simulator per instance name on ephemeral loopback ports, boots a flow test with
/// `module` running against every instance (the first named is the default; each instance's
/// repository talks to its own simulator over HTTP), runs `body`, and always shuts the
/// simulators down. `feature` is the module's id. Simulator `index` serves `movies`,
/// `series` and `artists` from `libraries(index)` (nil: the sample library).
///
/// ```swift
/// try await withServarrInstancesFlow(RadarrModule(), feature: "radarr", names: ["home", "4k"],
///                                     configuration: { $0.radarrConfiguration() }) {
///     (flow, simulators, repositories: [RadarrRepository]) in …
/// }
/// ```
@MainActor
public func withServarrInstancesFlow<Repository: ServarrRepository>(
    _ module: any FeatureModule, feature: FeatureID, names: [String], exhaustive: Bool = false,
    libraries: (Int) -> Int? = { _ in nil }, configuration: (ServarrSimulator) -> ServiceConfiguration,
    _ body: (FlowTest, [ServarrSimulator], [Repository]) async throws -> Void
) async throws {
    var simulators: [ServarrSimulator] = []
    do {
        for index in names.indices {
            let size = libraries(index)
            simulators.append(
                try await ServarrSimulator.start(
                    .init(commandStepDuration: .milliseconds(50), movies: size, series: size, artists: size)))
        }
        let repositories = simulators.map { Repository(configuration: configuration($0)) }
        let services = ServiceContainer()
        services.register(Repository.self, repositories[0])
        let instances = zip(names, repositories).map { name, repository in
            let scoped = ServiceContainer(parent: services)
            scoped.register(Repository.self, repository)
            return ModuleInstance(feature: feature, name: name, services: scoped)
        }
        let flow = try FlowTest(modules: [module], services: services, instances: instances, exhaustive: exhaustive)
        try await body(flow, simulators, repositories)
        await flow.settle()
        for simulator in simulators { await simulator.shutdown() }
    } catch {
        for simulator in simulators { await simulator.shutdown() }
        throw error
    }
}
