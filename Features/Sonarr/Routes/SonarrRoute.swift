import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Sonarr feature's screens on a tab's stack.
public enum SonarrRoute: Route {
    public static let feature: FeatureID = "sonarr"
    /// Every series of the library.
    case library
    /// One series with its seasons.
    case series(id: Int)
    /// One season's episodes.
    case season(seriesID: Int, number: Int)
    /// A System screen (logs, tasks, events, updates).
    case system(SystemRoute)
    /// The queue, history, calendar, wanted, cutoff unmet or system screen.
    case activity(Activity)
    /// A server-management screen (blocklist, indexers, download clients, tags, root folders).
    case manage(ManagementRoute)
    /// A profile screen (quality profiles, custom formats, delay and release profiles, quality sizes).
    case profiles(ProfileRoute)

    /// The activity screens (shared with Radarr).
    public typealias Activity = ActivityKind

    /// The Sonarr tab.
    static let tab: TabID = "sonarr"

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<SonarrRoute>) {
        ServarrRoutes<SonarrService>.declareLibraryAndActivity(in: routes)
        ServarrManagement<SonarrService>.declare(routes)
        ServarrProfiles<SonarrService>.declare(routes)
        ServarrSystem<SonarrService>.declare(routes)
        routes.route(
            "/sonarr/series/:id", "A series", SonarrRoute.series, match: { if case .series(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: SonarrRoute.library) }
        ) { SeriesDetailScreen(seriesID: $0, context: $1) }
        routes.route(
            "/sonarr/series/:id/season/:number", "A season", SonarrRoute.season,
            match: { if case .season(let id, let number) = $0 { (id, number) } else { nil } },
            placement: { id, _ in .push(on: SonarrRoute.series(id: id)) }
        ) {
            SeasonDetailScreen(seriesID: $0, seasonNumber: $1, context: $2)
        }
    }
}
