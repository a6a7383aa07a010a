import MarqueeHost
import MarqueeNavigation

/// The Explore key commands: `u` shows the upcoming releases, `Q` the downloads (the queue). Each is
/// offered on every Explore screen but its own; over the search it pushes its screen, from
/// the other one it replaces it.
enum ExploreCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        registrar.keyCommand("u", title: "Upcoming", on: ExploreRoute.self, where: { !$0.isUpcoming }) { context in
            try show(.upcoming(days: ExploreRoute.upcomingRanges[0]), context)
        }
        registrar.keyCommand("Q", title: "Queue", on: ExploreRoute.self, where: { $0 != .activity }) { context in
            try show(.activity, context)
        }
    }

    /// Pushes `route` over the search, or replaces the other screen pushed there.
    @MainActor
    private static func show(_ route: ExploreRoute, _ context: KeyCommandContext) throws {
        let router = context.screenContext.router(for: ExploreRoute.self, ExploreRoute.self)
        switch context.focusedEntry?.route.as(ExploreRoute.self) {
        case .search?, nil: _ = try router.push(route)
        default: _ = try router.replaceTop(with: route)
        }
    }
}
