import Foundation
import MarqueeJSON
import ServarrCore

/// What the Sonarr feature module calls: async methods returning domain models.
///
/// Every method throws ``ServarrError`` (or `CancellationError` when the calling task is
/// cancelled, which also cancels the HTTP request). No generated type appears in this API.
/// What Sonarr shares with the other services (settings, commands, activity, system) comes
/// from ``ServarrRepository``; this type adds series, seasons, episodes and their files.
public actor SonarrRepository: ServarrRepository {
    public typealias Command = SonarrCommand
    public typealias Proposal = EpisodeImportProposal

    public static let api = ServarrAPI<Series, Episode>(
        name: "Sonarr", mediaResource: "series", mediaKey: "seriesId", exclusionParameter: "addImportListExclusion",
        wantedParameters: [("includeSeries", "true")], cutoffParameters: [("includeEpisodeFile", "true")])

    public nonisolated let connection: ServarrConnection

    /// Creates a repository for one Sonarr instance.
    public init(configuration: ServiceConfiguration) {
        connection = ServarrConnection(configuration: configuration)
    }

    // MARK: Library

    /// All series in the library.
    public func series() async throws -> [Series] { try await mediaListing().elements }
    /// One series of the library, with its seasons. A field of the wrong type degrades that field only.
    public func series(id: Int) async throws -> Series { try await media(id: id) }
    /// Searches TVDB (through Sonarr) for series; results already in the library have an id.
    public func lookupSeries(term: String) async throws -> [Series] { try await lookup(term: term) }

    /// Adds a lookup result to the library and returns the new library series. The body is the
    /// series' declaration, with the options, written over the lookup result the server sent.
    public func add(_ series: Series, options: AddSeriesOptions) async throws -> Series {
        var series = series
        series.qualityProfileID = options.qualityProfileID
        series.usesSeasonFolders = options.usesSeasonFolders
        series.isMonitored = options.isMonitored
        series.seriesType = options.seriesType
        series.rootFolderPath = options.rootFolderPath
        series.tagIDs = options.tagIDs
        return try await post(
            adding: series,
            addOptions: .object([
                "monitor": .string(options.monitor), "searchForMissingEpisodes": .bool(options.searchForMissingEpisodes),

            ]))
    }

    // MARK: Seasons and episodes

    /// Episodes of a series (optionally one season), ordered by season and number.
    public func episodes(seriesID: Int, seasonNumber: Int? = nil) async throws -> [Episode] {
        try await list("episode", query: [("seriesId", String(seriesID))] + (seasonNumber.map { [("seasonNumber", String($0))] } ?? [])) {
            Episode.read(&$0)
        }.elements
    }

    /// One episode.
    public func episode(id: Int) async throws -> Episode {
        try await object(.get, "episode/\(id)") { Episode.read(&$0) }
    }

    /// Sets the monitored flag of episodes.
    public func setEpisodesMonitored(ids: [Int], monitored: Bool) async throws {
        try await send(.put, "episode/monitor", json: EpisodeMonitoring(episodeIDs: ids, isMonitored: monitored).json(over: .object([:])))
    }

    /// Sets the monitored flag of one season (season pass).
    public func setSeasonMonitored(seriesID: Int, seasonNumber: Int, monitored: Bool) async throws {
        let pass = SeasonPass(series: [.init(id: seriesID, seasons: [Season(seasonNumber: seasonNumber, isMonitored: monitored)])])
        try await send(.post, "seasonpass", json: pass.json(over: .object([:])))
    }

    /// Episode files of a series.
    public func episodeFiles(seriesID: Int) async throws -> [EpisodeFile] {
        try await list("episodefile", query: [("seriesId", String(seriesID))]) { EpisodeFile.read(&$0) }.elements
    }

    /// Releases for one episode, or for a whole season when `episodeID` is nil.
    public func releases(seriesID: Int? = nil, seasonNumber: Int? = nil, episodeID: Int? = nil) async throws -> [Release] {
        try await releases([("seriesId", seriesID), ("episodeId", episodeID), ("seasonNumber", seasonNumber)])
    }
}
