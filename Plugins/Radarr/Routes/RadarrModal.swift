import MarqueeNavigation

/// The Radarr feature's modal screens (sheets, pickers, alerts).
public enum RadarrModal: Route {
    public static let feature: FeatureID = "radarr"
    /// The add-movie sheet: search for a movie by `term`.
    case addLookup(term: String)
    /// The add options for a lookup result, pushed inside the add sheet.
    case addOptions(tmdbID: Int)
    /// Picks a quality profile; returns its id (`Int`).
    case pickQualityProfile
    /// Picks a root folder; returns its path (`String`).
    case pickRootFolder
    /// Picks the minimum availability; returns its wire value (`String`).
    case pickMinimumAvailability
    /// "Add this movie?" over the add sheet; the add happens on confirmation.
    case confirmAdd(tmdbID: Int)
    /// "Delete this movie?" with the "delete files" and "add exclusion" toggles.
    case deleteMovie(id: Int)
    /// The edit sheet for a movie of the library.
    case editMovie(id: Int)
    /// Picks the quality profile of the movie being edited, over its edit sheet; returns the
    /// profile's id (`Int`).
    case pickEditedQualityProfile(movieID: Int)
    /// Interactive search (full-screen): the releases for a movie, to grab one.
    case interactiveSearch(movieID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(movieID: Int, guid: String)
    /// "Remove this download?" over the queue, with the "remove from client" and "blocklist" toggles.
    case removeFromQueue(id: Int)
}
