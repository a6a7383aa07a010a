import MarqueeNavigation
import ServarrScreens

/// Sonarr modals snapshot as texts written like their deep-link paths (`episode/9`,
/// `add?term=kingdom`, `series/3/season/2/releases/<guid>/grab`); free text is percent-encoded.
extension SonarrModal: TextRepresentableRoute {
    public var textRepresentation: String {
        switch self {
        case .episode(let id): "episode/\(id)"
        case .addLookup(let term): RouteText.text(prefix: "add", term: term)
        case .addOptions(let tvdbID): "add/\(tvdbID)"
        case .pickQualityProfile: "pick/quality-profile"
        case .pickRootFolder: "pick/root-folder"
        case .pickSeriesType: "pick/series-type"
        case .pickMonitor: "pick/monitor"
        case .confirmAdd(let tvdbID): "add/\(tvdbID)/confirm"
        case .editSeries(let id): "series/\(id)/edit"
        case .pickEditedQualityProfile(let id): "series/\(id)/edit/quality-profile"
        case .deleteSeries(let id): "series/\(id)/delete"
        case .removeFromQueue(let id): "queue/\(id)/remove"
        case .interactiveSearch(let episodeID): "episode/\(episodeID)/releases"
        case .grabRelease(let episodeID, let guid): "episode/\(episodeID)/releases/\(RouteText.segment(guid))/grab"
        case .seasonSearch(let seriesID, let number): "series/\(seriesID)/season/\(number)/releases"
        case .grabSeasonRelease(let seriesID, let number, let guid):
            "series/\(seriesID)/season/\(number)/releases/\(RouteText.segment(guid))/grab"
        }
    }

    public init?(textRepresentation text: String) {
        if let term = RouteText.term(in: text, prefix: "add") {
            self = .addLookup(term: term)
            return
        }
        let path = RouteText(text)
        if let ids = path.integers("episode/*") {
            self = .episode(id: ids[0])
        } else if let ids = path.integers("add/*") {
            self = .addOptions(tvdbID: ids[0])
        } else if path.match("pick/quality-profile") != nil {
            self = .pickQualityProfile
        } else if path.match("pick/root-folder") != nil {
            self = .pickRootFolder
        } else if path.match("pick/series-type") != nil {
            self = .pickSeriesType
        } else if path.match("pick/monitor") != nil {
            self = .pickMonitor
        } else if let ids = path.integers("add/*/confirm") {
            self = .confirmAdd(tvdbID: ids[0])
        } else if let ids = path.integers("series/*/edit") {
            self = .editSeries(id: ids[0])
        } else if let ids = path.integers("series/*/edit/quality-profile") {
            self = .pickEditedQualityProfile(seriesID: ids[0])
        } else if let ids = path.integers("series/*/delete") {
            self = .deleteSeries(id: ids[0])
        } else if let ids = path.integers("queue/*/remove") {
            self = .removeFromQueue(id: ids[0])
        } else if let ids = path.integers("episode/*/releases") {
            self = .interactiveSearch(episodeID: ids[0])
        } else if let captured = path.match("episode/*/releases/*/grab"), let id = RouteText.integer(captured[0]) {
            self = .grabRelease(episodeID: id, guid: captured[1])
        } else if let ids = path.integers("series/*/season/*/releases") {
            self = .seasonSearch(seriesID: ids[0], seasonNumber: ids[1])
        } else if let captured = path.match("series/*/season/*/releases/*/grab"),
                  let id = RouteText.integer(captured[0]), let number = RouteText.integer(captured[1]) {
            self = .grabSeasonRelease(seriesID: id, seasonNumber: number, guid: captured[2])
        } else {
            return nil
        }
    }
}
