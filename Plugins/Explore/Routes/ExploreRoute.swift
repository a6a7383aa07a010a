import MarqueeNavigation

/// The Explore feature's screens on its tab's stack.
public enum ExploreRoute: Route {
    public static let feature: FeatureID = "explore"
    /// The tab's root: one search across every instance, searching for `term` (none when empty).
    case search(term: String)
    /// The merged calendar of every instance, for the next `days` days.
    case upcoming(days: Int)
    /// The merged download queues of every instance.
    case activity

    /// The tab's root route.
    public static let root = ExploreRoute.search(term: "")

    /// The calendar ranges `d` cycles through; the first is the default.
    public static let upcomingRanges = [14, 7, 30, 90]

    /// Whether this is the merged calendar, whatever its range.
    var isUpcoming: Bool {
        if case .upcoming = self { return true }
        return false
    }
}
