import MarqueeHost
import MarqueeNavigation

/// The Explore key commands: `u` shows the upcoming releases, `a` the downloads (both over
/// the search; from one to the other they replace each other).
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
    }

    /// Pushes `route` over the search, or replaces the other screen pushed there.
    @MainActor
    private static func show(_ route: ExploreRoute, _ context: KeyCommandContext) throws {
        let router = router(context)
        switch (context.focusedEntry?.route.as(ExploreRoute.self), route) {
        case (.search?, _), (nil, _): _ = try router.push(route)
        case (.upcoming?, .upcoming), (.activity?, .activity): break
        default: _ = try router.replaceTop(with: route)
        }
    }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<ExploreRoute, ExploreRoute> {
        context.screenContext.router(for: ExploreRoute.self, ExploreRoute.self)
    }
}
