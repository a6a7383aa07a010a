import ExploreFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrSimulator
import Testing

/// With two Radarr instances, Explore hands a title to the instance it came from: its detail
/// on that instance's stack, its add flow on that instance's server.
@MainActor
@Suite(.serialized) struct InstanceHandOffTests {
    @Test func aTitleOpensOnTheInstanceItCameFrom() async throws {
        let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50)))
        do {
            let home = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
            let fourK = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10)))
            let services = ServiceContainer()
            services.register(RadarrRepository.self, home)
            let instances = [ServarrInstance.radarr("home", home), .radarr("4k", fourK)]
            services.register(ServarrInstances.self, ServarrInstances(instances))
            let moduleInstances = zip(["home", "4k"], [home, fourK]).map { name, repository in
                let scoped = ServiceContainer(parent: services)
                scoped.register(RadarrRepository.self, repository)
                return ModuleInstance(feature: "radarr", name: name, services: scoped)
            }
            let flow = try FlowTest(
                modules: [ExploreModule(), RadarrModule()], services: services, instances: moduleInstances, exhaustive: false)
            let movie = try #require(try await fourK.mediaListing().elements.first)
            try flow.host.coordinator.selectTab("explore")
            let router = HandOffRouter(context: flow.host.context(for: "explore"), instances: instances)

            #expect(router.canPerform(.showMovie(id: movie.id), fromInstance: 1))
            #expect(try router.perform(.showMovie(id: movie.id), fromInstance: 1))
            await flow.settle()
            #expect(flow.state.selectedTab == "radarr/4k")
            #expect(flow.focusedScreen(as: MovieDetailScreen.self)?.movieID == movie.id)

            // The add flow of a title from 4k: the sheet over the 4k stack, talking to the 4k server.
            try flow.host.coordinator.selectTab("explore")
            #expect(try router.perform(.addMovie(tmdbID: 800005), fromInstance: 1))
            await flow.settle()
            #expect(flow.state.selectedTab == "radarr/4k")
            // The options open at once inside the sheet, over its lookup (which names the 4k server).
            #expect(flow.focusedScreen(as: AddMovieOptionsScreen.self)?.externalID == 800005)
            let sheet = try #require(flow.state.topModal?.root.id)
            let lookup = try #require(flow.host.screen(for: sheet) as? AddMovieLookupScreen)
            #expect(lookup.destination == "Radarr · 4k")

            // An instance Explore knows but the host does not run cannot be handed to.
            let stranger = RadarrRepository(configuration: simulator.radarrConfiguration())
            let unknown = HandOffRouter(context: flow.host.context(for: "explore"), instances: [.radarr("8k", stranger)])
            #expect(!unknown.canPerform(.showMovie(id: movie.id), fromInstance: 0))
            await flow.settle()
            await simulator.shutdown()
        } catch {
            await simulator.shutdown()
            throw error
        }
    }
}
