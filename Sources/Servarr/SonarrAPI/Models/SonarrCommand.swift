import ServarrCore

/// A command Sonarr can run.
public enum SonarrCommand: ServarrCommand {
    /// Search indexers for all monitored episodes of a series.
    case searchSeries(id: Int)
    /// Search indexers for one season.
    case searchSeason(seriesID: Int, seasonNumber: Int)
    /// Search indexers for the given episodes.
    case searchEpisodes(ids: [Int])
    /// Refresh metadata and rescan files of a series (all when nil).
    case refreshSeries(id: Int?)
    /// Fetch the indexers' RSS feeds.
    case rssSync
    /// Search all monitored episodes without files.
    case searchMissingEpisodes
    /// Rename the given episode files of a series to follow the naming settings (`RenameFiles`).
    case renameFiles(seriesID: Int, fileIDs: [Int])
    /// Rename every episode file of the given series (`RenameSeries`).
    case renameSeries(ids: [Int])

    /// One `SeriesSearch` per series: the command takes one `seriesId`.
    public static func searches(ofLibraryItems ids: [Int]) -> [SonarrCommand] { ids.map { .searchSeries(id: $0) } }

    /// One `RefreshSeries` per series (`seriesId`, which every Sonarr version reads).
    public static func refreshes(ofLibraryItems ids: [Int]) -> [SonarrCommand] { ids.map { .refreshSeries(id: $0) } }

    public var name: String {
        switch self {
        case .searchSeries: "SeriesSearch"
        case .searchSeason: "SeasonSearch"
        case .searchEpisodes: "EpisodeSearch"
        case .refreshSeries: "RefreshSeries"
        case .rssSync: "RssSync"
        case .searchMissingEpisodes: "MissingEpisodeSearch"
        case .renameFiles: "RenameFiles"
        case .renameSeries: "RenameSeries"
        }
    }

    public var fields: [String: CommandField] {
        switch self {
        case .searchSeries(let id): ["seriesId": .number(id)]
        case .searchSeason(let seriesID, let seasonNumber): ["seriesId": .number(seriesID), "seasonNumber": .number(seasonNumber)]
        case .searchEpisodes(let ids): ["episodeIds": .numbers(ids)]
        case .refreshSeries(let id): id.map { ["seriesId": .number($0)] } ?? [:]
        case .renameFiles(let seriesID, let fileIDs): ["seriesId": .number(seriesID), "files": .numbers(fileIDs)]
        case .renameSeries(let ids): ["seriesIds": .numbers(ids)]
        case .rssSync, .searchMissingEpisodes: [:]
        }
    }
}
