import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Explore module's implementation of ``ExploreRouting``: each screen shown on the Explore
/// tab, over the search.
@MainActor
final class ExploreRouter: ExploreRouting {
    private let router: FeatureRouter<ExploreRoute, ExploreRoute>

    init(context: ScreenContext) {
        router = context.router(for: ExploreRoute.self, ExploreRoute.self)
    }

    func showSearch(term: String) throws(NavigationError) {
        _ = try router.coordinator.show(NavigationDestination(tab: ExploreRoute.tab, stack: [ExploreRoute.search(term: term)]))
    }

    func showUpcoming(days: Int) throws(NavigationError) {
        _ = try router.coordinator.show(NavigationDestination(tab: ExploreRoute.tab, stack: [ExploreRoute.root, ExploreRoute.upcoming(days: days)]))
    }

    func showActivity() throws(NavigationError) {
        _ = try router.coordinator.show(NavigationDestination(tab: ExploreRoute.tab, stack: [ExploreRoute.root, ExploreRoute.activity]))
    }
}
