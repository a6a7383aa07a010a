import MarqueeNavigation

/// The Sonarr feature's screens on a tab's stack.
public enum SonarrRoute: Route {
    public static let feature: FeatureID = "sonarr"
    /// Every series of the library.
    case library
    /// One series with its seasons.
    case series(id: Int)
    /// One season's episodes.
    case season(seriesID: Int, number: Int)
}
