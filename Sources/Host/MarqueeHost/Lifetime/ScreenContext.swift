import MarqueeNavigation

/// What a destination factory, a routing-protocol implementation or a key command gets from
/// the host: typed routers, the service container, other features' routing protocols, and a
/// task tracker.
@MainActor
public struct ScreenContext {
    /// The entry the screen is made for; nil for routing implementations and key commands.
    public let entry: Entry?
    /// The feature the context was made for.
    public let feature: FeatureID
    /// The coordinator (prefer a typed ``router(for:_:)``).
    public let coordinator: NavigationCoordinator
    /// The services of the screen's instance (see ``ModuleInstance``), else the host's.
    public let services: ServiceContainer
    /// The tab the screen is on (nil for routing implementations of the default instance).
    public let tab: TabID?
    /// The instance of the feature the screen shows (`4k`), or nil when the feature has no
    /// instances.
    public let instance: String?
    /// The feature's own tab when the screen is on another instance's tab, mapped to that tab:
    /// what ``router(for:_:)`` gives its routers.
    private let tabAliases: [TabID: TabID]
    /// Tracks async work so that flow tests can wait for it.
    public let tasks: TaskTracker
    private weak var host: ModuleHost?

    init(entry: Entry?, feature: FeatureID, host: ModuleHost, tab: TabID?) {
        self.entry = entry
        self.feature = feature
        self.coordinator = host.coordinator
        self.tasks = host.tasks
        self.host = host
        self.tab = tab
        let place = tab.flatMap { host.instancePlace(ofTab: $0) }.flatMap { $0.feature == feature ? $0 : nil }
        self.instance = place?.name ?? host.defaultInstance(of: feature)?.name
        self.services = place.flatMap { host.instanceServices[$0.tab] } ?? host.services
        if let place, !place.isDefault, let own = host.defaultInstance(of: feature)?.tab {
            tabAliases = [own: place.tab]
        } else {
            tabAliases = [:]
        }
    }

    /// A typed router for a feature's screen and modal route types. On another instance's tab
    /// its ``FeatureRouter/show(_:onTab:)`` and friends take the feature's tab to mean that
    /// instance's.
    public func router<S: Route, M: Route>(for screens: S.Type, _ modals: M.Type) -> FeatureRouter<S, M> {
        FeatureRouter(coordinator: coordinator, tabAliases: tabAliases)
    }

    /// Another feature's routing protocol, or nil when that feature is absent or disabled.
    public func router<P>(_ type: P.Type) -> P? {
        host?.router(type)
    }

    /// Another feature's routing protocol acting on that feature's instance `name` (see
    /// ``ModuleHost/router(_:instance:)``).
    public func router<P>(_ type: P.Type, instance name: String) -> P? {
        host?.router(type, instance: name)
    }

    /// The names of `feature`'s instances, in the configuration's order (empty without any).
    public func instanceNames(of feature: FeatureID) -> [String] {
        host?.instances(of: feature).map(\.name) ?? []
    }

    /// The services of `feature`'s instance `name` (see ``ModuleHost/services(of:instance:)``).
    public func services(of feature: FeatureID, instance name: String) -> ServiceContainer? {
        host?.services(of: feature, instance: name)
    }

    /// The deep link that shows `route`, if one is registered (naming the instance when the
    /// screen is on another instance than the default: `/radarr/4k/movie/12`).
    public func link(for route: some Route) -> String? {
        host?.deepLinks.link(for: route, on: tab)
    }
}
