import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Radarr feature's modal screens (sheets, pickers, alerts).
public enum RadarrModal: Route {
    public static let feature: FeatureID = "radarr"
    /// The add-movie sheet: search for a movie by `term`.
    case addLookup(term: String)
    /// The add options for a lookup result, pushed inside the add sheet.
    case addOptions(tmdbID: Int)
    /// Picks a quality profile for the movie being added; returns its id (`Int`).
    case pickQualityProfile(tmdbID: Int)
    /// Picks a root folder for the movie being added; returns its path (`String`).
    case pickRootFolder(tmdbID: Int)
    /// Picks the minimum availability of the movie being added; returns its wire value (`String`).
    case pickMinimumAvailability(tmdbID: Int)
    /// "Add this movie?" over the add sheet; the add happens on confirmation.
    case confirmAdd(tmdbID: Int)
    /// "Delete this movie?" with the "delete files" and "add exclusion" toggles.
    case deleteMovie(id: Int)
    /// The edit sheet for a movie of the library.
    case editMovie(id: Int)
    /// Picks the quality profile of the movie being edited, over its edit sheet; returns the
    /// profile's id (`Int`).
    case pickEditedQualityProfile(movieID: Int)
    /// Interactive search (full-screen): the releases for a movie, to grab one.
    case interactiveSearch(movieID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(movieID: Int, guid: String)
    /// "Remove this download?" over the queue, with the "remove from client" and "blocklist" toggles.
    case removeFromQueue(id: Int)

    /// A System modal (a log file's tail, adding a collection's missing movies).
    case systemModal(SystemModal)

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<RadarrModal>, screens: RadarrModalScreens) {
        RadarrSystem.declareModals(routes)
        routes.route(
            "/radarr/add?term", "Add a movie (search for term)", RadarrModal.addLookup,
            match: { if case .addLookup(let term) = $0 { term } else { nil } },
            placement: { _ in .present(over: RadarrRoute.library) }, screen: screens.addLookup)
        routes.route(
            "/radarr/add/:tmdbID", "Add options for a movie", RadarrModal.addOptions,
            match: { if case .addOptions(let id) = $0 { id } else { nil } },
            placement: { .push(on: RadarrModal.addLookup(term: "tmdb:\($0)")) }, screen: screens.addOptions)
        routes.route(
            "/radarr/add/:tmdbID/quality-profile", "Pick a quality profile", RadarrModal.pickQualityProfile,
            match: { if case .pickQualityProfile(let id) = $0 { id } else { nil } },
            placement: { .present(over: RadarrModal.addOptions(tmdbID: $0)) }, screen: screens.pickQualityProfile)
        routes.route(
            "/radarr/add/:tmdbID/root-folder", "Pick a root folder", RadarrModal.pickRootFolder,
            match: { if case .pickRootFolder(let id) = $0 { id } else { nil } },
            placement: { .present(over: RadarrModal.addOptions(tmdbID: $0)) }, screen: screens.pickRootFolder)
        routes.route(
            "/radarr/add/:tmdbID/availability", "Pick the minimum availability", RadarrModal.pickMinimumAvailability,
            match: { if case .pickMinimumAvailability(let id) = $0 { id } else { nil } },
            placement: { .present(over: RadarrModal.addOptions(tmdbID: $0)) }, screen: screens.pickMinimumAvailability)
        routes.route(
            "/radarr/add/:tmdbID/confirm", "Confirm adding a movie", RadarrModal.confirmAdd,
            match: { if case .confirmAdd(let id) = $0 { id } else { nil } },
            placement: { .present(.alert, over: RadarrModal.addOptions(tmdbID: $0)) }, screen: screens.confirmAdd)
        routes.route(
            "/radarr/movie/:id/delete", "Delete a movie", RadarrModal.deleteMovie,
            match: { if case .deleteMovie(let id) = $0 { id } else { nil } },
            placement: { .present(.alert, over: RadarrRoute.movie(id: $0)) }
        ) { DeleteMovieScreen(movieID: $0, context: $1) }
        routes.route(
            "/radarr/movie/:id/edit", "Edit a movie", RadarrModal.editMovie,
            match: { if case .editMovie(let id) = $0 { id } else { nil } },
            placement: { .present(over: RadarrRoute.movie(id: $0)) }, screen: screens.edit)
        routes.route(
            "/radarr/movie/:id/edit/quality-profile", "Pick the quality profile of a movie", RadarrModal.pickEditedQualityProfile,
            match: { if case .pickEditedQualityProfile(let id) = $0 { id } else { nil } },
            placement: { .present(over: RadarrModal.editMovie(id: $0)) }, screen: screens.pickEditedQualityProfile)
        routes.route(
            "/radarr/movie/:id/releases", "Interactive search for a movie", RadarrModal.interactiveSearch,
            match: { if case .interactiveSearch(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: RadarrRoute.movie(id: $0)) }, screen: screens.releases)
        routes.route(
            "/radarr/movie/:id/releases/:guid/grab", "Grab a release for a movie", RadarrModal.grabRelease,
            match: { if case .grabRelease(let id, let guid) = $0 { (id, guid) } else { nil } },
            placement: { id, _ in .present(.alert, over: RadarrModal.interactiveSearch(movieID: id)) }, screen: screens.grab)
        routes.route(
            "/radarr/queue/:id/remove", "Remove a download from the queue", RadarrModal.removeFromQueue,
            match: { if case .removeFromQueue(let id) = $0 { id } else { nil } },
            placement: { _ in .present(.alert, over: RadarrRoute.activity(.queue)) }, screen: screens.removeFromQueue)
        // Snapshots written before the texts were link paths named the add pickers without their movie.
        routes.readLegacyTexts { text, under in
            guard case .addOptions(let id)? = under?.as(RadarrModal.self) else { return nil }
            switch text {
            case "pick/quality-profile": return .pickQualityProfile(tmdbID: id)
            case "pick/root-folder": return .pickRootFolder(tmdbID: id)
            case "pick/minimum-availability": return .pickMinimumAvailability(tmdbID: id)
            default: return nil
            }
        }
    }
}
