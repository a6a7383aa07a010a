/// What to apply when adding a series from a lookup result.
public struct AddSeriesOptions: Sendable, Hashable {
    public var qualityProfileID: Int
    public var rootFolderPath: String
    public var isMonitored: Bool
    public var seriesType: SeriesType
    public var usesSeasonFolders: Bool
    public var tagIDs: [Int]
    /// Which episodes to monitor (`all`, `future`, `missing`, `existing`, `firstSeason`, `none`...).
    public var monitor: String
    /// Start a search for missing episodes right after adding.
    public var searchForMissingEpisodes: Bool
    public init(
        qualityProfileID: Int, rootFolderPath: String, isMonitored: Bool = true, seriesType: SeriesType = .standard,
        usesSeasonFolders: Bool = true, tagIDs: [Int] = [], monitor: String = "all",
        searchForMissingEpisodes: Bool = false
    ) {
        self.qualityProfileID = qualityProfileID
        self.rootFolderPath = rootFolderPath
        self.isMonitored = isMonitored
        self.seriesType = seriesType
        self.usesSeasonFolders = usesSeasonFolders
        self.tagIDs = tagIDs
        self.monitor = monitor
        self.searchForMissingEpisodes = searchForMissingEpisodes
    }
}
