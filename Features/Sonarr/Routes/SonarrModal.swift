import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Sonarr feature's modal screens: the shared ones (add, edit, delete, remove from queue)
/// and Sonarr's own (episodes, their pickers and interactive searches).
public enum SonarrModal: ServarrModalRoute {
    public static let feature: FeatureID = "sonarr"
    /// A shared modal screen (``ServarrModal``), keyed by TVDB id in the add flow:
    /// `SonarrModal.addLookup(term:)`, `.addOptions(81189)`, `.edit(id:)`, `.delete(id:)`…
    case kit(ServarrModal<Int>)
    /// One episode, in a sheet over its season.
    case episode(id: Int)
    /// Picks the series type of the series being added; returns its wire value (`String`: standard, daily, anime).
    case pickSeriesType(tvdbID: Int)
    /// Picks which episodes of the series being added to monitor; returns the option's wire value (`String`).
    case pickMonitor(tvdbID: Int)
    /// Interactive search (full-screen, over the episode sheet): the releases for an episode.
    case interactiveSearch(episodeID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(episodeID: Int, guid: String)
    /// Interactive search (full-screen, over the season): the releases for a whole season.
    case seasonSearch(seriesID: Int, seasonNumber: Int)
    /// "Grab this release?" over a season's interactive search; the grab happens on confirmation.
    case grabSeasonRelease(seriesID: Int, seasonNumber: Int, guid: String)
    /// The rename preview of a series' files (full-screen).
    case renameFiles(seriesID: Int)
    /// The rename preview of one season's files (full-screen).
    case renameSeasonFiles(seriesID: Int, seasonNumber: Int)
    /// The rename preview of the library's marked series (full-screen).
    case renameMarked(ids: RecordIDs)

    /// A server-management sheet or alert (edit an indexer, delete a tag…).
    case manageModal(ManagementModal)
    /// A profile sheet or alert (copy a profile to another instance, delete a custom format…).
    case profileModal(ProfileModal)
    /// A System modal (a log file's tail).
    case systemModal(SystemModal)

    public var kitModal: ServarrModal<Int>? { if case .kit(let modal) = self { modal } else { nil } }

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<SonarrModal>, screens: ServarrModalScreens<SonarrService>) {
        ServarrManagement<SonarrService>.declareModals(routes)
        ServarrProfiles<SonarrService>.declareModals(routes)
        ServarrSystem<SonarrService>.declareModals(routes)
        routes.route(
            "/sonarr/episode/:id", "An episode", SonarrModal.episode, match: { if case .episode(let id) = $0 { id } else { nil } },
            placement: { _ in .present(over: SonarrRoute.library) }
        ) { EpisodeDetailScreen(episodeID: $0, context: $1) }
        routes.route(
            "/sonarr/episode/:id/releases", "Interactive search for an episode", SonarrModal.interactiveSearch,
            match: { if case .interactiveSearch(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: SonarrModal.episode(id: $0)) }
        ) { id, context in
            screens.releases(context: context, load: { try await $0.releases(episodeID: id) }, grab: { .grabRelease(episodeID: id, guid: $0) })
        }
        routes.route(
            "/sonarr/episode/:id/releases/:guid/grab", "Grab a release for an episode", SonarrModal.grabRelease,
            match: { if case .grabRelease(let id, let guid) = $0 { (id, guid) } else { nil } },
            placement: { id, _ in .present(.alert, over: SonarrModal.interactiveSearch(episodeID: id)) }
        ) { id, guid, context in screens.grab(guid: guid, context: context) { try await $0.releases(episodeID: id) } }
        routes.route(
            "/sonarr/series/:id/season/:number/releases", "Interactive search for a season", SonarrModal.seasonSearch,
            match: { if case .seasonSearch(let id, let number) = $0 { (id, number) } else { nil } },
            placement: { .present(.fullScreen, over: SonarrRoute.season(seriesID: $0, number: $1)) }
        ) { id, number, context in
            screens.releases(
                number == 0 ? "Specials releases" : "Season \(number) releases", context: context,
                load: { try await $0.releases(seriesID: id, seasonNumber: number) },
                grab: { .grabSeasonRelease(seriesID: id, seasonNumber: number, guid: $0) })
        }
        routes.route(
            "/sonarr/series/:id/season/:number/releases/:guid/grab", "Grab a release for a season", SonarrModal.grabSeasonRelease,
            match: { if case .grabSeasonRelease(let id, let number, let guid) = $0 { (id, number, guid) } else { nil } },
            placement: { id, number, _ in .present(.alert, over: SonarrModal.seasonSearch(seriesID: id, seasonNumber: number)) }
        ) { id, number, guid, context in
            screens.grab(guid: guid, context: context) { try await $0.releases(seriesID: id, seasonNumber: number) }
        }
        screens.declare(in: routes, legacyPickers: ["pick/series-type": SonarrModal.pickSeriesType, "pick/monitor": SonarrModal.pickMonitor])
        SonarrRenaming.declare(routes, screens: screens)
        screens.declareAddPicker(
            in: routes, "/sonarr/add/:tvdbID/series-type", "Pick the series type", SonarrModal.pickSeriesType,
            screen: { _, context in
                let choices = AddSeriesDraft.seriesTypes.map {
                    ValuePickerScreen<String>.Choice(
                        label: AddSeriesText.seriesType($0), detail: AddSeriesText.seriesTypeDetail($0), value: $0.rawValue)
                }
                return screens.picker("Series type", choices, current: screens.session.current?.draft.seriesType.rawValue, context: context)
            }, match: { if case .pickSeriesType(let id) = $0 { id } else { nil } })
        screens.declareAddPicker(
            in: routes, "/sonarr/add/:tvdbID/monitor", "Pick which episodes to monitor", SonarrModal.pickMonitor,
            screen: { _, context in
                let choices = AddSeriesDraft.monitorOptions.map { ValuePickerScreen<String>.Choice(label: AddSeriesText.monitor($0), value: $0) }
                return screens.picker("Monitor", choices, current: screens.session.current?.draft.monitor, context: context)
            }, match: { if case .pickMonitor(let id) = $0 { id } else { nil } })
        // The links from before episodes had links of their own: an episode opened over its season.
        let episodePath = "/sonarr/series/:id/season/:number/episode/:episodeID"
        routes.alias(episodePath, "An episode of a season") { parameters throws(DeepLinkError) in
            (.episode(id: try parameters.value("episodeID")), try overSeason(parameters))
        }
        routes.alias(episodePath + "/releases", "Interactive search for an episode of a season") { parameters throws(DeepLinkError) in
            let id: Int = try parameters.value("episodeID")
            return (.interactiveSearch(episodeID: id), .present(.fullScreen, over: SonarrModal.episode(id: id), placed: try overSeason(parameters)))
        }
        routes.alias(episodePath + "/releases/:guid/grab", "Grab a release for an episode of a season") { parameters throws(DeepLinkError) in
            let id: Int = try parameters.value("episodeID")
            let search = RoutePlacement.present(.fullScreen, over: SonarrModal.episode(id: id), placed: try overSeason(parameters))
            return (
                .grabRelease(episodeID: id, guid: try parameters.value("guid")),
                .present(.alert, over: SonarrModal.interactiveSearch(episodeID: id), placed: search)
            )
        }
    }

    /// An episode's sheet over the season a link names.
    private static func overSeason(_ parameters: DeepLinkParameters) throws(DeepLinkError) -> RoutePlacement {
        .present(over: SonarrRoute.season(seriesID: try parameters.value("id"), number: try parameters.value("number")))
    }
}
