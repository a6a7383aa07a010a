import ServarrScreens
import SonarrAPI

/// What the user entered on the add-series options screen. Kept across pickers, the
/// confirmation and a failed add, so nothing entered is lost (the tag labels and what is
/// missing come from `AddDraft`).
public struct AddSeriesDraft: Hashable, Sendable {
    /// Which episodes to monitor when adding, as Sonarr names the options.
    public static let monitorOptions = ["all", "future", "missing", "existing", "firstSeason", "lastSeason", "pilot", "none"]
    public static let seriesTypes: [SeriesType] = [.standard, .daily, .anime]

    public var qualityProfileID: Int?
    public var rootFolderPath: String?
    public var seriesType = SeriesType.standard
    public var usesSeasonFolders = true
    public var monitor = "all"
    /// Comma-separated tag labels; unknown labels are created on add.
    public var tags = ""
    public var searchForMissingEpisodes = false

    public init() {}

    /// Whether to search for the missing episodes as the series is added.
    public var searchOnAdd: Bool {
        get { searchForMissingEpisodes }
        set { searchForMissingEpisodes = newValue }
    }
}
