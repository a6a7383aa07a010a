import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Lidarr feature's screens on a tab's stack.
public enum LidarrRoute: Route {
    public static let feature: FeatureID = "lidarr"
    /// Every artist of the library.
    case library
    /// One artist with its albums.
    case artist(id: Int)
    /// One album's tracks.
    case album(id: Int)
    /// A System screen (logs, tasks, events, updates).
    case system(SystemRoute)
    /// The queue, history, calendar, wanted, cutoff unmet or system screen.
    case activity(ActivityKind)
    /// A server-management screen (blocklist, indexers, download clients, tags, root folders).
    case manage(ManagementRoute)
    /// A profile screen (quality profiles, custom formats, delay and release profiles, quality sizes).
    case profiles(ProfileRoute)

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<LidarrRoute>) {
        ServarrRoutes<LidarrService>.declareLibraryAndActivity(in: routes)
        ServarrManagement<LidarrService>.declare(routes)
        ServarrProfiles<LidarrService>.declare(routes)
        ServarrSystem<LidarrService>.declare(routes)
        routes.route(
            "/lidarr/artist/:id", "An artist", LidarrRoute.artist, match: { if case .artist(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: LidarrRoute.library) }
        ) { ArtistDetailScreen(artistID: $0, context: $1) }
        routes.route(
            "/lidarr/album/:id", "An album", LidarrRoute.album, match: { if case .album(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: LidarrRoute.library) }
        ) { AlbumDetailScreen(albumID: $0, context: $1) }
    }
}
