import MarqueeNavigation

/// The Radarr feature's screens on a tab's stack.
public enum RadarrRoute: Route {
    public static let feature: FeatureID = "radarr"
    /// Every movie of the library.
    case library
    /// One movie of the library.
    case movie(id: Int)
}
