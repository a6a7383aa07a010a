import MarqueeNavigation
import ServarrScreens

/// Radarr modals snapshot as texts written like their deep-link paths (`add?term=dune`,
/// `add/603/confirm`, `movie/12/releases/<guid>/grab`); free text is percent-encoded.
extension RadarrModal: TextRepresentableRoute {
    public var textRepresentation: String {
        switch self {
        case .addLookup(let term): RouteText.text(prefix: "add", term: term)
        case .addOptions(let tmdbID): "add/\(tmdbID)"
        case .pickQualityProfile: "pick/quality-profile"
        case .pickRootFolder: "pick/root-folder"
        case .pickMinimumAvailability: "pick/minimum-availability"
        case .confirmAdd(let tmdbID): "add/\(tmdbID)/confirm"
        case .deleteMovie(let id): "movie/\(id)/delete"
        case .editMovie(let id): "movie/\(id)/edit"
        case .pickEditedQualityProfile(let id): "movie/\(id)/edit/quality-profile"
        case .interactiveSearch(let movieID): "movie/\(movieID)/releases"
        case .grabRelease(let movieID, let guid): "movie/\(movieID)/releases/\(RouteText.segment(guid))/grab"
        case .removeFromQueue(let id): "queue/\(id)/remove"
        }
    }

    public init?(textRepresentation text: String) {
        if let term = RouteText.term(in: text, prefix: "add") {
            self = .addLookup(term: term)
            return
        }
        let path = RouteText(text)
        if let ids = path.integers("add/*") {
            self = .addOptions(tmdbID: ids[0])
        } else if path.match("pick/quality-profile") != nil {
            self = .pickQualityProfile
        } else if path.match("pick/root-folder") != nil {
            self = .pickRootFolder
        } else if path.match("pick/minimum-availability") != nil {
            self = .pickMinimumAvailability
        } else if let ids = path.integers("add/*/confirm") {
            self = .confirmAdd(tmdbID: ids[0])
        } else if let ids = path.integers("movie/*/delete") {
            self = .deleteMovie(id: ids[0])
        } else if let ids = path.integers("movie/*/edit") {
            self = .editMovie(id: ids[0])
        } else if let ids = path.integers("movie/*/edit/quality-profile") {
            self = .pickEditedQualityProfile(movieID: ids[0])
        } else if let ids = path.integers("movie/*/releases") {
            self = .interactiveSearch(movieID: ids[0])
        } else if let captured = path.match("movie/*/releases/*/grab"), let id = RouteText.integer(captured[0]) {
            self = .grabRelease(movieID: id, guid: captured[1])
        } else if let ids = path.integers("queue/*/remove") {
            self = .removeFromQueue(id: ids[0])
        } else {
            return nil
        }
    }
}
