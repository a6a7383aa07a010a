import MarqueeNavigation
import ServarrScreens

/// Radarr routes snapshot as their deep-link paths (`library`, `movie/12`, `queue`), which is
/// much cheaper than `Codable` in deep stacks.
extension RadarrRoute: TextRepresentableRoute {
    public var textRepresentation: String {
        switch self {
        case .library: "library"
        case .movie(let id): "movie/\(id)"
        case .activity(let kind): kind.rawValue
        }
    }

    public init?(textRepresentation text: String) {
        let path = RouteText(text)
        if path.match("library") != nil {
            self = .library
        } else if let ids = path.integers("movie/*") {
            self = .movie(id: ids[0])
        } else if let kind = Activity(rawValue: text) {
            self = .activity(kind)
        } else {
            return nil
        }
    }
}
