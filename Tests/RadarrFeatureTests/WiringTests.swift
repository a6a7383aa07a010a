import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrSimulator
import Testing

/// The two ways the executable can wire the module, and what happens when it forgets.
@MainActor
@Suite(.serialized) struct WiringTests {
    @Test func moduleProvidesTheRepositoryItIsGiven() async throws {
        let simulator = try await ServarrSimulator.start()
        let repository = RadarrRepository(configuration: simulator.radarrConfiguration())
        let flow = try FlowTest(modules: [RadarrModule(repository: repository)])
        #expect(flow.host.services.resolve(RadarrRepository.self) != nil)
        #expect(flow.host.modules.allSatisfy { $0.isActive })
        flow.expect { $0.setStack(RadarrRoute.library) }
        await flow.settle()
        #expect(flow.focusedScreen(as: MovieLibraryScreen.self)?.isLoaded == true)
        flow.finish()
        await simulator.shutdown()
    }

    @Test func moduleWithoutARepositoryIsDisabledWithAReason() throws {
        let host = MarqueeHost.ModuleHost(modules: [RadarrModule()], services: ServiceContainer())
        let status = try #require(host.modules.first)
        #expect(!status.isActive)
        #expect(status.description.contains("RadarrRepository"))
    }
}
