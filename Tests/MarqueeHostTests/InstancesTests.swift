import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import Testing

/// A movie store that names its server, so a screen shows which instance it talks to.
final class NamedMovieStore: MovieStore {
    let server: String
    init(_ server: String) { self.server = server }
    func title(of id: Int) -> String { "\(server) movie \(id)" }
}

@MainActor
@Suite("Instances: one stack per instance, links and services per instance")
struct InstancesTests {
    /// A host with Movies on two instances ("home", the default, and "4k") and Series on one.
    func twoInstanceHost() -> ModuleHost {
        let services = ServiceContainer()
        services.register(MovieStore.self, NamedMovieStore("home"))
        let home = ServiceContainer(parent: services)
        home.register(MovieStore.self, NamedMovieStore("home"))
        let fourK = ServiceContainer(parent: services)
        fourK.register(MovieStore.self, NamedMovieStore("4k"))
        return ModuleHost(
            modules: [MoviesModule(), SeriesModule()], services: services,
            instances: [
                ModuleInstance(feature: "radarr", name: "home", services: home),
                ModuleInstance(feature: "radarr", name: "4k", services: fourK),
                ModuleInstance(feature: "sonarr", name: "tv", services: ServiceContainer(parent: services)),
            ])
    }

    func title(_ host: ModuleHost) -> String? { (host.focusedScreen as? TestScreen)?.title }

    @Test("each instance has its own tab; the default keeps the module's tab id, so old links and snapshots land there")
    func tabs() {
        let host = twoInstanceHost()
        #expect(host.coordinator.state.tabs == ["radarr", "radarr/4k", "sonarr"])
        #expect(host.instances(of: "radarr").map(\.name) == ["home", "4k"])
        #expect(host.defaultInstance(of: "radarr")?.tab == "radarr")
        #expect(host.shownTab(for: host.tabs[0]) == ("radarr", "Movies · home"))
        // One instance: the tab is titled as before.
        #expect(host.shownTab(for: host.tabs[1]).title == "Series")
    }

    @Test("switching instances keeps each one's stack and screens, and the tab shows the current instance")
    func switching() throws {
        let host = twoInstanceHost()
        try host.coordinator.open("/radarr/movie/12")
        let homeDetail = try #require(host.focusedScreen as? TestScreen)
        #expect(homeDetail.title == "home movie 12")

        try host.switchInstance(of: "radarr", to: "4k")
        #expect(host.coordinator.state.selectedTab == "radarr/4k")
        #expect(host.coordinator.state.stack.map(\.route) == [AnyRoute(MovieRoute.library)])
        #expect(host.shownTab(for: host.tabs[0]) == ("radarr/4k", "Movies · 4k"))
        try host.coordinator.push(MovieRoute.movie(id: 12))
        #expect(title(host) == "4k movie 12")

        try host.switchInstance(of: "radarr", to: "home")
        #expect(host.focusedScreen === homeDetail)
        #expect(host.shownTab(for: host.tabs[0]).title == "Movies · home")
        #expect(throws: InstanceError.unknownInstance(feature: "radarr", name: "8k", known: ["home", "4k"])) {
            try host.switchInstance(of: "radarr", to: "8k")
        }
    }

    @Test("the I key moves to the next instance and wraps; it is not offered for a module with one instance")
    func nextInstanceKey() throws {
        let host = twoInstanceHost()
        #expect(try host.performKeyCommand("I"))
        #expect(host.coordinator.state.selectedTab == "radarr/4k")
        #expect(try host.performKeyCommand("I"))
        #expect(host.coordinator.state.selectedTab == "radarr")
        try host.coordinator.selectTab("sonarr")
        #expect(try !host.performKeyCommand("I"))
    }

    @Test("switching is refused while a dialog is open: it belongs to the instance shown")
    func switchingUnderADialog() throws {
        let host = twoInstanceHost()
        try host.coordinator.present(MovieModal.add(term: ""))
        #expect(throws: InstanceError.dialogOpen) { try host.switchInstance(of: "radarr", to: "4k") }
        #expect(host.coordinator.state.selectedTab == "radarr")
    }

    @Test("links name the instance; without a name they show the default; an unknown name is a clear error")
    func links() throws {
        let host = twoInstanceHost()
        try host.coordinator.open("/radarr/4k/movie/7")
        #expect(host.coordinator.state.selectedTab == "radarr/4k")
        #expect(title(host) == "4k movie 7")
        try host.coordinator.open("marquee://radarr/movie/7")
        #expect(host.coordinator.state.selectedTab == "radarr")
        #expect(title(host) == "home movie 7")
        try host.coordinator.open("/radarr/home/movie/8")
        #expect(host.coordinator.state.selectedTab == "radarr")

        let error = #expect(throws: NavigationError.self) { try host.coordinator.open("/radarr/8k/movie/7") }
        #expect(error.map { "\($0)".contains("names no radarr instance '8k'; instances: home, 4k") } == true)
        #expect(host.coordinator.state.selectedTab == "radarr")
    }

    @Test("a screen's link names its instance, except on the default")
    func reverseLinks() throws {
        let host = twoInstanceHost()
        try host.coordinator.open("/radarr/4k/movie/7")
        let fourK = host.context(for: "radarr")
        #expect(fourK.instance == "4k")
        #expect(fourK.link(for: MovieRoute.movie(id: 7)) == "marquee://radarr/4k/movie/7")
        try host.switchInstance(of: "radarr", to: "home")
        #expect(host.context(for: "radarr").link(for: MovieRoute.movie(id: 7)) == "marquee://radarr/movie/7")
    }

    @Test("a routing protocol on a named instance acts on that instance's stack, keeping the asking tab's")
    func routerOnInstance() throws {
        let host = twoInstanceHost()
        try host.coordinator.selectTab("sonarr")
        try #require(host.router(RadarrRouting.self, instance: "4k")).startAddMovie(tmdbID: 603)
        #expect(host.coordinator.state.selectedTab == "radarr/4k")
        #expect(title(host) == "Add tmdb:603")
        #expect(host.router(RadarrRouting.self, instance: "8k") == nil)
    }

    @Test("a snapshot written before instances restores onto the default instance; the others start at their root")
    func restoringAnOldSnapshot() throws {
        let old = ModuleHost(modules: [MoviesModule(), SeriesModule()])
        try old.coordinator.open("/radarr/movie/12")
        let host = twoInstanceHost()
        try host.restore(old.coordinator.state)
        #expect(host.coordinator.state.tabs == ["radarr", "radarr/4k", "sonarr"])
        #expect(title(host) == "home movie 12")
        try host.switchInstance(of: "radarr", to: "4k")
        #expect(title(host) == "Library")
    }

    @Test("a snapshot with an instance's stack restores it, through the codec, and drops tabs the host has not")
    func restoringInstances() throws {
        let first = twoInstanceHost()
        try first.coordinator.open("/radarr/4k/movie/3")
        let text = try first.snapshotCodec.encode(first.coordinator.state)
        let second = ModuleHost(
            modules: [MoviesModule(), SeriesModule()], services: first.services,
            instances: [
                ModuleInstance(feature: "radarr", name: "home", services: ServiceContainer(parent: first.services)),
                ModuleInstance(feature: "radarr", name: "4k", services: ServiceContainer(parent: first.services)),
            ])
        try second.restore(try second.snapshotCodec.decode(text).state)
        #expect(second.coordinator.state.selectedTab == "radarr/4k")
        #expect(second.coordinator.state.stack.map(\.route) == [AnyRoute(MovieRoute.library), AnyRoute(MovieRoute.movie(id: 3))])
        #expect(second.shownTab(for: second.tabs[0]).title == "Movies · 4k")

        let single = ModuleHost(modules: [MoviesModule(), SeriesModule()])
        try single.restore(try single.snapshotCodec.decode(text).state)
        #expect(single.coordinator.state.tabs == ["radarr", "sonarr"])
        #expect(single.coordinator.state.selectedTab == "radarr")
        #expect(!single.coordinator.state.stack.isEmpty)
    }

    @Test("marquee routes names the instances and the link form")
    func routeGraph() {
        let table = twoInstanceHost().routeGraph.table
        #expect(table.contains("radarr links may name an instance: /radarr[/<instance>]/… with home (default), 4k"))
    }

    @Test("the palette offers switching to, and each command on, every other instance; the key acts on the next one")
    func paletteEntries() throws {
        let services = ServiceContainer()
        let copied = CopyLog()
        let module = CopyingModule(log: copied)
        let host = ModuleHost(
            modules: [module], services: services,
            instances: ["home", "4k", "anime"].map { ModuleInstance(feature: "radarr", name: $0, services: ServiceContainer(parent: services)) })
        _ = host.focusedScreen
        #expect(host.instanceCommands.map(\.title) == ["Movies: switch to 4k", "Movies: switch to anime", "Copy to 4k", "Copy to anime"])
        #expect(host.instanceCommands.map(\.name) == ["movies-switch-to-4k", "movies-switch-to-anime", "copy-to-4k", "copy-to-anime"])

        try #require(host.instanceCommands.first { $0.title == "Copy to anime" }).perform(on: host)
        #expect(copied.targets == ["anime"])
        #expect(try host.performKeyCommand("C"))
        #expect(copied.targets == ["anime", "4k"])

        // From 4k the next one is anime, and home comes back round.
        try host.switchInstance(of: "radarr", to: "4k")
        _ = host.focusedScreen
        #expect(host.instanceCommands.map(\.title) == ["Movies: switch to anime", "Movies: switch to home", "Copy to anime", "Copy to home"])
        #expect(try host.performKeyCommand("C"))
        #expect(copied.targets == ["anime", "4k", "anime"])

        // One instance: neither the key nor the palette offers it.
        let single = ModuleHost(modules: [CopyingModule(log: copied)])
        _ = single.focusedScreen
        #expect(single.instanceCommands.isEmpty)
        #expect(try !single.performKeyCommand("C"))
    }
}

@MainActor
final class CopyLog {
    var targets: [String] = []
}

/// Movies with a command on another instance: `C` "Copy to another instance".
struct CopyingModule: FeatureModule {
    var manifest = ModuleManifest(
        id: "radarr", displayName: "Movies", version: "1.0.0", tab: ModuleTab(title: "Movies", key: "1", order: 1))
    let log: CopyLog

    func register(with registrar: ModuleRegistrar) {
        registrar.routes(MovieRoute.self) { $0.screens { route, _ in TestScreen("\(route)") } }
        registrar.tabRoot(MovieRoute.library)
        let log = self.log
        registrar.instanceCommand("C", title: "Copy to another instance", instanceTitle: { "Copy to \($0)" }, on: TestScreen.self) { _, place, _ in
            log.targets.append(place.name)
        }
    }
}
