import Foundation
import OpenAPIRuntime
import ServarrCore
import SonarrOpenAPI

/// What the Sonarr feature module calls: async methods returning domain models.
///
/// Every method throws ``ServarrError`` (or `CancellationError` when the calling task is
/// cancelled, which also cancels the HTTP request). No generated type appears in this API.
public actor SonarrRepository {
    private let connection: ServarrConnection
    private let client: Client

    /// Creates a repository for one Sonarr instance.
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

    /// All series in the library.
    public func series() async throws -> [Series] {
        try await seriesListing().elements
    }

    /// All series in the library, with a report of the rows that could not be read.
    public func seriesListing() async throws -> Listing<Series> {
        try await list("api/v3/series", { Series(&$0) }) { try await $0.getApiV3Series().ok.body.any }
    }

    /// One series of the library, with its seasons. A field of the wrong type degrades that field only.
    public func series(id: Int) async throws -> Series {
        try await object("api/v3/series/\(id)", { Series(&$0) }) { try await $0.getApiV3SeriesId(path: .init(id: id)).ok.body.any }
    }

    /// Saves the editable fields of `series` (monitored, quality profile, series type, season
    /// folders, tags, path, season monitoring) and returns the series as Sonarr stored it.
    public func updateSeries(_ series: Series, moveFiles: Bool = false) async throws -> Series {
        try await call { client in
            let current = try await Data(collecting: client.getApiV3SeriesId(path: .init(id: series.id)).ok.body.any,
                                         upTo: ServarrConnection.bodyLimit)
            var resource = try JSONDecoder().decode(Components.Schemas.SeriesResource.self, from: current)
            resource.monitored = series.isMonitored
            resource.qualityProfileId = Int(series.qualityProfileID)
            resource.seriesType = series.seriesType.rawValue
            resource.seasonFolder = series.usesSeasonFolders
            resource.tags = series.tagIDs
            if let path = series.path { resource.path = path }
            let monitoredSeasons = Dictionary(series.seasons.map { ($0.seasonNumber, $0.isMonitored) }) { first, _ in first }
            resource.seasons = resource.seasons?.map { season in
                var season = season
                if let number = season.seasonNumber, let monitored = monitoredSeasons[Int(number)] {
                    season.monitored = monitored
                }
                return season
            }
            let saved = try await client.putApiV3SeriesId(
                path: .init(id: String(series.id)), query: .init(moveFiles: moveFiles), body: .json(resource)
            ).ok.body.json
            return Series(saved)
        }
    }

    /// Removes a series from the library.
    public func deleteSeries(id: Int, deleteFiles: Bool = false, addImportListExclusion: Bool = false) async throws {
        try await call {
            _ = try await $0.deleteApiV3SeriesId(
                path: .init(id: Int(id)),
                query: .init(deleteFiles: deleteFiles, addImportListExclusion: addImportListExclusion)
            ).ok
        }
    }

    /// Searches TVDB (through Sonarr) for series; results already in the library have an id.
    public func lookupSeries(term: String) async throws -> [Series] {
        try await list("api/v3/series/lookup", { Series(&$0, requiresID: false) }) { try await $0.getApiV3SeriesLookup(query: .init(term: term)).ok.body.any }.elements
    }

    /// Adds a lookup result to the library and returns the new library series.
    public func addSeries(_ series: Series, options: AddSeriesOptions) async throws -> Series {
        let resource = Components.Schemas.SeriesResource(
            title: series.title,
            seasons: series.seasons.map { .init(seasonNumber: Int($0.seasonNumber), monitored: $0.isMonitored) },
            year: Int(series.year),
            qualityProfileId: Int(options.qualityProfileID),
            seasonFolder: options.usesSeasonFolders,
            monitored: options.isMonitored,
            tvdbId: Int(series.tvdbID),
            seriesType: options.seriesType.rawValue,
            imdbId: series.imdbID,
            rootFolderPath: options.rootFolderPath,
            tags: options.tagIDs,
            addOptions: .init(monitor: options.monitor, searchForMissingEpisodes: options.searchForMissingEpisodes)
        )
        return try await call { Series(try await $0.postApiV3Series(body: .json(resource)).ok.body.json) }
    }

    // MARK: Seasons and episodes

    /// Episodes of a series (optionally one season), ordered by season and number.
    public func episodes(seriesID: Int, seasonNumber: Int? = nil) async throws -> [Episode] {
        try await list("api/v3/episode", { Episode(&$0) }) { try await $0.getApiV3Episode(query: .init(seriesId: Int(seriesID), seasonNumber: seasonNumber)).ok.body.any }.elements
    }

    /// One episode.
    public func episode(id: Int) async throws -> Episode {
        try await object("api/v3/episode/\(id)", { Episode(&$0) }) { try await $0.getApiV3EpisodeId(path: .init(id: id)).ok.body.any }
    }

    /// Sets the monitored flag of episodes.
    public func setEpisodesMonitored(ids: [Int], monitored: Bool) async throws {
        let body = Components.Schemas.EpisodesMonitoredResource(episodeIds: ids, monitored: monitored)
        try await call { _ = try await $0.putApiV3EpisodeMonitor(body: .json(body)).ok }
    }

    /// Sets the monitored flag of one season (season pass).
    public func setSeasonMonitored(seriesID: Int, seasonNumber: Int, monitored: Bool) async throws {
        let body = Components.Schemas.SeasonPassResource(series: [
            .init(id: Int(seriesID), seasons: [.init(seasonNumber: Int(seasonNumber), monitored: monitored)]),
        ])
        try await call { _ = try await $0.postApiV3Seasonpass(body: .json(body)).ok }
    }

    /// Episode files of a series.
    public func episodeFiles(seriesID: Int) async throws -> [EpisodeFile] {
        try await list("api/v3/episodefile", { EpisodeFile(&$0) }) { try await $0.getApiV3Episodefile(query: .init(seriesId: Int(seriesID))).ok.body.any }.elements
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

    /// Languages Sonarr knows.
    public func languages() async throws -> [Language] {
        try await list("api/v3/language", { Language(&$0) }) { try await $0.getApiV3Language().ok.body.any }.elements
    }

    // MARK: Commands

    /// Starts a command and returns its initial status.
    public func run(_ command: SonarrCommand) async throws -> CommandStatus {
        var resource = Components.Schemas.CommandResource(name: command.name)
        switch command {
        case .searchSeries(let id): resource.seriesId = Int(id)
        case .searchSeason(let seriesID, let seasonNumber):
            resource.seriesId = Int(seriesID)
            resource.seasonNumber = Int(seasonNumber)
        case .searchEpisodes(let ids): resource.episodeIds = ids
        case .refreshSeries(let id): resource.seriesId = id
        case .rssSync, .searchMissingEpisodes: break
        }
        let body = resource
        return try await call { CommandStatus(try await $0.postApiV3Command(body: .json(body)).ok.body.json) }
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

    /// Releases for one episode, or for a whole season when `episodeID` is nil.
    public func releases(seriesID: Int? = nil, seasonNumber: Int? = nil, episodeID: Int? = nil) async throws -> [Release] {
        try await list("api/v3/release", { Release(&$0) }) { try await $0.getApiV3Release(query: .init(
                seriesId: seriesID, episodeId: episodeID,
                seasonNumber: seasonNumber
            )).ok.body.any }.elements
    }

    /// Sends a release to the download client; it then appears in the queue.
    public func grab(_ release: Release) async throws {
        let resource = Components.Schemas.ReleaseResource(guid: release.guid, indexerId: Int(release.indexerID))
        try await call { _ = try await $0.postApiV3Release(body: .json(resource)).ok }
    }

    // MARK: Activity

    /// One page of the download queue.
    public func queue(page: Int = 1, pageSize: Int = 50) async throws -> Page<QueueItem> {
        try await self.page("api/v3/queue", page: page, pageSize: pageSize, { QueueItem(&$0, mediaKey: "seriesId") }) {
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
        try await self.page("api/v3/history", page: page, pageSize: pageSize, { HistoryRecord(&$0, mediaKey: "seriesId") }) {
            try await $0.getApiV3History(query: .init(page: page, pageSize: pageSize, sortKey: "date", sortDirection: "descending")).ok.body.any
        }
    }

    /// Episodes airing between `start` and `end`, with their series title.
    public func calendar(from start: Date, to end: Date, includeUnmonitored: Bool = false) async throws -> [Episode] {
        try await list("api/v3/calendar", { Episode(&$0) }) { try await $0.getApiV3Calendar(query: .init(start: start, end: end, unmonitored: includeUnmonitored, includeSeries: true)).ok.body.any }.elements
    }

    /// Monitored episodes without a file that have aired.
    public func missing(page: Int = 1, pageSize: Int = 50) async throws -> Page<Episode> {
        try await self.page("api/v3/wanted/missing", page: page, pageSize: pageSize, { Episode(&$0) }) {
            try await $0.getApiV3WantedMissing(query: .init(page: page, pageSize: pageSize, includeSeries: true)).ok.body.any
        }
    }

    /// Episodes whose file does not meet the quality profile's cutoff.
    public func cutoffUnmet(page: Int = 1, pageSize: Int = 50) async throws -> Page<Episode> {
        try await self.page("api/v3/wanted/cutoff", page: page, pageSize: pageSize, { Episode(&$0) }) {
            try await $0.getApiV3WantedCutoff(query: .init(page: page, pageSize: pageSize, includeSeries: true)).ok.body.any
        }
    }

    // MARK: System

    /// Version and environment.
    public func systemStatus() async throws -> SystemStatus {
        let status = try await object("api/v3/system/status", { SystemStatus(&$0, appName: "Sonarr") }) {
            try await $0.getApiV3SystemStatus().ok.body.any
        }
        if !status.version.isEmpty { connection.server.record(version: status.version) }
        return status
    }

    /// Current health warnings and errors.
    public func health() async throws -> [HealthCheck] {
        try await list("api/v3/health", { HealthCheck(&$0) }) { try await $0.getApiV3Health().ok.body.any }.elements
    }

    /// Free space of the disks Sonarr uses.
    public func diskSpace() async throws -> [DiskSpace] {
        try await list("api/v3/diskspace", { DiskSpace(&$0) }) { try await $0.getApiV3Diskspace().ok.body.any }.elements
    }
}
