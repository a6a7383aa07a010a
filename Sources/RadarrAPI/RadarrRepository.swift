import Foundation
import OpenAPIRuntime
import RadarrOpenAPI
import ServarrCore

/// What the Radarr feature module calls: async methods returning domain models.
///
/// Every method throws ``ServarrError`` (or `CancellationError` when the calling task is
/// cancelled, which also cancels the HTTP request). No generated type appears in this API.
///
/// ```swift
/// let radarr = RadarrRepository(configuration: ServiceConfiguration(
///     baseURL: URL(string: "http://127.0.0.1:7878")!, apiKey: key))
/// let movies = try await radarr.movies()
/// ```
public actor RadarrRepository {
    private let connection: ServarrConnection
    private let client: Client

    /// Creates a repository for one Radarr instance.
    public init(configuration: ServiceConfiguration) {
        connection = ServarrConnection(configuration: configuration)
        client = Client(
            serverURL: connection.serverURL,
            configuration: connection.clientConfiguration,
            transport: connection.transport,
            middlewares: connection.middlewares
        )
    }

    deinit {
        connection.invalidate()
    }

    /// The configuration this repository talks to.
    public nonisolated var configuration: ServiceConfiguration { connection.configuration }

    private func call<Result: Sendable>(_ operation: @escaping @Sendable (Client) async throws -> Result) async throws -> Result {
        let client = client
        return try await connection.perform { try await operation(client) }
    }

    /// Fetches a raw JSON list and reads it row by row with `read` (see ``ServarrConnection``).
    private func list<Element: Sendable>(
        _ endpoint: String, _ read: @escaping @Sendable (inout JSONRecord) -> Element?,
        fetch: @escaping @Sendable (Client) async throws -> HTTPBody
    ) async throws -> Listing<Element> {
        let connection = connection
        return try await call { try await connection.list(endpoint, body: fetch($0), read) }
    }

    /// Fetches one raw page of a paged endpoint and reads its records with `read`.
    private func page<Element: Sendable & Hashable>(
        _ endpoint: String, page: Int, pageSize: Int, _ read: @escaping @Sendable (inout JSONRecord) -> Element?,
        fetch: @escaping @Sendable (Client) async throws -> HTTPBody
    ) async throws -> Page<Element> {
        let connection = connection
        return try await call { try await connection.page(endpoint, body: fetch($0), page: page, pageSize: pageSize, read) }
    }

    /// Fetches one raw record and reads it with `read`.
    private func object<Element: Sendable>(
        _ endpoint: String, _ read: @escaping @Sendable (inout JSONRecord) -> Element?,
        fetch: @escaping @Sendable (Client) async throws -> HTTPBody
    ) async throws -> Element {
        let connection = connection
        return try await call { try await connection.object(endpoint, body: fetch($0), read) }
    }

    // MARK: Library

    /// All movies in the library.
    public func movies() async throws -> [Movie] {
        try await movieListing().elements
    }

    /// All movies in the library, with a report of the rows that could not be read.
    public func movieListing() async throws -> Listing<Movie> {
        try await list("api/v3/movie", { Movie(&$0) }) { try await $0.getApiV3Movie().ok.body.any }
    }

    /// One movie of the library. A field of the wrong type degrades that field only.
    public func movie(id: Int) async throws -> Movie {
        try await object("api/v3/movie/\(id)", { Movie(&$0) }) { try await $0.getApiV3MovieId(path: .init(id: id)).ok.body.any }
    }

    /// Saves the editable fields of `movie` (monitored, quality profile, minimum availability,
    /// tags, path) and returns the movie as Radarr stored it. Fields this model does not carry
    /// are preserved.
    public func updateMovie(_ movie: Movie, moveFiles: Bool = false) async throws -> Movie {
        try await call { client in
            let current = try await Data(collecting: client.getApiV3MovieId(path: .init(id: movie.id)).ok.body.any,
                                         upTo: ServarrConnection.bodyLimit)
            var resource = try JSONDecoder().decode(Components.Schemas.MovieResource.self, from: current)
            resource.monitored = movie.isMonitored
            resource.qualityProfileId = Int(movie.qualityProfileID)
            resource.minimumAvailability = movie.minimumAvailability.rawValue
            resource.tags = movie.tagIDs
            if let path = movie.path { resource.path = path }
            let saved = try await client.putApiV3MovieId(
                path: .init(id: String(movie.id)), query: .init(moveFiles: moveFiles), body: .json(resource)
            ).ok.body.json
            return Movie(saved)
        }
    }

    /// Removes a movie from the library.
    public func deleteMovie(id: Int, deleteFiles: Bool = false, addImportExclusion: Bool = false) async throws {
        try await call {
            _ = try await $0.deleteApiV3MovieId(
                path: .init(id: Int(id)),
                query: .init(deleteFiles: deleteFiles, addImportExclusion: addImportExclusion)
            ).ok
        }
    }

    /// Searches TMDb (through Radarr) for movies; results already in the library have an id.
    public func lookupMovies(term: String) async throws -> [Movie] {
        try await list("api/v3/movie/lookup", { Movie(&$0, requiresID: false) }) { try await $0.getApiV3MovieLookup(query: .init(term: term)).ok.body.any }.elements
    }

    /// Adds a lookup result to the library and returns the new library movie.
    public func addMovie(_ movie: Movie, options: AddMovieOptions) async throws -> Movie {
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
        return try await call { Movie(try await $0.postApiV3Movie(body: .json(resource)).ok.body.json) }
    }

    // MARK: Settings

    /// Quality profiles, for pickers.
    public func qualityProfiles() async throws -> [QualityProfile] {
        try await list("api/v3/qualityprofile", { QualityProfile(&$0) }) { try await $0.getApiV3Qualityprofile().ok.body.any }.elements
    }

    /// Root folders, for pickers.
    public func rootFolders() async throws -> [RootFolder] {
        try await list("api/v3/rootfolder", { RootFolder(&$0) }) { try await $0.getApiV3Rootfolder().ok.body.any }.elements
    }

    /// All tags.
    public func tags() async throws -> [Tag] {
        try await list("api/v3/tag", { Tag(&$0) }) { try await $0.getApiV3Tag().ok.body.any }.elements
    }

    /// Creates a tag.
    public func createTag(label: String) async throws -> Tag {
        try await call { Tag(try await $0.postApiV3Tag(body: .json(.init(label: label))).ok.body.json) }
    }

    // MARK: Movie detail

    /// Files of one movie.
    public func movieFiles(movieID: Int) async throws -> [MovieFile] {
        try await list("api/v3/moviefile", { MovieFile(&$0) }) { try await $0.getApiV3Moviefile(query: .init(movieId: [Int(movieID)])).ok.body.any }.elements
    }

    /// Cast and crew of one movie.
    public func credits(movieID: Int) async throws -> [Credit] {
        try await list("api/v3/credit", { Credit(&$0) }) { try await $0.getApiV3Credit(query: .init(movieId: Int(movieID))).ok.body.any }.elements
    }

    /// History of one movie, newest first.
    public func movieHistory(movieID: Int) async throws -> [HistoryRecord] {
        try await list("api/v3/history/movie", { HistoryRecord(&$0, mediaKey: "movieId") }) { try await $0.getApiV3HistoryMovie(query: .init(movieId: Int(movieID))).ok.body.any }.elements
    }

    // MARK: Commands

    /// Starts a command and returns its initial status.
    public func run(_ command: RadarrCommand) async throws -> CommandStatus {
        let resource = Components.Schemas.CommandResource(name: command.name, movieIds: command.movieIDs)
        return try await call { CommandStatus(try await $0.postApiV3Command(body: .json(resource)).ok.body.json) }
    }

    /// Current status of a command.
    public func commandStatus(id: Int) async throws -> CommandStatus {
        try await call { CommandStatus(try await $0.getApiV3CommandId(path: .init(id: Int(id))).ok.body.json) }
    }

    /// Commands that are queued, running or recently finished.
    public func commands() async throws -> [CommandStatus] {
        try await list("api/v3/command", { CommandStatus(&$0) }) { try await $0.getApiV3Command().ok.body.any }.elements
    }

    // MARK: Interactive search

    /// Releases the indexers offer for a movie (interactive search).
    public func releases(movieID: Int) async throws -> [Release] {
        try await list("api/v3/release", { Release(&$0) }) { try await $0.getApiV3Release(query: .init(movieId: Int(movieID))).ok.body.any }.elements
    }

    /// Sends a release to the download client; it then appears in the queue.
    public func grab(_ release: Release) async throws {
        let resource = Components.Schemas.ReleaseResource(guid: release.guid, indexerId: Int(release.indexerID))
        try await call { _ = try await $0.postApiV3Release(body: .json(resource)).ok }
    }

    // MARK: Activity

    /// One page of the download queue.
    public func queue(page: Int = 1, pageSize: Int = 50) async throws -> Page<QueueItem> {
        try await self.page("api/v3/queue", page: page, pageSize: pageSize, { QueueItem(&$0, mediaKey: "movieId") }) {
            try await $0.getApiV3Queue(query: .init(page: page, pageSize: pageSize)).ok.body.any
        }
    }

    /// Removes a download from the queue.
    public func removeFromQueue(id: Int, removeFromClient: Bool = true, blocklist: Bool = false) async throws {
        try await call {
            _ = try await $0.deleteApiV3QueueId(
                path: .init(id: Int(id)), query: .init(removeFromClient: removeFromClient, blocklist: blocklist)
            ).ok
        }
    }

    /// Counts for the queue badge.
    public func queueSummary() async throws -> QueueSummary {
        try await call { QueueSummary(try await $0.getApiV3QueueStatus().ok.body.json) }
    }

    /// One page of the history, newest first.
    public func history(page: Int = 1, pageSize: Int = 50) async throws -> Page<HistoryRecord> {
        try await self.page("api/v3/history", page: page, pageSize: pageSize, { HistoryRecord(&$0, mediaKey: "movieId") }) {
            try await $0.getApiV3History(query: .init(page: page, pageSize: pageSize, sortKey: "date", sortDirection: "descending")).ok.body.any
        }
    }

    /// Movies with a cinema, digital or physical release between `start` and `end`.
    public func calendar(from start: Date, to end: Date, includeUnmonitored: Bool = false) async throws -> [Movie] {
        try await list("api/v3/calendar", { Movie(&$0) }) { try await $0.getApiV3Calendar(query: .init(start: start, end: end, unmonitored: includeUnmonitored)).ok.body.any }.elements
    }

    /// Monitored movies without a file.
    public func missing(page: Int = 1, pageSize: Int = 50) async throws -> Page<Movie> {
        try await self.page("api/v3/wanted/missing", page: page, pageSize: pageSize, { Movie(&$0) }) {
            try await $0.getApiV3WantedMissing(query: .init(page: page, pageSize: pageSize)).ok.body.any
        }
    }

    /// Movies whose file does not meet the quality profile's cutoff.
    public func cutoffUnmet(page: Int = 1, pageSize: Int = 50) async throws -> Page<Movie> {
        try await self.page("api/v3/wanted/cutoff", page: page, pageSize: pageSize, { Movie(&$0) }) {
            try await $0.getApiV3WantedCutoff(query: .init(page: page, pageSize: pageSize)).ok.body.any
        }
    }

    // MARK: System

    /// Version and environment.
    public func systemStatus() async throws -> SystemStatus {
        let status = try await object("api/v3/system/status", { SystemStatus(&$0, appName: "Radarr") }) {
            try await $0.getApiV3SystemStatus().ok.body.any
        }
        if !status.version.isEmpty { connection.server.record(version: status.version) }
        return status
    }

    /// Current health warnings and errors.
    public func health() async throws -> [HealthCheck] {
        try await list("api/v3/health", { HealthCheck(&$0) }) { try await $0.getApiV3Health().ok.body.any }.elements
    }

    /// Free space of the disks Radarr uses.
    public func diskSpace() async throws -> [DiskSpace] {
        try await list("api/v3/diskspace", { DiskSpace(&$0) }) { try await $0.getApiV3Diskspace().ok.body.any }.elements
    }
}
