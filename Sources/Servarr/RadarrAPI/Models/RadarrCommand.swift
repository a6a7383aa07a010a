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
    /// Rename the given files of a movie to follow the naming settings (`RenameFiles`).
    case renameFiles(movieID: Int, fileIDs: [Int])
    /// Rename every file of the given movies (`RenameMovie`).
    case renameMovies(ids: [Int])

    /// One `MoviesSearch` for all of them (`movieIds`).
    public static func searches(ofLibraryItems ids: [Int]) -> [RadarrCommand] { ids.isEmpty ? [] : [.searchMovies(ids: ids)] }

    /// One `RefreshMovie` for all of them (`movieIds`).
    public static func refreshes(ofLibraryItems ids: [Int]) -> [RadarrCommand] { ids.isEmpty ? [] : [.refreshMovies(ids: ids)] }

    public var name: String {
        switch self {
        case .searchMovies: "MoviesSearch"
        case .refreshMovies: "RefreshMovie"
        case .rssSync: "RssSync"
        case .searchMissingMovies: "MissingMoviesSearch"
        case .renameFiles: "RenameFiles"
        case .renameMovies: "RenameMovie"
        }
    }

    public var fields: [String: CommandField] {
        switch self {
        case .searchMovies(let ids), .refreshMovies(let ids), .renameMovies(let ids): ["movieIds": .numbers(ids)]
        case .renameFiles(let movieID, let fileIDs): ["movieId": .number(movieID), "files": .numbers(fileIDs)]
        case .rssSync, .searchMissingMovies: [:]
        }
    }
}
