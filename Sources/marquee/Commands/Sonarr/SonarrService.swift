import Foundation
import MarqueeApp
import ServarrCore
import SonarrAPI

/// The command line's one use of ``SonarrRepository`` (the repository the Sonarr screens use):
/// every call the `marquee sonarr` verbs make goes through here, so a change to the
/// repository's API is adapted in this file alone.
struct SonarrService: ServarrService {
    let repository: SonarrRepository

    init(instance: ServiceInstance) {
        repository = SonarrRepository(configuration: ServiceTarget.serviceConfiguration(for: instance))
    }

    var mediaKey: String { "seriesId" }

    // MARK: Series and episodes

    func series() async throws -> [Series] { try await repository.series() }

    /// One library series; a missing one is a clear "no series with id" failure.
    func series(id: Int) async throws -> Series {
        do {
            return try await repository.series(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no series with id \(id)")
        }
    }

    func episodes(seriesID: Int, seasonNumber: Int?) async throws -> [Episode] {
        _ = try await series(id: seriesID)
        return try await repository.episodes(seriesID: seriesID, seasonNumber: seasonNumber)
    }

    /// One episode; a missing one is a clear "no episode with id" failure.
    func episode(id: Int) async throws -> Episode {
        do {
            return try await repository.episode(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no episode with id \(id)")
        }
    }

    func lookup(term: String) async throws -> [Series] { try await repository.lookupSeries(term: term) }

    /// The lookup result for a TVDB id.
    func lookup(tvdbID: Int) async throws -> Series {
        guard let series = try await repository.lookupSeries(term: "tvdb:\(tvdbID)").first(where: { $0.tvdbID == tvdbID }) else {
            throw CommandError.runtime("TVDB has no series with id \(tvdbID)")
        }
        return series
    }

    func add(_ series: Series, options: AddSeriesOptions) async throws -> Series { try await repository.addSeries(series, options: options) }

    func update(_ series: Series) async throws -> Series { try await repository.updateSeries(series) }

    func setEpisodesMonitored(ids: [Int], monitored: Bool) async throws {
        try await repository.setEpisodesMonitored(ids: ids, monitored: monitored)
    }

    func delete(id: Int, deleteFiles: Bool, addExclusion: Bool) async throws {
        try await repository.deleteSeries(id: id, deleteFiles: deleteFiles, addImportListExclusion: addExclusion)
    }

    func search(seriesID: Int, seasonNumber: Int?) async throws -> CommandStatus {
        try await repository.run(seasonNumber.map { .searchSeason(seriesID: seriesID, seasonNumber: $0) } ?? .searchSeries(id: seriesID))
    }

    func search(episodeIDs: [Int]) async throws -> CommandStatus { try await repository.run(.searchEpisodes(ids: episodeIDs)) }

    /// Refreshes one series, or every series when `seriesID` is nil.
    func refresh(seriesID: Int?) async throws -> CommandStatus { try await repository.run(.refreshSeries(id: seriesID)) }

    func releases(seriesID: Int?, seasonNumber: Int?, episodeID: Int?) async throws -> [Release] {
        try await repository.releases(seriesID: seriesID, seasonNumber: seasonNumber, episodeID: episodeID)
    }

    func calendar(from start: Date, to end: Date) async throws -> [Episode] { try await repository.calendar(from: start, to: end) }

    /// Monitored episodes without a file, or (`cutoffUnmet`) below their profile's cutoff.
    func wanted(cutoffUnmet: Bool, limit: Int) async throws -> Listing<Episode> {
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
