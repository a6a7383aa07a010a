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

/// Series routes are declared case by case (`RouteTable`) and snapshot as their link paths;
/// the other fixtures go through `Codable`, so every snapshot test mixes both forms.
let seriesRoutes: RouteTable<SeriesRoute> = {
    var table = RouteTable<SeriesRoute>()
    table.declare("/sonarr/library", "The library", .library, placement: .root(of: "sonarr"))
    table.declare(
        "/sonarr/series/:id", "A series", SeriesRoute.series, match: { if case .series(let id) = $0 { id } else { nil } },
        placement: { _ in .push(on: SeriesRoute.library) })
    table.declare(
        "/sonarr/season/:series/:number", "A season", SeriesRoute.season,
        match: { if case .season(let id, let number) = $0 { (id, number) } else { nil } },
        placement: { id, _ in .push(on: SeriesRoute.series(id: id)) })
    table.declare(
        "/sonarr/episode/:id", "An episode", SeriesRoute.episode, match: { if case .episode(let id) = $0 { id } else { nil } },
        placement: { _ in .present(over: SeriesRoute.library) })
    return table
}()

let allRouteTypes: [any Route.Type] = [MovieRoute.self, AddMovieRoute.self, SeriesRoute.self, SettingsRoute.self]

/// Every fixture route type, the series routes with their declaration.
var fixtureRegistry: RouteRegistry {
    var registry = RouteRegistry(allRouteTypes)
    registry.register(seriesRoutes)
    return registry
}

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
