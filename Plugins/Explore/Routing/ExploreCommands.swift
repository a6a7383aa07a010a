import MarqueeHost
import MarqueeNavigation

/// The Explore key commands: `u` shows the upcoming releases, `a` the downloads (both over
/// the search; from one to the other they replace each other), and `d` on the calendar
/// shows the next range (14, 7, 30, 90 days).
enum ExploreCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(ExploreRoute.self)
        registrar.keyCommand("u", title: "Upcoming", scope: scope) { context in
            try show(.upcoming(days: ExploreRoute.upcomingRanges[0]), context)
        }
        registrar.keyCommand("a", title: "Activity", scope: scope) { context in
            try show(.activity, context)
        }
        registrar.keyCommand("d", title: "Calendar range", scope: scope) { context in
            guard case .upcoming(let days)? = context.focusedEntry?.route.as(ExploreRoute.self) else { return }
            let ranges = ExploreRoute.upcomingRanges
            let next = ranges.firstIndex(of: days).map { ranges[($0 + 1) % ranges.count] } ?? ranges[0]
            _ = try router(context).replaceTop(with: .upcoming(days: next))
        }
    }

    /// Pushes `route` over the search, or replaces the other screen pushed there.
    @MainActor
    private static func show(_ route: ExploreRoute, _ context: KeyCommandContext) throws {
        let router = router(context)
        switch context.focusedEntry?.route.as(ExploreRoute.self) {
        case .search?, nil: _ = try router.push(route)
        case let current? where current != route: _ = try router.replaceTop(with: route)
        default: break
        }
    }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<ExploreRoute, ExploreRoute> {
        context.screenContext.router(for: ExploreRoute.self, ExploreRoute.self)
    }
}
