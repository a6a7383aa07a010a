import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Explore feature: one search across every configured Radarr and Sonarr instance, a
/// merged calendar of upcoming releases, and the merged download queues. Results hand off to
/// the Radarr and Sonarr modules through `RadarrRouting` and `SonarrRouting`.
///
/// It needs ``ServarrInstances`` in the host's services:
///
/// ```swift
/// services.register(ServarrInstances.self, ServarrInstances([.radarr("demo", radarr), .sonarr("demo", sonarr)]))
/// let modules: [any FeatureModule] = [RadarrModule(), SonarrModule(), ExploreModule()]
/// ```
public struct ExploreModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "explore", displayName: "Explore", version: "1.0.0",
        tab: ModuleTab(title: "Explore", key: "3", order: 3))

    private let refreshInterval: Duration?
    private let searchDebounce: Duration

    /// - Parameters:
    ///   - refreshInterval: How often the activity screen reloads the queues while it is
    ///     focused; nil reloads only on Ctrl-R.
    ///   - searchDebounce: How long typing must pause before the search starts.
    public init(refreshInterval: Duration? = .seconds(5), searchDebounce: Duration = .milliseconds(300)) {
        self.refreshInterval = refreshInterval
        self.searchDebounce = searchDebounce
    }

    public func register(with registrar: ModuleRegistrar) {
        registrar.requireService(ServarrInstances.self)
        let screens = ExploreScreens(refreshInterval: refreshInterval, searchDebounce: searchDebounce)
        registrar.routes(ExploreRoute.self) { ExploreRoute.declare($0, screens: screens) }
        registrar.tabRoot(ExploreRoute.root)
        registrar.provideRouter(ExploreRouting.self) { ExploreRouter(context: $0) }
        ExploreCommands.register(with: registrar)
    }
}

/// Makes the Explore screens, with the module's settings and the search screen kept per term.
@MainActor
struct ExploreScreens {
    let refreshInterval: Duration?
    let searchDebounce: Duration
    let searchRoutes = SearchRouteKeeper()

    private func instances(_ context: ScreenContext) -> [ServarrInstance] {
        context.services.resolve(ServarrInstances.self)?.all ?? []
    }

    func search(term: String, context: ScreenContext) -> any Screen {
        let instances = instances(context)
        let handOffs = HandOffRouter(context: context, instances: instances)
        let debounce = searchDebounce
        return searchRoutes.screen(for: term, context: context) {
            ExploreSearchScreen(
                term: term, model: SearchViewModel(instances: instances, handOffs: handOffs, tasks: context.tasks, debounce: debounce))
        }
    }

    func upcoming(_ route: ExploreRoute, context: ScreenContext) -> any Screen {
        let instances = instances(context)
        let days = if case .upcoming(let days) = route { days } else { ExploreRoute.upcomingRanges[0] }
        return UpcomingScreen(
            model: UpcomingViewModel(
                days: days, instances: instances, handOffs: HandOffRouter(context: context, instances: instances), tasks: context.tasks),
            router: context.router(for: ExploreRoute.self, ExploreRoute.self))
    }

    func activity(context: ScreenContext) -> any Screen {
        let instances = instances(context)
        let entryID = context.entry?.id
        let coordinator = context.coordinator
        return ExploreActivityScreen(
            model: ActivityViewModel(instances: instances, handOffs: HandOffRouter(context: context, instances: instances), tasks: context.tasks),
            refreshInterval: refreshInterval,
            isFocused: { coordinator.state.focusedEntry?.id == entryID })
    }
}
