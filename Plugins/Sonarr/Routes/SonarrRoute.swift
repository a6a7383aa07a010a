import MarqueeNavigation
import ServarrScreens

/// The Sonarr feature's screens on a tab's stack.
public enum SonarrRoute: Route {
    public static let feature: FeatureID = "sonarr"
    /// Every series of the library.
    case library
    /// One series with its seasons.
    case series(id: Int)
    /// One season's episodes.
    case season(seriesID: Int, number: Int)
    /// The queue, history, calendar, wanted, cutoff unmet or system screen.
    case activity(Activity)

    /// Whether this is one of the activity screens (where the library's commands do not apply).
    public var isActivity: Bool {
        if case .activity = self { true } else { false }
    }

    /// The activity screens (shared with Radarr).
    public typealias Activity = ActivityKind
}
