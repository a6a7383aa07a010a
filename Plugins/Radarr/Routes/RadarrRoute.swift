import MarqueeNavigation

/// The Radarr feature's screens on a tab's stack.
public enum RadarrRoute: Route {
    public static let feature: FeatureID = "radarr"
    /// Every movie of the library.
    case library
    /// One movie of the library.
    case movie(id: Int)
    /// The queue, history, calendar, wanted or system screen.
    case activity(Activity)

    /// The activity screens.
    public enum Activity: String, CaseIterable, Hashable, Codable, Sendable {
        case queue, history, calendar, wanted, system

        /// The screen's title.
        public var title: String { self == .wanted ? "Wanted" : rawValue.capitalized }
    }
}
