import LidarrAPI
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Lidarr feature's modal screens: the shared ones (add, edit, delete, remove from queue)
/// and Lidarr's own (the add flow's metadata-profile and monitor pickers, album interactive
/// search). The add flow names a lookup result by its MusicBrainz id.
public enum LidarrModal: ServarrModalRoute {
    public static let feature: FeatureID = "lidarr"
    /// A shared modal screen (``ServarrModal``), keyed by MusicBrainz id in the add flow:
    /// `LidarrModal.addLookup(term:)`, `.addOptions("a74b1b7f-…")`, `.edit(id:)`, `.delete(id:)`…
    case kit(ServarrModal<String>)
    /// Picks a metadata profile for the artist being added; returns its id (`String`).
    case pickMetadataProfile(foreignArtistID: String)
    /// Picks which albums of the artist being added to monitor; returns the option (`String`).
    case pickMonitor(foreignArtistID: String)
    /// Interactive search (full-screen, over the album): the releases for an album.
    case interactiveSearch(albumID: Int)
    /// "Grab this release?" over interactive search; the grab happens on confirmation.
    case grabRelease(albumID: Int, guid: String)
    /// The rename and retag preview of an artist's files (full-screen).
    case renameFiles(artistID: Int)
    /// The rename and retag preview of the library's marked artists (full-screen).
    case renameMarked(ids: RecordIDs)

    /// A server-management sheet or alert (edit an indexer, delete a tag…).
    case manageModal(ManagementModal)
    /// A profile sheet or alert (copy a profile to another instance, delete a custom format…).
    case profileModal(ProfileModal)
    /// A System modal (a log file's tail).
    case systemModal(SystemModal)

    public var kitModal: ServarrModal<String>? { if case .kit(let modal) = self { modal } else { nil } }

    /// Each case once: its link, what stands under it and its screen.
    @MainActor
    static func declare(_ routes: FeatureRoutes<LidarrModal>, screens: ServarrModalScreens<LidarrService>, metadataProfiles: MetadataProfileList) {
        ServarrManagement<LidarrService>.declareModals(routes)
        ServarrProfiles<LidarrService>.declareModals(routes)
        ServarrSystem<LidarrService>.declareModals(routes)
        screens.declare(in: routes)
        LidarrRenaming.declare(routes, screens: screens)
        screens.declareAddPicker(
            in: routes, "/lidarr/add/:foreignArtistID/metadata-profile", "Pick a metadata profile", LidarrModal.pickMetadataProfile,
            screen: { id, context in
                let choices = metadataProfiles.profiles.map { ValuePickerScreen<String>.Choice(label: $0.name, value: String($0.id)) }
                // The form shows the chosen profile by the name offered here.
                screens.session.drafts[id]?.metadataProfileNames = Dictionary(
                    metadataProfiles.profiles.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
                let current = String(screens.session.current?.draft.metadataProfileID ?? metadataProfiles.profiles.first?.id ?? 0)
                return screens.picker("Metadata profile", choices, current: current, context: context)
            }, match: { if case .pickMetadataProfile(let id) = $0 { id } else { nil } })
        screens.declareAddPicker(
            in: routes, "/lidarr/add/:foreignArtistID/monitor", "Pick which albums to monitor", LidarrModal.pickMonitor,
            screen: { _, context in
                let choices = AddArtistOptions.monitorChoices.map { ValuePickerScreen<String>.Choice(label: $0.label, value: $0.value) }
                return screens.picker("Monitor", choices, current: screens.session.current?.draft.monitor, context: context)
            }, match: { if case .pickMonitor(let id) = $0 { id } else { nil } })
        routes.route(
            "/lidarr/album/:id/releases", "Interactive search for an album", LidarrModal.interactiveSearch,
            match: { if case .interactiveSearch(let id) = $0 { id } else { nil } },
            placement: { .present(.fullScreen, over: LidarrRoute.album(id: $0)) }
        ) { id, context in
            screens.releases(
                "Album releases", context: context, load: { try await $0.releases(albumID: id) }, grab: { .grabRelease(albumID: id, guid: $0) })
        }
        routes.route(
            "/lidarr/album/:id/releases/:guid/grab", "Grab a release for an album", LidarrModal.grabRelease,
            match: { if case .grabRelease(let id, let guid) = $0 { (id, guid) } else { nil } },
            placement: { id, _ in .present(.alert, over: LidarrModal.interactiveSearch(albumID: id)) }
        ) { id, guid, context in screens.grab(guid: guid, context: context) { try await $0.releases(albumID: id) } }
    }
}
