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
    /// The host's services.
    public let services: ServiceContainer
    /// Tracks async work so that flow tests can wait for it.
    public let tasks: TaskTracker
    private weak var host: ModuleHost?

    init(entry: Entry?, feature: FeatureID, host: ModuleHost) {
        self.entry = entry
        self.feature = feature
        self.coordinator = host.coordinator
        self.services = host.services
        self.tasks = host.tasks
        self.host = host
    }

    /// A typed router for a feature's screen and modal route types.
    public func router<S: Route, M: Route>(for screens: S.Type, _ modals: M.Type) -> FeatureRouter<S, M> {
        FeatureRouter(coordinator: coordinator)
    }

    /// Another feature's routing protocol, or nil when that feature is absent or disabled.
    public func router<P>(_ type: P.Type) -> P? {
        host?.router(type)
    }

    /// The deep link that shows `route`, if one is registered.
    public func link(for route: some Route) -> String? {
        host?.deepLinks.link(for: route)
    }
}
