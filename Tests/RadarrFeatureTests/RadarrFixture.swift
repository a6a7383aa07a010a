import MarqueeHost
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
    _ body: (FlowTest, ServarrSimulator, RadarrRepository) async throws -> Void
) async throws {
    let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50), downloadDuration: downloadDuration))
    do {
        let repository = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
        let services = ServiceContainer()
        services.register(RadarrRepository.self, repository)
        let flow = try FlowTest(modules: [RadarrModule()], services: services, exhaustive: exhaustive)
        try await body(flow, simulator, repository)
        await flow.settle()
        await simulator.shutdown()
    } catch {
        await simulator.shutdown()
        throw error
    }
}

/// The focused screen as `T`, or a thrown failure naming what was focused.
@MainActor
func focused<T>(_ flow: FlowTest, as screenType: T.Type) throws -> T {
    guard let screen = flow.focusedScreen(as: screenType) else {
        throw FixtureError.unexpectedScreen(expected: "\(screenType)", actual: flow.focusedScreen.map { "\(type(of: $0))" } ?? "nothing")
    }
    return screen
}

enum FixtureError: Error {
    case unexpectedScreen(expected: String, actual: String)
    case missing(String)
}
