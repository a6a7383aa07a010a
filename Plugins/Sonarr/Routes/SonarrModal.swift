import MarqueeNavigation

/// The Sonarr feature's modal screens.
public enum SonarrModal: Route {
    public static let feature: FeatureID = "sonarr"
    /// One episode, in a sheet over its season.
    case episode(id: Int)
    /// The add-series sheet: search for a series by `term`.
    case addLookup(term: String)
    /// The add options for a lookup result, pushed inside the add sheet.
    case addOptions(tvdbID: Int)
    /// Picks a quality profile; returns its id (`Int`).
    case pickQualityProfile
    /// Picks a root folder; returns its path (`String`).
    case pickRootFolder
    /// Picks the series type; returns its wire value (`String`: standard, daily, anime).
    case pickSeriesType
    /// Picks which episodes to monitor; returns the option's wire value (`String`).
    case pickMonitor
    /// "Add this series?" over the add sheet; the add happens on confirmation.
    case confirmAdd(tvdbID: Int)
    /// The edit sheet for a series.
    case editSeries(id: Int)
    /// Picks the quality profile of the series being edited, over its edit sheet; returns the
    /// profile's id (`Int`).
    case pickEditedQualityProfile(seriesID: Int)
    /// "Delete this series?" with the "delete files" and "add exclusion" toggles.
    case deleteSeries(id: Int)
    /// "Remove this download?" over the queue, with the "remove from client" and "blocklist" toggles.
    case removeFromQueue(id: Int)
    /// Interactive search (full-screen, over the episode sheet): the releases for an episode.
    case interactiveSearch(episodeID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(episodeID: Int, guid: String)
    /// Interactive search (full-screen, over the season): the releases for a whole season.
    case seasonSearch(seriesID: Int, seasonNumber: Int)
    /// "Grab this release?" over a season's interactive search; the grab happens on confirmation.
    case grabSeasonRelease(seriesID: Int, seasonNumber: Int, guid: String)
}
