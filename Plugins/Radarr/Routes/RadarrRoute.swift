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
    /// A System screen (logs, tasks, events, updates, collections).
    case system(SystemRoute)
    /// The queue, history, calendar, wanted, cutoff unmet or system screen.
    case activity(Activity)

    /// Whether this is one of the activity screens (where the library's commands do not apply).
    public var isActivity: Bool {
        if case .activity = self { true } else { false }
    }

    /// The activity screens (shared with Sonarr).
    public typealias Activity = ActivityKind

    /// The Radarr tab.
    static let tab: TabID = "radarr"

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<RadarrRoute>) {
        RadarrSystem.declare(routes)
        routes.route("/radarr/library", "The movie library", .library, .root(of: tab)) { MovieLibraryScreen(context: $0) }
        routes.route(
            "/radarr/movie/:id", "A movie", RadarrRoute.movie, match: { if case .movie(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: RadarrRoute.library) }
        ) { MovieDetailScreen(movieID: $0, context: $1) }
        for kind in Activity.allCases {
            routes.route("/radarr/\(kind.rawValue)", kind.title, .activity(kind), .push(on: RadarrRoute.library)) {
                RadarrActivityScreen.make(kind: kind, context: $0)
            }
        }
    }
}
