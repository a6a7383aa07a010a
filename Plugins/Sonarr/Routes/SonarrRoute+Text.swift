import MarqueeNavigation
import ServarrScreens

/// Sonarr routes snapshot as their deep-link paths (`library`, `series/3`,
/// `series/3/season/2`, `queue`), which is much cheaper than `Codable` in deep stacks.
extension SonarrRoute: TextRepresentableRoute {
    public var textRepresentation: String {
        switch self {
        case .library: "library"
        case .series(let id): "series/\(id)"
        case .season(let seriesID, let number): "series/\(seriesID)/season/\(number)"
        case .activity(let kind): kind.rawValue
        }
    }

    public init?(textRepresentation text: String) {
        let path = RouteText(text)
        if path.match("library") != nil {
            self = .library
        } else if let ids = path.integers("series/*") {
            self = .series(id: ids[0])
        } else if let ids = path.integers("series/*/season/*") {
            self = .season(seriesID: ids[0], number: ids[1])
        } else if let kind = Activity(rawValue: text) {
            self = .activity(kind)
        } else {
            return nil
        }
    }
}
