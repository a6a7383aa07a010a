import MarqueeNavigation

/// The Episodes tab.
public enum EpisodesRoute: Route {
    public static let feature: FeatureID = "episodes"
    /// The tab's first screen.
    case list
    /// One episode, pushed on the list.
    case episode(id: Int)
    /// The user's watchlist: needs a signed-in user (see ``SampleApp``).
    case watchlist
}

/// The Characters tab, with a filter sheet whose inner steps have no public link.
public enum CharactersRoute: Route {
    public static let feature: FeatureID = "characters"
    case list
    case character(id: Int)
    /// A sheet over the list; no link leads to it.
    case filter
    /// The status picker, pushed inside the filter sheet; returns a ``CharacterStatus``.
    case status
}

/// Screens presented over either tab.
public enum AppModal: Route {
    public static let feature: FeatureID = "app"
    /// Sign in: a sheet the sign-in guard presents.
    case signIn
    /// The player covers everything.
    case player(episode: Int)
    /// Settings: a sheet with its own path.
    case settings
    /// Pushed inside the settings sheet.
    case about
    /// Asks before signing out.
    case confirmSignOut
}

/// A character's status, picked in the filter sheet.
public enum CharacterStatus: String, Sendable, CaseIterable {
    case alive, dead, unknown
}

/// Every route declared once: its link (if it has one) and where it stands. A deep link builds
/// its whole destination from these; a route presented without a style takes the one declared
/// here.
enum SampleRoutes {
    static var episodes: RouteTable<EpisodesRoute> {
        var routes = RouteTable<EpisodesRoute>()
        routes.declare("/episodes", .list, .root(of: "episodes"))
        routes.declare("/episodes/:id", EpisodesRoute.episode, .push(on: EpisodesRoute.list))
        routes.declare("/watchlist", .watchlist, .push(on: EpisodesRoute.list))
        return routes
    }

    static var characters: RouteTable<CharactersRoute> {
        var routes = RouteTable<CharactersRoute>()
        routes.declare("/characters", .list, .root(of: "characters"))
        routes.declare("/characters/:id", CharactersRoute.character, .push(on: CharactersRoute.list))
        routes.declare(CharactersRoute.filter, .present(.sheet(detents: [.medium]), over: CharactersRoute.list))
        routes.declare(CharactersRoute.status, .push(on: CharactersRoute.filter))
        return routes
    }

    static var modals: RouteTable<AppModal> {
        var routes = RouteTable<AppModal>()
        routes.declare("/sign-in", .signIn, .present(.sheet, over: EpisodesRoute.list))
        routes.declare("/player/:episode", AppModal.player, .present(.fullScreen, over: EpisodesRoute.list))
        routes.declare("/settings", .settings, .present(.sheet, over: EpisodesRoute.list))
        routes.declare("/settings/about", .about, .push(on: AppModal.settings))
        routes.declare(AppModal.confirmSignOut, .present(.alert, over: AppModal.settings))
        return routes
    }
}
