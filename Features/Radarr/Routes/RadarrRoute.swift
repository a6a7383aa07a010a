import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Radarr feature's screens on a tab's stack.
public enum RadarrRoute: Route {
    public static let feature: FeatureID = "radarr"
    /// Every movie of the library.
    case library
    /// One movie of the library.
    case movie(id: Int)
    /// A System screen (logs, log files, tasks, events, updates).
    case system(SystemRoute)
    /// Every collection (`/radarr/collections`, `O` from any Radarr screen).
    case collections
    /// One collection and its movies (`/radarr/collections/:id`).
    case collection(id: Int)
    /// The queue, history, calendar, wanted, cutoff unmet or system screen.
    case activity(Activity)
    /// A server-management screen (blocklist, indexers, download clients, tags, root folders).
    case manage(ManagementRoute)
    /// A profile screen (quality profiles, custom formats, delay and release profiles, quality sizes).
    case profiles(ProfileRoute)

    /// The activity screens (shared with Sonarr).
    public typealias Activity = ActivityKind

    /// The Radarr tab.
    static let tab: TabID = "radarr"

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<RadarrRoute>) {
        ServarrRoutes<RadarrService>.declareLibraryAndActivity(in: routes)
        ServarrManagement<RadarrService>.declare(routes)
        ServarrProfiles<RadarrService>.declare(routes)
        RadarrSystem.declare(routes)
        routes.route(
            "/radarr/movie/:id", "A movie", RadarrRoute.movie, match: { if case .movie(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: RadarrRoute.library) }
        ) { MovieDetailScreen(movieID: $0, context: $1) }
    }
}
