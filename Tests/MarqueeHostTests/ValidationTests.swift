import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import Testing

@MainActor
@Suite("Start-up validation: lying modules are disabled with a reason, the others run")
struct ValidationTests {
    private func problem(_ host: ModuleHost, _ id: FeatureID, at index: Int? = nil) -> String? {
        let status = index.map { host.modules[$0] } ?? host.status(of: id)
        return status?.state.problem?.description
    }

    @Test("A duplicate feature id disables the second module")
    func duplicateID() throws {
        let host = ModuleHost(modules: [MoviesModule(), ProbeModule("radarr")])
        #expect(host.modules[0].isActive)
        #expect(problem(host, "radarr", at: 1) == "feature id 'radarr' is already used by module 'Movies' (radarr)")
        #expect(host.modules[1].description == "radarr 0.1.0 (built-in): disabled: feature id 'radarr' is already used by module 'Movies' (radarr)")
    }

    @Test("The host's own feature ids are reserved; others only when an extension reserves them")
    func reservedID() {
        let host = ModuleHost(modules: [ProbeModule("*"), ProbeModule("plugin")])
        #expect(problem(host, "*") == "feature id '*' is already used by the host")
        #expect(host.status(of: "plugin")?.isActive == true)
    }

    @Test("A module needing a newer host API is disabled")
    func apiTooNew() {
        let host = ModuleHost(modules: [
            MoviesModule(), ProbeModule("future", requiring: HostAPIVersion(1, 3)), ProbeModule("legacy", requiring: HostAPIVersion(0, 9)),
        ])
        #expect(problem(host, "future") == "needs host API 1.3, this host offers 1.0")
        #expect(problem(host, "legacy") == "needs host API 0.9, this host offers 1.0")
        #expect(host.status(of: "radarr")?.isActive == true)
    }

    @Test("Duplicate and ambiguous URL patterns disable the later module; its links are not installed")
    func conflictingPatterns() throws {
        enum Other: Route {
            static let feature: FeatureID = "copy"
            case movie(slug: String)
        }
        let duplicate = ProbeModule("copy") { registrar in
            registrar.routes(Other.self) { $0.screens { _, _ in TestScreen("copy") } }
            registrar.deepLink("/radarr/movie/:id") { _ in NavigationDestination(stack: [Other.movie(slug: "x")]) }
        }
        let ambiguous = ProbeModule("copy2") { registrar in
            registrar.deepLink("/radarr/movie/:slug") { _ in NavigationDestination(stack: []) }
            registrar.deepLink("/copy2/own") { _ in NavigationDestination(stack: []) }
        }
        let host = ModuleHost(modules: [MoviesModule(), duplicate, ambiguous])
        #expect(problem(host, "copy") == "deep-link pattern /radarr/movie/:id is already registered by module 'Movies' (radarr)")
        #expect(
            problem(host, "copy2")
                == "deep-link pattern /radarr/movie/:slug is ambiguous with /radarr/movie/:id registered by module 'Movies' (radarr)")
        #expect(throws: NavigationError.self) { try host.coordinator.open("/copy2/own") }
        try host.coordinator.open("/radarr/movie/5")
        #expect(host.coordinator.state.focusedEntry?.route == AnyRoute(MovieRoute.movie(id: 5)))
    }

    @Test("Two tabs cannot share a key")
    func tabKeys() {
        var copy = SeriesModule()
        copy.manifest.tab?.key = "1"
        let host = ModuleHost(modules: [MoviesModule(), copy])
        #expect(problem(host, "sonarr") == "tab key '1' already selects the tab of module 'Movies' (radarr)")
        #expect(host.tabs.map(\.id) == ["radarr"])
    }

    @Test("An unparsable pattern disables the module")
    func invalidPattern() {
        let host = ModuleHost(modules: [ProbeModule("bad") { $0.deepLink("no-slash") { _ in NavigationDestination(stack: []) } }])
        #expect(problem(host, "bad") == "invalid deep-link pattern 'no-slash': must start with /")
    }

    @Test("Routes without a destination factory are refused")
    func missingFactory() {
        let declared = ProbeModule("probe") { $0.declareRoute(ProbeRoute.self) }
        #expect(problem(ModuleHost(modules: [declared]), "probe") == "route type probe.ProbeRoute has no destination factory")
        let linked = ProbeModule("probe") { registrar in
            registrar.deepLink(
                "/probe/:id", route: ProbeRoute.self, destination: { _ in NavigationDestination(stack: []) },
                parameters: { ["id": String($0.id)] })
        }
        #expect(problem(ModuleHost(modules: [linked]), "probe") == "route type probe.ProbeRoute has no destination factory")
        var tabbed = ProbeModule("probe")
        tabbed.manifest.tab = ModuleTab(title: "Probe", key: "p", order: 9)
        #expect(problem(ModuleHost(modules: [tabbed]), "probe") == "declares a tab but registers no tab root route")
    }

    @Test("A route type of another feature is refused")
    func foreignRoute() {
        let host = ModuleHost(modules: [ProbeModule("thief") { $0.routes(MovieRoute.self) { $0.screens { _, _ in TestScreen("x") } } }])
        #expect(problem(host, "thief") == "route type MovieRoute belongs to feature 'radarr', not 'thief'")
    }

    @Test("A missing required service disables the module, and modules depending on it in turn")
    func missingServices() {
        protocol Clock {}
        let needsStore = ProbeModule("needs-store") { registrar in
            registrar.requireService(MovieStore.self)
            registrar.provideService(Clock.self) { fatalError("never made: the module is disabled") }
        }
        let needsClock = ProbeModule("needs-clock") { $0.requireService(Clock.self) }
        let host = ModuleHost(modules: [needsStore, needsClock, MoviesModule()])
        #expect(problem(host, "needs-store") == "requires service MovieStore, which nothing provides")
        #expect(problem(host, "needs-clock") == "requires service Clock, which nothing provides")
        #expect(host.status(of: "radarr")?.isActive == true)

        let services = ServiceContainer()
        services.register(MovieStore.self, FakeMovieStore())
        let satisfied = ModuleHost(modules: [ProbeModule("needs-store") { $0.requireService(MovieStore.self) }], services: services)
        #expect(satisfied.modules[0].isActive)
    }

    @Test("A required routing protocol must be provided by an active module")
    func missingRouter() {
        let host = ModuleHost(modules: [ProbeModule("needs-radarr") { $0.requireRouter(RadarrRouting.self) }])
        #expect(problem(host, "needs-radarr") == "requires routing protocol RadarrRouting, which no active module provides")
        let ok = ModuleHost(modules: [ProbeModule("needs-radarr") { $0.requireRouter(RadarrRouting.self) }, MoviesModule()])
        #expect(ok.modules.allSatisfy { $0.isActive })
    }

    @Test("A throwing registration, a duplicate router and a key conflict disable the module")
    func otherConflicts() {
        struct Broken: Error, CustomStringConvertible { var description: String { "database missing" } }
        let throwing = ProbeModule("throws") { _ in throw Broken() }
        let secondRadarr = ProbeModule("fake-radarr") { registrar in
            registrar.provideRouter(RadarrRouting.self) { _ in RadarrRouter(FeatureRouter(coordinator: NavigationCoordinator())) }
        }
        let keyClash = ProbeModule("keys") { $0.keyCommand("?", title: "Other help") { _ in } }
        let host = ModuleHost(modules: [MoviesModule(), ExploreModule(), throwing, secondRadarr, keyClash])
        #expect(problem(host, "throws") == "registration failed: database missing")
        #expect(problem(host, "fake-radarr") == "routing protocol RadarrRouting is already provided by module 'Movies' (radarr)")
        #expect(problem(host, "keys") == "key '?' (global) is already bound by module 'Explore' (explore)")
        #expect(host.keyCommands.filter { $0.key == "?" }.count == 1)
    }
}
