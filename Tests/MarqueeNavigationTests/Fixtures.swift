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

/// Series routes snapshot as text (`TextRepresentableRoute`); the other fixtures go through
/// `Codable`, so every snapshot test mixes both forms.
extension SeriesRoute: TextRepresentableRoute {
    var textRepresentation: String {
        switch self {
        case .library: "library"
        case .series(let id): "series/\(id)"
        case .season(let seriesID, let number): "season/\(seriesID)/\(number)"
        case .episode(let id): "episode/\(id)"
        }
    }

    init?(textRepresentation text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let numbers = parts.dropFirst().compactMap { Int($0) }
        guard numbers.count == parts.count - 1 else { return nil }
        switch (parts[0], numbers.count) {
        case ("library", 0): self = .library
        case ("series", 1): self = .series(id: numbers[0])
        case ("season", 2): self = .season(seriesID: numbers[0], number: numbers[1])
        case ("episode", 1): self = .episode(id: numbers[0])
        default: return nil
        }
    }
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
