import Foundation
import OpenAPIRuntime
import ServarrCore
import SonarrOpenAPI

/// What the Sonarr feature module calls: async methods returning domain models.
///
/// Every method throws ``ServarrError`` (or `CancellationError` when the calling task is
/// cancelled, which also cancels the HTTP request). No generated type appears in this API.
/// What Sonarr shares with the other services (settings, commands, activity, system) comes
/// from ``ServarrRepository``; this type adds series, seasons, episodes and their files.
public actor SonarrRepository: ServarrRepository {
    public typealias Command = SonarrCommand

    public static let api = ServarrAPI<Series, Episode>(
        name: "Sonarr", mediaResource: "series", mediaKey: "seriesId", exclusionParameter: "addImportListExclusion",
        wantedParameters: [("includeSeries", "true")], readMedia: { Series(&$0, requiresID: $1) }, readWantedItem: { Episode(&$0) },
        writeMedia: { $0.write(into: &$1) })

    public nonisolated let connection: ServarrConnection
    private let client: Client

    /// Creates a repository for one Sonarr instance.
    public init(configuration: ServiceConfiguration) {
        connection = ServarrConnection(configuration: configuration)
        client = Client(
            serverURL: connection.serverURL, configuration: connection.clientConfiguration,
            transport: connection.transport)
    }

    // MARK: Library

    /// All series in the library.
    public func series() async throws -> [Series] { try await mediaListing().elements }
    /// One series of the library, with its seasons. A field of the wrong type degrades that field only.
    public func series(id: Int) async throws -> Series { try await media(id: id) }
    /// Searches TVDB (through Sonarr) for series; results already in the library have an id.
    public func lookupSeries(term: String) async throws -> [Series] { try await lookup(term: term) }

    /// Adds a lookup result to the library and returns the new library series.
    public func add(_ series: Series, options: AddSeriesOptions) async throws -> Series {
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
        try await list("episode", query: [("seriesId", String(seriesID))] + (seasonNumber.map { [("seasonNumber", String($0))] } ?? [])) {
            Episode(&$0)
        }.elements
    }

    /// One episode.
    public func episode(id: Int) async throws -> Episode {
        try await object(.get, "episode/\(id)") { Episode(&$0) }
    }

    /// Runs a generated operation (the monitoring calls) under the connection's deadline and error mapping.
    private func call<Result: Sendable>(_ operation: @escaping @Sendable (Client) async throws -> Result) async throws -> Result {
        let client = client
        return try await connection.perform { try await operation(client) }
    }

    /// Sets the monitored flag of episodes.
    public func setEpisodesMonitored(ids: [Int], monitored: Bool) async throws {
        let body = Components.Schemas.EpisodesMonitoredResource(episodeIds: ids, monitored: monitored)
        try await call { _ = try await $0.putApiV3EpisodeMonitor(body: .json(body)).ok }
    }

    /// Sets the monitored flag of one season (season pass).
    public func setSeasonMonitored(seriesID: Int, seasonNumber: Int, monitored: Bool) async throws {
        let body = Components.Schemas.SeasonPassResource(series: [
            .init(id: Int(seriesID), seasons: [.init(seasonNumber: Int(seasonNumber), monitored: monitored)])
        ])
        try await call { _ = try await $0.postApiV3Seasonpass(body: .json(body)).ok }
    }

    /// Episode files of a series.
    public func episodeFiles(seriesID: Int) async throws -> [EpisodeFile] {
        try await list("episodefile", query: [("seriesId", String(seriesID))]) { EpisodeFile(&$0) }.elements
    }

    /// Languages Sonarr knows.
    public func languages() async throws -> [Language] {
        try await list("language") { Language(&$0) }.elements
    }

    /// Releases for one episode, or for a whole season when `episodeID` is nil.
    public func releases(seriesID: Int? = nil, seasonNumber: Int? = nil, episodeID: Int? = nil) async throws -> [Release] {
        try await releases([("seriesId", seriesID), ("episodeId", episodeID), ("seasonNumber", seasonNumber)])
    }
}
