import ServarrCore

/// A command Radarr can run.
public enum RadarrCommand: ServarrCommand {
    /// Search indexers for the given movies.
    case searchMovies(ids: [Int])
    /// Refresh metadata and rescan files of the given movies (all when empty).
    case refreshMovies(ids: [Int])
    /// Fetch the indexers' RSS feeds.
    case rssSync
    /// Search all monitored movies without files.
    case searchMissingMovies

    public var name: String {
        switch self {
        case .searchMovies: "MoviesSearch"
        case .refreshMovies: "RefreshMovie"
        case .rssSync: "RssSync"
        case .searchMissingMovies: "MissingMoviesSearch"
        }
    }

    public var fields: [String: CommandField] {
        switch self {
        case .searchMovies(let ids), .refreshMovies(let ids): ["movieIds": .numbers(ids)]
        case .rssSync, .searchMissingMovies: [:]
        }
    }
}
