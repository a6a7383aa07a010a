/// Handing a title over to the module that owns it, through its routing protocol
/// (`RadarrRouting`, `SonarrRouting`, `LidarrRouting`).
public enum HandOff: Hashable, Sendable {
    /// Show a movie of the Radarr library.
    case showMovie(id: Int)
    /// Start Radarr's add-movie flow for a TMDb id.
    case addMovie(tmdbID: Int)
    /// Show a series of the Sonarr library.
    case showSeries(id: Int)
    /// Start Sonarr's add-series flow for a TVDB id.
    case addSeries(tvdbID: Int)
    /// Show an artist of the Lidarr library.
    case showArtist(id: Int)
    /// Start Lidarr's add-artist flow searching for a name.
    case addArtist(term: String)

    /// The module that performs it.
    public var service: ServarrService {
        switch self {
        case .showMovie, .addMovie: .radarr
        case .showSeries, .addSeries: .sonarr
        case .showArtist, .addArtist: .lidarr
        }
    }

    /// The key hint: "open in Radarr", "add to Sonarr".
    public var title: String {
        switch self {
        case .showMovie, .showSeries, .showArtist: "open in \(service.title)"
        case .addMovie, .addSeries, .addArtist: "add to \(service.title)"
        }
    }
}
