import Foundation
import MarqueeJSON
import ServarrCore

/// What the Radarr feature module calls: async methods returning domain models.
///
/// Every method throws ``ServarrError`` (or `CancellationError` when the calling task is
/// cancelled, which also cancels the HTTP request). No generated type appears in this API.
/// What Radarr shares with the other services (settings, commands, activity, system) comes
/// from ``ServarrRepository``; this type adds movies, their files, credits and history.
///
/// ```swift
/// let radarr = RadarrRepository(configuration: ServiceConfiguration(
///     baseURL: URL(string: "http://127.0.0.1:7878")!, apiKey: key))
/// let movies = try await radarr.movies()
/// ```
public actor RadarrRepository: ServarrRepository {
    public typealias Command = RadarrCommand
    public typealias Proposal = MovieImportProposal

    public static let api = ServarrAPI<Movie, Movie>(
        name: "Radarr", mediaResource: "movie", mediaKey: "movieId", exclusionParameter: "addImportExclusion")

    public nonisolated let connection: ServarrConnection

    /// Creates a repository for one Radarr instance.
    public init(configuration: ServiceConfiguration) {
        connection = ServarrConnection(configuration: configuration)
    }

    // MARK: Library

    /// All movies in the library.
    public func movies() async throws -> [Movie] { try await mediaListing().elements }
    /// One movie of the library. A field of the wrong type degrades that field only.
    public func movie(id: Int) async throws -> Movie { try await media(id: id) }
    /// Searches TMDb (through Radarr) for movies; results already in the library have an id.
    public func lookupMovies(term: String) async throws -> [Movie] { try await lookup(term: term) }

    /// Adds a lookup result to the library and returns the new library movie. The body is the
    /// movie's declaration, with the options, written over the lookup result the server sent.
    public func add(_ movie: Movie, options: AddMovieOptions) async throws -> Movie {
        var movie = movie
        movie.qualityProfileID = options.qualityProfileID
        movie.isMonitored = options.isMonitored
        movie.minimumAvailability = options.minimumAvailability
        movie.rootFolderPath = options.rootFolderPath
        movie.tagIDs = options.tagIDs
        return try await post(
            adding: movie,
            addOptions: .object([
                "monitor": .string(options.isMonitored ? "movieOnly" : "none"), "searchForMovie": .bool(options.searchForMovie),

            ]))
    }

    // MARK: Movie detail

    /// Files of one movie.
    public func movieFiles(movieID: Int) async throws -> [MovieFile] {
        try await list("moviefile", query: [("movieId", String(movieID))]) { MovieFile.read(&$0) }.elements
    }

    /// Cast and crew of one movie.
    public func credits(movieID: Int) async throws -> [Credit] {
        try await list("credit", query: [("movieId", String(movieID))]) { Credit.read(&$0) }.elements
    }

    /// History of one movie, newest first.
    public func movieHistory(movieID: Int) async throws -> [HistoryRecord] {
        try await list("history/movie", query: [("movieId", String(movieID))]) { HistoryRecord.read(&$0) }.elements
    }

    /// Releases the indexers offer for a movie (interactive search).
    public func releases(movieID: Int) async throws -> [Release] {
        try await releases([("movieId", movieID)])
    }
}
