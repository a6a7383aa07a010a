import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import Testing

@MainActor
@Suite("Start-up: modules, tabs, links, status")
struct StartupTests {
    @Test("Active modules install their tabs in order, seeded with their root routes")
    func tabsAndRoots() throws {
        let host = ModuleHost(modules: [ExploreModule(), SeriesModule(), MoviesModule()])
        #expect(host.modules.map(\.id) == ["explore", "sonarr", "radarr"])
        #expect(host.modules.allSatisfy { $0.isActive })
        #expect(host.modules.allSatisfy { $0.origin == .builtIn })
        #expect(host.tabs.map(\.id) == ["radarr", "sonarr", "explore"])
        #expect(host.tabs.map(\.key) == ["1", "2", "3"])
        #expect(host.tabs[0].root == AnyRoute(MovieRoute.library))
        let state = host.coordinator.state
        #expect(state.selectedTab == "radarr")
        #expect(state.stack.map(\.route) == [AnyRoute(MovieRoute.library)])
        #expect(state.stack(for: "sonarr")?.map(\.route) == [AnyRoute(SeriesRoute.library)])
        #expect(host.focusedScreen?.title == "Library")
    }

    @Test("A deep link opens the whole destination and its screen is made by the module's factory")
    func deepLinkAndFactory() throws {
        let services = ServiceContainer()
        services.register(MovieStore.self, FakeMovieStore())
        let host = ModuleHost(modules: [MoviesModule(), SeriesModule()], services: services)
        try host.coordinator.open("marquee://radarr/movie/42")
        #expect(host.coordinator.state.stack.map(\.route) == [AnyRoute(MovieRoute.library), AnyRoute(MovieRoute.movie(id: 42))])
        #expect(host.focusedScreen?.title == "Movie 42")
        #expect(host.deepLinks.link(for: MovieRoute.movie(id: 42)) == "marquee://radarr/movie/42")
        #expect(host.routeRegistry.routeTypeIDs.contains(MovieModal.routeTypeID))
    }

    @Test("A snapshot written by the host restores through its codec")
    func snapshotRoundTrip() throws {
        let host = ModuleHost(modules: [MoviesModule(), SeriesModule()])
        try host.coordinator.open("/radarr/movie/3")
        try host.coordinator.present(MovieModal.add(term: "dune"))
        let data = try host.snapshotCodec.encode(host.coordinator.state)
        let other = ModuleHost(modules: [MoviesModule(), SeriesModule()])
        let restored = try other.snapshotCodec.decode(data)
        #expect(restored.warnings.isEmpty)
        try other.coordinator.restore(restored.state)
        #expect(other.coordinator.state == host.coordinator.state)
        #expect(other.focusedScreen?.title == "Add dune")
    }

    @Test("Each host has its own services: no singletons")
    func servicesArePerHost() throws {
        let first = ServiceContainer()
        first.register(MovieStore.self, FakeMovieStore())
        let one = ModuleHost(modules: [MoviesModule()], services: first)
        let two = ModuleHost(modules: [MoviesModule()])
        #expect(one.services.resolve(MovieStore.self) != nil)
        #expect(two.services.resolve(MovieStore.self) == nil)
        #expect(throws: ServiceError.notRegistered("MovieStore")) { try two.services.require(MovieStore.self) }
        #expect(first.registeredNames == ["MovieStore"])
    }

    @Test("Modules provide services to the container when active")
    func providedServices() throws {
        let provider = ProbeModule("store") { $0.provideService(MovieStore.self) { FakeMovieStore() } }
        let consumer = ProbeModule("consumer") { $0.requireService(MovieStore.self) }
        let host = ModuleHost(modules: [consumer, provider])
        #expect(host.modules.allSatisfy { $0.isActive })
        #expect(host.services.resolve(MovieStore.self)?.title(of: 1) == "Movie 1")
    }
}
