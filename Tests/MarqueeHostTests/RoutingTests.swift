import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import Testing

@MainActor
@Suite("Routing protocols and key commands")
struct RoutingTests {
    @Test("A module resolves another module's routing protocol, and gets nil when it is absent or disabled")
    func routingProtocols() throws {
        let host = ModuleHost(modules: [MoviesModule(), ExploreModule()])
        let radarr = try #require(host.router(RadarrRouting.self))
        #expect(host.router(RadarrRouting.self) === radarr, "made once, then reused")
        #expect(host.router(SonarrRouting.self) == nil)

        try host.coordinator.selectTab("explore")
        #expect(try host.performKeyCommand("enter"))
        #expect(host.coordinator.state.focusedEntry?.route == AnyRoute(MovieRoute.movie(id: 7)))

        let withoutRadarr = ModuleHost(modules: [ExploreModule()])
        #expect(withoutRadarr.router(RadarrRouting.self) == nil)
        #expect(throws: ExploreModule.RadarrMissing.self) { try withoutRadarr.performKeyCommand("enter") }

        var disabled = MoviesModule()
        disabled.manifest.requiredHostAPI = HostAPIVersion(2)
        #expect(ModuleHost(modules: [disabled, ExploreModule()]).router(RadarrRouting.self) == nil)
    }

    @Test("Key commands apply by scope, the most specific first")
    func keyScopes() throws {
        let host = ModuleHost(modules: [MoviesModule(), SeriesModule(), ExploreModule()])
        let library = host.coordinator.state.focusedEntry
        #expect(host.keyCommands(for: library).map(\.title) == ["Add movie", "Delete movie", "Help"])
        try host.coordinator.selectTab("sonarr")
        #expect(host.keyCommands(for: host.coordinator.state.focusedEntry).map(\.title) == ["Add series", "Help"])
        #expect(host.keyCommands.first { $0.title == "Add series" }?.feature == "sonarr")

        try host.coordinator.selectTab("radarr")
        #expect(try host.performKeyCommand("a"))
        #expect(host.coordinator.state.topModal?.root.route == AnyRoute(MovieModal.add(term: "")))
        #expect(try host.performKeyCommand("nothing") == false)
    }
}
