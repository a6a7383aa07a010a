import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Radarr feature's modal screens (sheets, pickers, alerts): the shared ones (add, edit,
/// delete, remove from queue) and Radarr's own.
public enum RadarrModal: ServarrModalRoute {
    public static let feature: FeatureID = "radarr"
    /// A shared modal screen (``ServarrModal``), keyed by TMDb id in the add flow:
    /// `RadarrModal.addLookup(term:)`, `.addOptions(603)`, `.edit(id:)`, `.delete(id:)`…
    case kit(ServarrModal<Int>)
    /// Picks the minimum availability of the movie being added; returns its wire value (`String`).
    case pickMinimumAvailability(tmdbID: Int)
    /// Interactive search (full-screen): the releases for a movie, to grab one.
    case interactiveSearch(movieID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(movieID: Int, guid: String)

    /// A server-management sheet or alert (edit an indexer, delete a tag…).
    case manageModal(ManagementModal)
    /// A profile sheet or alert (copy a profile to another instance, delete a custom format…).
    case profileModal(ProfileModal)
    /// A System modal (a log file's tail).
    case systemModal(SystemModal)
    /// "Add the missing movies of this collection?" (`/radarr/collections/:id/add-missing`).
    case addMissingMovies(collectionID: Int)
    /// The rename preview of a movie's file (full-screen).
    case renameFiles(movieID: Int)
    /// The rename preview of the library's marked movies (full-screen).
    case renameMarked(ids: RecordIDs)

    public var kitModal: ServarrModal<Int>? { if case .kit(let modal) = self { modal } else { nil } }

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<RadarrModal>, screens: ServarrModalScreens<RadarrService>) {
        ServarrManagement<RadarrService>.declareModals(routes)
        ServarrProfiles<RadarrService>.declareModals(routes)
        RadarrSystem.declareModals(routes)
        screens.declare(in: routes, legacyPickers: ["pick/minimum-availability": RadarrModal.pickMinimumAvailability])
        RadarrRenaming.declare(routes, screens: screens)
        screens.declareAddPicker(
            in: routes, "/radarr/add/:tmdbID/availability", "Pick the minimum availability", RadarrModal.pickMinimumAvailability,
            screen: { _, context in
                let choices = MinimumAvailabilityText.choices.map {
                    ValuePickerScreen<String>.Choice(label: MinimumAvailabilityText.text(for: $0), value: $0.rawValue)
                }
                return screens.picker(
                    "Minimum availability", choices, current: screens.session.current?.draft.minimumAvailability.rawValue, context: context)
            }, match: { if case .pickMinimumAvailability(let id) = $0 { id } else { nil } })
        routes.route(
            "/radarr/movie/:id/releases", "Interactive search for a movie", RadarrModal.interactiveSearch,
            match: { if case .interactiveSearch(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: RadarrRoute.movie(id: $0)) }
        ) { id, context in
            screens.releases(context: context, load: { try await $0.releases(movieID: id) }, grab: { .grabRelease(movieID: id, guid: $0) })
        }
        routes.route(
            "/radarr/movie/:id/releases/:guid/grab", "Grab a release for a movie", RadarrModal.grabRelease,
            match: { if case .grabRelease(let id, let guid) = $0 { (id, guid) } else { nil } },
            placement: { id, _ in .present(.alert, over: RadarrModal.interactiveSearch(movieID: id)) }
        ) { id, guid, context in screens.grab(guid: guid, context: context) { try await $0.releases(movieID: id) } }
    }
}
