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

    // MARK: Library

    /// All movies in the library.
    public func movies() async throws -> [Movie] {
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.MovieResource.self, from: $0.getApiV3Movie().ok.body.any
            ).map(Movie.init) }
    }

    /// One movie of the library.
    public func movie(id: Int) async throws -> Movie {
        try await call { Movie(try await $0.getApiV3MovieId(path: .init(id: Int(id))).ok.body.json) }
    }

    /// Saves the editable fields of `movie` (monitored, quality profile, minimum availability,
    /// tags, path) and returns the movie as Radarr stored it. Fields this model does not carry
    /// are preserved.
    public func updateMovie(_ movie: Movie, moveFiles: Bool = false) async throws -> Movie {
        try await call { client in
            var resource = try await client.getApiV3MovieId(path: .init(id: Int(movie.id))).ok.body.json
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
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.MovieResource.self, from: $0.getApiV3MovieLookup(query: .init(term: term)).ok.body.any
            ).map(Movie.init) }
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
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.QualityProfileResource.self, from: $0.getApiV3Qualityprofile().ok.body.any
            ).map(QualityProfile.init) }
    }

    /// Root folders, for pickers.
    public func rootFolders() async throws -> [RootFolder] {
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.RootFolderResource.self, from: $0.getApiV3Rootfolder().ok.body.any
            ).map(RootFolder.init) }
    }

    /// All tags.
    public func tags() async throws -> [Tag] {
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.TagResource.self, from: $0.getApiV3Tag().ok.body.any
            ).map(Tag.init) }
    }

    /// Creates a tag.
    public func createTag(label: String) async throws -> Tag {
        try await call { Tag(try await $0.postApiV3Tag(body: .json(.init(label: label))).ok.body.json) }
    }

    // MARK: Movie detail

    /// Files of one movie.
    public func movieFiles(movieID: Int) async throws -> [MovieFile] {
        try await call {
            try await LossyJSONArray.decode(
                Components.Schemas.MovieFileResource.self, from: $0.getApiV3Moviefile(query: .init(movieId: [Int(movieID)])).ok.body.any
            ).map(MovieFile.init)
        }
    }

    /// Cast and crew of one movie.
    public func credits(movieID: Int) async throws -> [Credit] {
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.CreditResource.self, from: $0.getApiV3Credit(query: .init(movieId: Int(movieID))).ok.body.any
            ).map(Credit.init) }
    }

    /// History of one movie, newest first.
    public func movieHistory(movieID: Int) async throws -> [HistoryRecord] {
        try await call {
            try await LossyJSONArray.decode(
                Components.Schemas.HistoryResource.self, from: $0.getApiV3HistoryMovie(query: .init(movieId: Int(movieID))).ok.body.any
            ).map(HistoryRecord.init)
        }
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
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.CommandResource.self, from: $0.getApiV3Command().ok.body.any
            ).map(CommandStatus.init) }
    }

    // MARK: Interactive search

    /// Releases the indexers offer for a movie (interactive search).
    public func releases(movieID: Int) async throws -> [Release] {
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.ReleaseResource.self, from: $0.getApiV3Release(query: .init(movieId: Int(movieID))).ok.body.any
            ).map(Release.init) }
    }

    /// Sends a release to the download client; it then appears in the queue.
    public func grab(_ release: Release) async throws {
        let resource = Components.Schemas.ReleaseResource(guid: release.guid, indexerId: Int(release.indexerID))
        try await call { _ = try await $0.postApiV3Release(body: .json(resource)).ok }
    }

    // MARK: Activity

    /// One page of the download queue.
    public func queue(page: Int = 1, pageSize: Int = 50) async throws -> Page<QueueItem> {
        try await call {
            let body = try await $0.getApiV3Queue(query: .init(page: Int(page), pageSize: Int(pageSize))).ok.body.json
            return Page(page: int(body.page, page), pageSize: int(body.pageSize, pageSize),
                        totalRecords: int(body.totalRecords, 0), records: (body.records ?? []).map(QueueItem.init))
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
        try await call {
            let body = try await $0.getApiV3History(
                query: .init(page: Int(page), pageSize: Int(pageSize), sortKey: "date", sortDirection: "descending")
            ).ok.body.json
            return Page(page: int(body.page, page), pageSize: int(body.pageSize, pageSize),
                        totalRecords: int(body.totalRecords, 0), records: (body.records ?? []).map(HistoryRecord.init))
        }
    }

    /// Movies with a cinema, digital or physical release between `start` and `end`.
    public func calendar(from start: Date, to end: Date, includeUnmonitored: Bool = false) async throws -> [Movie] {
        try await call {
            try await LossyJSONArray.decode(
                Components.Schemas.MovieResource.self, from: $0.getApiV3Calendar(query: .init(start: start, end: end, unmonitored: includeUnmonitored)).ok.body.any
            ).map(Movie.init)
        }
    }

    /// Monitored movies without a file.
    public func missing(page: Int = 1, pageSize: Int = 50) async throws -> Page<Movie> {
        try await call {
            let body = try await $0.getApiV3WantedMissing(query: .init(page: Int(page), pageSize: Int(pageSize))).ok.body.json
            return Page(page: int(body.page, page), pageSize: int(body.pageSize, pageSize),
                        totalRecords: int(body.totalRecords, 0), records: (body.records ?? []).map(Movie.init))
        }
    }

    /// Movies whose file does not meet the quality profile's cutoff.
    public func cutoffUnmet(page: Int = 1, pageSize: Int = 50) async throws -> Page<Movie> {
        try await call {
            let body = try await $0.getApiV3WantedCutoff(query: .init(page: Int(page), pageSize: Int(pageSize))).ok.body.json
            return Page(page: int(body.page, page), pageSize: int(body.pageSize, pageSize),
                        totalRecords: int(body.totalRecords, 0), records: (body.records ?? []).map(Movie.init))
        }
    }

    // MARK: System

    /// Version and environment.
    public func systemStatus() async throws -> SystemStatus {
        try await call { SystemStatus(try await $0.getApiV3SystemStatus().ok.body.json) }
    }

    /// Current health warnings and errors.
    public func health() async throws -> [HealthCheck] {
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.HealthResource.self, from: $0.getApiV3Health().ok.body.any
            ).map(HealthCheck.init) }
    }

    /// Free space of the disks Radarr uses.
    public func diskSpace() async throws -> [DiskSpace] {
        try await call { try await LossyJSONArray.decode(
                Components.Schemas.DiskSpaceResource.self, from: $0.getApiV3Diskspace().ok.body.any
            ).map(DiskSpace.init) }
    }
}

private func int(_ value: Int?, _ fallback: Int) -> Int { value ?? fallback }
