import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Sonarr feature's modal screens.
public enum SonarrModal: Route {
    public static let feature: FeatureID = "sonarr"
    /// One episode, in a sheet over its season.
    case episode(id: Int)
    /// The add-series sheet: search for a series by `term`.
    case addLookup(term: String)
    /// The add options for a lookup result, pushed inside the add sheet.
    case addOptions(tvdbID: Int)
    /// Picks a quality profile for the series being added; returns its id (`Int`).
    case pickQualityProfile(tvdbID: Int)
    /// Picks a root folder for the series being added; returns its path (`String`).
    case pickRootFolder(tvdbID: Int)
    /// Picks the series type of the series being added; returns its wire value (`String`: standard, daily, anime).
    case pickSeriesType(tvdbID: Int)
    /// Picks which episodes of the series being added to monitor; returns the option's wire value (`String`).
    case pickMonitor(tvdbID: Int)
    /// "Add this series?" over the add sheet; the add happens on confirmation.
    case confirmAdd(tvdbID: Int)
    /// The edit sheet for a series.
    case editSeries(id: Int)
    /// Picks the quality profile of the series being edited, over its edit sheet; returns the
    /// profile's id (`Int`).
    case pickEditedQualityProfile(seriesID: Int)
    /// "Delete this series?" with the "delete files" and "add exclusion" toggles.
    case deleteSeries(id: Int)
    /// "Remove this download?" over the queue, with the "remove from client" and "blocklist" toggles.
    case removeFromQueue(id: Int)
    /// Interactive search (full-screen, over the episode sheet): the releases for an episode.
    case interactiveSearch(episodeID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(episodeID: Int, guid: String)
    /// Interactive search (full-screen, over the season): the releases for a whole season.
    case seasonSearch(seriesID: Int, seasonNumber: Int)
    /// "Grab this release?" over a season's interactive search; the grab happens on confirmation.
    case grabSeasonRelease(seriesID: Int, seasonNumber: Int, guid: String)

    /// A System modal (a log file's tail).
    case systemModal(SystemModal)

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<SonarrModal>, screens: SonarrModalScreens) {
        ServarrSystem<SonarrService>.declareModals(routes)
        routes.route(
            "/sonarr/episode/:id", "An episode", SonarrModal.episode, match: { if case .episode(let id) = $0 { id } else { nil } },
            placement: { _ in .present(over: SonarrRoute.library) }
        ) { EpisodeDetailScreen(episodeID: $0, context: $1) }
        routes.route(
            "/sonarr/episode/:id/releases", "Interactive search for an episode", SonarrModal.interactiveSearch,
            match: { if case .interactiveSearch(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: SonarrModal.episode(id: $0)) }, screen: screens.releases)
        routes.route(
            "/sonarr/episode/:id/releases/:guid/grab", "Grab a release for an episode", SonarrModal.grabRelease,
            match: { if case .grabRelease(let id, let guid) = $0 { (id, guid) } else { nil } },
            placement: { id, _ in .present(.alert, over: SonarrModal.interactiveSearch(episodeID: id)) }, screen: screens.grab)
        routes.route(
            "/sonarr/series/:id/season/:number/releases", "Interactive search for a season", SonarrModal.seasonSearch,
            match: { if case .seasonSearch(let id, let number) = $0 { (id, number) } else { nil } },
            placement: { .present(.fullScreen, over: SonarrRoute.season(seriesID: $0, number: $1)) }, screen: screens.seasonReleases)
        routes.route(
            "/sonarr/series/:id/season/:number/releases/:guid/grab", "Grab a release for a season", SonarrModal.grabSeasonRelease,
            match: { if case .grabSeasonRelease(let id, let number, let guid) = $0 { (id, number, guid) } else { nil } },
            placement: { id, number, _ in .present(.alert, over: SonarrModal.seasonSearch(seriesID: id, seasonNumber: number)) },
            screen: screens.grabSeasonRelease)
        routes.route(
            "/sonarr/series/:id/edit", "Edit a series", SonarrModal.editSeries,
            match: { if case .editSeries(let id) = $0 { id } else { nil } },
            placement: { .present(over: SonarrRoute.series(id: $0)) }, screen: screens.edit)
        routes.route(
            "/sonarr/series/:id/edit/quality-profile", "Pick the quality profile of a series", SonarrModal.pickEditedQualityProfile,
            match: { if case .pickEditedQualityProfile(let id) = $0 { id } else { nil } },
            placement: { .present(over: SonarrModal.editSeries(id: $0)) }, screen: screens.pickEditedQualityProfile)
        routes.route(
            "/sonarr/series/:id/delete", "Delete a series", SonarrModal.deleteSeries,
            match: { if case .deleteSeries(let id) = $0 { id } else { nil } },
            placement: { .present(.alert, over: SonarrRoute.series(id: $0)) }
        ) { DeleteSeriesScreen(seriesID: $0, context: $1) }
        routes.route(
            "/sonarr/queue/:id/remove", "Remove a download from the queue", SonarrModal.removeFromQueue,
            match: { if case .removeFromQueue(let id) = $0 { id } else { nil } },
            placement: { _ in .present(.alert, over: SonarrRoute.activity(.queue)) }, screen: screens.removeFromQueue)
        routes.route(
            "/sonarr/add?term", "Add a series (search for term)", SonarrModal.addLookup,
            match: { if case .addLookup(let term) = $0 { term } else { nil } },
            placement: { _ in .present(over: SonarrRoute.library) }, screen: screens.addLookup)
        routes.route(
            "/sonarr/add/:tvdbID", "Add options for a series", SonarrModal.addOptions,
            match: { if case .addOptions(let id) = $0 { id } else { nil } },
            placement: { .push(on: SonarrModal.addLookup(term: "tvdb:\($0)")) }, screen: screens.addOptions)
        routes.route(
            "/sonarr/add/:tvdbID/quality-profile", "Pick a quality profile", SonarrModal.pickQualityProfile,
            match: { if case .pickQualityProfile(let id) = $0 { id } else { nil } },
            placement: { .present(over: SonarrModal.addOptions(tvdbID: $0)) }, screen: screens.pickQualityProfile)
        routes.route(
            "/sonarr/add/:tvdbID/root-folder", "Pick a root folder", SonarrModal.pickRootFolder,
            match: { if case .pickRootFolder(let id) = $0 { id } else { nil } },
            placement: { .present(over: SonarrModal.addOptions(tvdbID: $0)) }, screen: screens.pickRootFolder)
        routes.route(
            "/sonarr/add/:tvdbID/series-type", "Pick the series type", SonarrModal.pickSeriesType,
            match: { if case .pickSeriesType(let id) = $0 { id } else { nil } },
            placement: { .present(over: SonarrModal.addOptions(tvdbID: $0)) }, screen: screens.pickSeriesType)
        routes.route(
            "/sonarr/add/:tvdbID/monitor", "Pick which episodes to monitor", SonarrModal.pickMonitor,
            match: { if case .pickMonitor(let id) = $0 { id } else { nil } },
            placement: { .present(over: SonarrModal.addOptions(tvdbID: $0)) }, screen: screens.pickMonitor)
        routes.route(
            "/sonarr/add/:tvdbID/confirm", "Confirm adding a series", SonarrModal.confirmAdd,
            match: { if case .confirmAdd(let id) = $0 { id } else { nil } },
            placement: { .present(.alert, over: SonarrModal.addOptions(tvdbID: $0)) }, screen: screens.confirmAdd)
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
        // Snapshots written before the texts were link paths named the add pickers without their series.
        routes.readLegacyTexts { text, under in
            guard case .addOptions(let id)? = under?.as(SonarrModal.self) else { return nil }
            switch text {
            case "pick/quality-profile": return .pickQualityProfile(tvdbID: id)
            case "pick/root-folder": return .pickRootFolder(tvdbID: id)
            case "pick/series-type": return .pickSeriesType(tvdbID: id)
            case "pick/monitor": return .pickMonitor(tvdbID: id)
            default: return nil
            }
        }
    }

    /// An episode's sheet over the season a link names.
    private static func overSeason(_ parameters: DeepLinkParameters) throws(DeepLinkError) -> RoutePlacement {
        .present(over: SonarrRoute.season(seriesID: try parameters.value("id"), number: try parameters.value("number")))
    }
}
