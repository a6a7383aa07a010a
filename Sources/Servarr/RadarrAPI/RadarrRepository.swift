import Foundation
import OpenAPIRuntime
import RadarrOpenAPI
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

    public static let api = ServarrAPI<Movie, Movie>(
        name: "Radarr", mediaResource: "movie", mediaKey: "movieId", exclusionParameter: "addImportExclusion",
        readMedia: { Movie(&$0, requiresID: $1) }, readWantedItem: { Movie(&$0) }, writeMedia: { $0.write(into: &$1) })

    public nonisolated let connection: ServarrConnection
    private let client: Client

    /// Creates a repository for one Radarr instance.
    public init(configuration: ServiceConfiguration) {
        connection = ServarrConnection(configuration: configuration)
        client = Client(
            serverURL: connection.serverURL, configuration: connection.clientConfiguration,
            transport: connection.transport)
    }

    // MARK: Library

    /// All movies in the library.
    public func movies() async throws -> [Movie] { try await mediaListing().elements }
    /// One movie of the library. A field of the wrong type degrades that field only.
    public func movie(id: Int) async throws -> Movie { try await media(id: id) }
    /// Searches TMDb (through Radarr) for movies; results already in the library have an id.
    public func lookupMovies(term: String) async throws -> [Movie] { try await lookup(term: term) }

    /// Adds a lookup result to the library and returns the new library movie.
    public func add(_ movie: Movie, options: AddMovieOptions) async throws -> Movie {
        let resource = Components.Schemas.MovieResource(
            title: movie.title,
            originalTitle: movie.originalTitle,
            year: Int(movie.year),
            qualityProfileId: Int(options.qualityProfileID),
            monitored: options.isMonitored,
            minimumAvailability: options.minimumAvailability.rawValue,
            imdbId: movie.imdbID,
            tmdbId: Int(movie.tmdbID),
            rootFolderPath: options.rootFolderPath,
            tags: options.tagIDs,
            addOptions: .init(monitor: options.isMonitored ? "movieOnly" : "none", searchForMovie: options.searchForMovie)
        )
        let client = client
        return try await connection.perform { Movie(try await client.postApiV3Movie(body: .json(resource)).ok.body.json) }
    }

    // MARK: Movie detail

    /// Files of one movie.
    public func movieFiles(movieID: Int) async throws -> [MovieFile] {
        try await list("moviefile", query: [("movieId", String(movieID))]) { MovieFile(&$0) }.elements
    }

    /// Cast and crew of one movie.
    public func credits(movieID: Int) async throws -> [Credit] {
        try await list("credit", query: [("movieId", String(movieID))]) { Credit(&$0) }.elements
    }

    /// History of one movie, newest first.
    public func movieHistory(movieID: Int) async throws -> [HistoryRecord] {
        try await list("history/movie", query: [("movieId", String(movieID))]) { HistoryRecord(&$0, mediaKey: "movieId") }.elements
    }

    /// Releases the indexers offer for a movie (interactive search).
    public func releases(movieID: Int) async throws -> [Release] {
        try await releases([("movieId", movieID)])
    }
}
