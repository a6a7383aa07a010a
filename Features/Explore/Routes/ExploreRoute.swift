import MarqueeHost
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

    /// The calendar ranges `w` cycles through; the first is the default.
    public static let upcomingRanges = [14, 7, 30, 90]

    /// Whether this is the merged calendar, whatever its range.
    var isUpcoming: Bool {
        if case .upcoming = self { return true }
        return false
    }

    /// The Explore tab.
    static let tab: TabID = "explore"

    /// The longest calendar range a link may ask for.
    static let maximumDays = 365

    /// Each case once: its link, what stands under it and its screen (made by `screens`).
    @MainActor
    static func declare(_ routes: FeatureRoutes<ExploreRoute>, screens: ExploreScreens) {
        routes.route(
            "/explore/search?term", "Search every configured instance", ExploreRoute.search,
            match: { if case .search(let term) = $0 { term } else { nil } },
            placement: { _ in .root(of: tab) }, screen: screens.search)
        routes.route(
            "/explore/upcoming?days", "Upcoming releases of every instance",
            make: { parameters throws(DeepLinkError) in
                let days: Int = try parameters.optionalValue("days") ?? upcomingRanges[0]
                guard (1...maximumDays).contains(days) else {
                    throw DeepLinkError.invalidParameter(
                        name: "days", value: String(days),
                        expected: "number of days from 1 to \(maximumDays)", pattern: parameters.pattern)
                }
                return .upcoming(days: days)
            },
            values: { route in
                guard case .upcoming(let days) = route else { return nil }
                return days == upcomingRanges[0] ? [:] : ["days": String(days)]
            },
            placement: { _ in .push(on: ExploreRoute.root) }, screen: screens.upcoming)
        routes.route("/explore/activity", "Downloads of every instance", .activity, .push(on: ExploreRoute.root), screen: screens.activity)
    }
}
