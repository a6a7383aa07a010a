import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Lidarr feature's modal screens. The add flow keys a lookup result by
/// `Artist.externalID` (a number made from its MusicBrainz id).
public enum LidarrModal: Route {
    public static let feature: FeatureID = "lidarr"
    /// The add-artist sheet: search for an artist by `term`.
    case addLookup(term: String)
    /// The add options for a lookup result, pushed inside the add sheet.
    case addOptions(artistID: Int)
    /// Picks a quality profile for the artist being added; returns its id (`Int`).
    case pickQualityProfile(artistID: Int)
    /// Picks a metadata profile for the artist being added; returns its id (`String`).
    case pickMetadataProfile(artistID: Int)
    /// Picks a root folder for the artist being added; returns its path (`String`).
    case pickRootFolder(artistID: Int)
    /// Picks which albums of the artist being added to monitor; returns the option (`String`).
    case pickMonitor(artistID: Int)
    /// "Add this artist?" over the add sheet; the add happens on confirmation.
    case confirmAdd(artistID: Int)
    /// The edit sheet for an artist.
    case editArtist(id: Int)
    /// Picks the quality profile of the artist being edited; returns its id (`Int`).
    case pickEditedQualityProfile(artistID: Int)
    /// "Delete this artist?" with the "delete files" and "add exclusion" toggles.
    case deleteArtist(id: Int)
    /// "Remove this download?" over the queue.
    case removeFromQueue(id: Int)
    /// Interactive search (full-screen, over the album): the releases for an album.
    case interactiveSearch(albumID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(albumID: Int, guid: String)

    /// A System modal (a log file's tail).
    case systemModal(SystemModal)

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<LidarrModal>, screens: LidarrModalScreens) {
        ServarrSystem<LidarrService>.declareModals(routes)
        routes.route(
            "/lidarr/album/:id/releases", "Interactive search for an album", LidarrModal.interactiveSearch,
            match: { if case .interactiveSearch(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: LidarrRoute.album(id: $0)) }, screen: screens.releases)
        routes.route(
            "/lidarr/album/:id/releases/:guid/grab", "Grab a release for an album", LidarrModal.grabRelease,
            match: { if case .grabRelease(let id, let guid) = $0 { (id, guid) } else { nil } },
            placement: { id, _ in .present(.alert, over: LidarrModal.interactiveSearch(albumID: id)) }, screen: screens.grab)
        routes.route(
            "/lidarr/artist/:id/edit", "Edit an artist", LidarrModal.editArtist,
            match: { if case .editArtist(let id) = $0 { id } else { nil } },
            placement: { .present(over: LidarrRoute.artist(id: $0)) }, screen: screens.edit)
        routes.route(
            "/lidarr/artist/:id/edit/quality-profile", "Pick the quality profile of an artist", LidarrModal.pickEditedQualityProfile,
            match: { if case .pickEditedQualityProfile(let id) = $0 { id } else { nil } },
            placement: { .present(over: LidarrModal.editArtist(id: $0)) }, screen: screens.pickEditedQualityProfile)
        routes.route(
            "/lidarr/artist/:id/delete", "Delete an artist", LidarrModal.deleteArtist,
            match: { if case .deleteArtist(let id) = $0 { id } else { nil } },
            placement: { .present(.alert, over: LidarrRoute.artist(id: $0)) }
        ) {
            DeleteMediaScreen<LidarrService>(mediaID: $0, context: $1)
        }
        routes.route(
            "/lidarr/queue/:id/remove", "Remove a download from the queue", LidarrModal.removeFromQueue,
            match: { if case .removeFromQueue(let id) = $0 { id } else { nil } },
            placement: { _ in .present(.alert, over: LidarrRoute.activity(.queue)) }, screen: screens.removeFromQueue)
        routes.route(
            "/lidarr/add?term", "Add an artist (search for term)", LidarrModal.addLookup,
            match: { if case .addLookup(let term) = $0 { term } else { nil } },
            placement: { _ in .present(over: LidarrRoute.library) }, screen: screens.addLookup)
        routes.route(
            "/lidarr/add/:artistID", "Add options for an artist", LidarrModal.addOptions,
            match: { if case .addOptions(let id) = $0 { id } else { nil } },
            placement: { _ in .push(on: LidarrModal.addLookup(term: "")) }, screen: screens.addOptions)
        let pickers: [(String, String, @Sendable (Int) -> LidarrModal, @Sendable (LidarrModal) -> Int?, LidarrModalScreens.Make)] = [
            (
                "quality-profile", "Pick a quality profile", LidarrModal.pickQualityProfile,
                { if case .pickQualityProfile(let id) = $0 { id } else { nil } }, screens.pickQualityProfile
            ),
            (
                "metadata-profile", "Pick a metadata profile", LidarrModal.pickMetadataProfile,
                { if case .pickMetadataProfile(let id) = $0 { id } else { nil } }, screens.pickMetadataProfile
            ),
            (
                "root-folder", "Pick a root folder", LidarrModal.pickRootFolder,
                { if case .pickRootFolder(let id) = $0 { id } else { nil } }, screens.pickRootFolder
            ),
            (
                "monitor", "Pick which albums to monitor", LidarrModal.pickMonitor,
                { if case .pickMonitor(let id) = $0 { id } else { nil } }, screens.pickMonitor
            ),
        ]
        for (path, summary, make, match, screen) in pickers {
            routes.route(
                "/lidarr/add/:artistID/\(path)", summary, make, match: match,
                placement: { .present(over: LidarrModal.addOptions(artistID: $0)) }, screen: screen)
        }
        routes.route(
            "/lidarr/add/:artistID/confirm", "Confirm adding an artist", LidarrModal.confirmAdd,
            match: { if case .confirmAdd(let id) = $0 { id } else { nil } },
            placement: { .present(.alert, over: LidarrModal.addOptions(artistID: $0)) }, screen: screens.confirmAdd)
    }
}

extension LidarrModalScreens {
    /// A screen made from an artist's number and the context.
    typealias Make = @MainActor (Int, ScreenContext) -> any Screen
}
