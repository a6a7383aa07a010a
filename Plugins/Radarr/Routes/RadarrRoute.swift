import MarqueeNavigation
import ServarrScreens

/// The Radarr feature's screens on a tab's stack.
public enum RadarrRoute: Route {
    public static let feature: FeatureID = "radarr"
    /// Every movie of the library.
    case library
    /// One movie of the library.
    case movie(id: Int)
    /// The queue, history, calendar, wanted, cutoff unmet or system screen.
    case activity(Activity)

    /// Whether this is one of the activity screens (where the library's commands do not apply).
    public var isActivity: Bool {
        if case .activity = self { true } else { false }
    }

    /// The activity screens (shared with Sonarr).
    public typealias Activity = ActivityKind
}
