import MarqueeNavigation

/// One route type and a coordinator: enough to prove the engine builds alone.
public enum HomeRoute: Route {
    public static let feature: FeatureID = "home"
    case start
    case detail(id: Int)
}

@MainActor
public func makeCoordinator() throws -> NavigationCoordinator {
    let coordinator = NavigationCoordinator()
    try coordinator.push(HomeRoute.start)
    return coordinator
}
