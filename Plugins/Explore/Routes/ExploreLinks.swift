import MarqueeHost
import MarqueeNavigation

/// The Explore deep links: one per screen.
///
/// | Link | Shows |
/// |---|---|
/// | `/explore/search?term` | the search, searching for `term` |
/// | `/explore/upcoming?days` | the merged calendar over the search (`days`: 1 to 365, default 14) |
/// | `/explore/activity` | the merged queues over the search |
enum ExploreLinks {
    static let tab: TabID = "explore"

    /// The longest calendar range a link may ask for.
    static let maximumDays = 365

    static func destination(_ stack: [any Route]) -> NavigationDestination {
        NavigationDestination(tab: tab, stack: stack)
    }

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        registrar.deepLink(
            "/explore/search?term", summary: "Search every Radarr and Sonarr instance", route: ExploreRoute.self,
            destination: { parameters throws(DeepLinkError) in
                destination([ExploreRoute.search(term: parameters["term"] ?? "")])
            },
            parameters: { route in
                guard case .search(let term) = route else { return nil }
                return term.isEmpty ? [:] : ["term": term]
            })
        registrar.deepLink(
            "/explore/upcoming?days", summary: "Upcoming releases of every instance", route: ExploreRoute.self,
            destination: { parameters throws(DeepLinkError) in
                let days: Int = try parameters.optionalValue("days") ?? ExploreRoute.upcomingRanges[0]
                guard (1...maximumDays).contains(days) else {
                    throw DeepLinkError.invalidParameter(name: "days", value: String(days), expected: "number of days from 1 to \(maximumDays)",
                                                         pattern: parameters.pattern)
                }
                return destination([ExploreRoute.root, ExploreRoute.upcoming(days: days)])
            },
            parameters: { route in
                guard case .upcoming(let days) = route else { return nil }
                return days == ExploreRoute.upcomingRanges[0] ? [:] : ["days": String(days)]
            })
        registrar.deepLink(
            "/explore/activity", summary: "Downloads of every instance", route: ExploreRoute.self,
            destination: { _ throws(DeepLinkError) in destination([ExploreRoute.root, ExploreRoute.activity]) },
            parameters: { route in route == .activity ? [:] : nil })
    }
}
