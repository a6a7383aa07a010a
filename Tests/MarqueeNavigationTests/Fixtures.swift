import MarqueeNavigation

enum MovieRoute: Route {
    static let feature: FeatureID = "radarr"
    case library
    case movie(id: Int)
    case credits(movieID: Int)
}

enum AddMovieRoute: Route {
    static let feature: FeatureID = "radarr"
    case lookup(term: String)
    case options(tmdbID: Int)
    case pickQualityProfile
    case pickRootFolder
    case confirm
}

enum SeriesRoute: Route {
    static let feature: FeatureID = "sonarr"
    case library
    case series(id: Int)
    case season(seriesID: Int, number: Int)
    case episode(id: Int)
}

enum SettingsRoute: Route {
    static let feature: FeatureID = "settings"
    case signIn
    case instances
}

let allRouteTypes: [any Route.Type] = [MovieRoute.self, AddMovieRoute.self, SeriesRoute.self, SettingsRoute.self]

extension NavigationState {
    /// Routes of the selected root stack, for compact assertions.
    var stackRoutes: [AnyRoute] { stack.map(\.route) }
}

func routes(_ routes: any Route...) -> [AnyRoute] {
    routes.map { AnyRoute(erasing: $0) }
}

/// Collects every change a coordinator emits.
@MainActor
final class ChangeLog {
    private(set) var changes: [NavigationChange] = []

    init(_ coordinator: NavigationCoordinator) {
        coordinator.observe { [unowned self] in self.changes.append($0) }
    }
}
