import Foundation
import MarqueeApp
import RadarrAPI
import ServarrCore

/// The command line's one use of ``RadarrRepository`` (the repository the Radarr screens use):
/// every call the `marquee radarr` verbs make goes through here, so a change to the
/// repository's API is adapted in this file alone.
struct RadarrService: ServarrService {
    let repository: RadarrRepository

    init(instance: ServiceInstance) {
        repository = RadarrRepository(configuration: ServiceTarget.serviceConfiguration(for: instance))
    }

    var mediaKey: String { "movieId" }

    // MARK: Movies

    func movies() async throws -> [Movie] { try await repository.movies() }

    /// One library movie; a missing one is a clear "no movie with id" failure.
    func movie(id: Int) async throws -> Movie {
        do {
            return try await repository.movie(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no movie with id \(id)")
        }
    }

    func lookup(term: String) async throws -> [Movie] { try await repository.lookupMovies(term: term) }

    /// The lookup result for a TMDb id.
    func lookup(tmdbID: Int) async throws -> Movie {
        guard let movie = try await repository.lookupMovies(term: "tmdb:\(tmdbID)").first(where: { $0.tmdbID == tmdbID }) else {
            throw CommandError.runtime("TMDb has no movie with id \(tmdbID)")
        }
        return movie
    }

    func add(_ movie: Movie, options: AddMovieOptions) async throws -> Movie { try await repository.addMovie(movie, options: options) }

    func update(_ movie: Movie) async throws -> Movie { try await repository.updateMovie(movie) }

    func delete(id: Int, deleteFiles: Bool, addExclusion: Bool) async throws {
        try await repository.deleteMovie(id: id, deleteFiles: deleteFiles, addImportExclusion: addExclusion)
    }

    func search(movieIDs: [Int]) async throws -> CommandStatus { try await repository.run(.searchMovies(ids: movieIDs)) }

    /// Refreshes the movies (every movie when `ids` is empty).
    func refresh(movieIDs: [Int]) async throws -> CommandStatus { try await repository.run(.refreshMovies(ids: movieIDs)) }

    func releases(movieID: Int) async throws -> [Release] { try await repository.releases(movieID: movieID) }

    func calendar(from start: Date, to end: Date) async throws -> [Movie] { try await repository.calendar(from: start, to: end) }

    /// Monitored movies without a file, or (`cutoffUnmet`) below their profile's cutoff.
    func wanted(cutoffUnmet: Bool, limit: Int) async throws -> Listing<Movie> {
        try await Listing.collect(limit: limit) { page, size in
            let result = cutoffUnmet ? try await repository.cutoffUnmet(page: page, pageSize: size)
                                     : try await repository.missing(page: page, pageSize: size)
            return (result.records, result.totalRecords)
        }
    }

    // MARK: ServarrService

    func queue(limit: Int) async throws -> Listing<QueueItem> {
        try await Listing.collect(limit: limit) { page, size in
            let result = try await repository.queue(page: page, pageSize: size)
            return (result.records, result.totalRecords)
        }
    }

    func history(limit: Int) async throws -> Listing<HistoryRecord> {
        try await Listing.collect(limit: limit) { page, size in
            let result = try await repository.history(page: page, pageSize: size)
            return (result.records, result.totalRecords)
        }
    }

    func health() async throws -> [HealthCheck] { try await repository.health() }
    func diskSpace() async throws -> [DiskSpace] { try await repository.diskSpace() }
    func tags() async throws -> [Tag] { try await repository.tags() }
    func qualityProfiles() async throws -> [QualityProfile] { try await repository.qualityProfiles() }
    func rootFolders() async throws -> [RootFolder] { try await repository.rootFolders() }

    func removeFromQueue(id: Int, blocklist: Bool) async throws {
        try await repository.removeFromQueue(id: id, removeFromClient: true, blocklist: blocklist)
    }

    func grab(guid: String, indexerID: Int) async throws {
        try await repository.grab(Release(guid: guid, indexerID: indexerID, indexer: "", title: "", quality: "", size: 0,
                                          ageInDays: 0, seeders: nil, leechers: nil, downloadProtocol: .unknown(""),
                                          isApproved: true, rejections: []))
    }

    func rssSync() async throws -> CommandStatus { try await repository.run(.rssSync) }
    func commandStatus(id: Int) async throws -> CommandStatus { try await repository.commandStatus(id: id) }
}
