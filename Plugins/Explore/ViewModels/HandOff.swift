/// Handing a title over to the module that owns it, through its routing protocol
/// (`RadarrRouting`, `SonarrRouting`).
public enum HandOff: Hashable, Sendable {
    /// Show a movie of the Radarr library.
    case showMovie(id: Int)
    /// Start Radarr's add-movie flow for a TMDb id.
    case addMovie(tmdbID: Int)
    /// Show a series of the Sonarr library.
    case showSeries(id: Int)
    /// Start Sonarr's add-series flow for a TVDB id.
    case addSeries(tvdbID: Int)

    /// The module that performs it.
    public var service: ServarrService {
        switch self {
        case .showMovie, .addMovie: .radarr
        case .showSeries, .addSeries: .sonarr
        }
    }

    /// The key hint: "open in Radarr", "add to Sonarr".
    public var title: String {
        switch self {
        case .showMovie, .showSeries: "open in \(service.title)"
        case .addMovie, .addSeries: "add to \(service.title)"
        }
    }
}
