import LidarrAPI
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import ServarrCore
import ServarrScreens

/// The Lidarr feature: the artists library, artist → albums → tracks, the add-artist flow
/// (quality profile, metadata profile, root folder and monitor pickers), edit, delete, album
/// interactive search, and the activity screens, all but the artist and album screens on the
/// Servarr kit's generic screens.
///
/// It needs a `LidarrRepository` in the host's services (`LidarrModule()`), or provides the
/// one it is given (`LidarrModule(repository:)`).
public struct LidarrModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "lidarr", displayName: "Lidarr", version: "1.0.0",
        tab: ModuleTab(title: "Lidarr", key: "4", order: 4))

    private let repository: LidarrRepository?

    /// A module that resolves `LidarrRepository` from the host's services.
    public init() { repository = nil }

    /// A module that provides `repository` as the host's `LidarrRepository` service.
    public init(repository: LidarrRepository) { self.repository = repository }

    public func register(with registrar: ModuleRegistrar) {
        if let repository {
            registrar.provideService(LidarrRepository.self) { repository }
        } else {
            registrar.requireService(LidarrRepository.self)
        }
        let screens = LidarrModalScreens()
        registrar.routes(LidarrRoute.self, LidarrRoute.declare)
        registrar.modalRoutes(LidarrModal.self) { LidarrModal.declare($0, screens: screens) }
        registrar.provideRouter(LidarrRouting.self) { LidarrRouter(context: $0) }
        LidarrCommands.register(with: registrar)
        ServarrSystem<LidarrService>.register(with: registrar)
    }
}

/// The Lidarr modals' screens that share state: the add flow's session, interactive search's
/// releases and the edit sheet's choices (one of each per module).
@MainActor
struct LidarrModalScreens {
    let session = AddArtistSession()
    let releases = ReleaseSession()
    let edits = EditSession()
    let metadataProfiles = MetadataProfileList()

    private func router(_ context: ScreenContext) -> FeatureRouter<LidarrRoute, LidarrModal> {
        context.router(for: LidarrRoute.self, LidarrModal.self)
    }

    /// The repository, or an error that says Lidarr is not configured.
    private func configured(_ context: ScreenContext) -> @Sendable () throws -> LidarrRepository {
        let repository = context.services.resolve(LidarrRepository.self)
        return {
            guard let repository else { throw ServarrError.unreachable(reason: LidarrService.notConfigured) }
            return repository
        }
    }

    func addLookup(term: String, context: ScreenContext) -> any Screen {
        AddLookupScreen<LidarrService>(term: term, session: session, context: context)
    }

    func addOptions(artistID: Int, context: ScreenContext) -> any Screen {
        metadataProfiles.load(using: configured(context), tasks: context.tasks)
        return AddOptionsScreen<LidarrService>(externalID: artistID, session: session, context: context)
    }

    func edit(artistID: Int, context: ScreenContext) -> any Screen {
        EditMediaScreen<LidarrService>(mediaID: artistID, edits: edits, context: context)
    }

    func pickEditedQualityProfile(artistID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(title: "Quality profile", choices: edits.choices, current: edits.qualityProfileID) { try router.finish(with: $0) }
    }

    func pickQualityProfile(artistID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(
            title: "Quality profile", choices: ValuePickerScreen.Choice.qualityProfiles(session.qualityProfiles),
            current: session.current?.draft.qualityProfileID
        ) { try router.finish(with: $0) }
    }

    func pickRootFolder(artistID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(
            title: "Root folder", choices: ValuePickerScreen.Choice.rootFolders(session.rootFolders),
            current: session.current?.draft.rootFolderPath
        ) { try router.finish(with: $0) }
    }

    /// The metadata profiles loaded with the add options; its `String` result is the profile's id.
    func pickMetadataProfile(artistID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let choices = metadataProfiles.profiles.map { ValuePickerScreen<String>.Choice(label: $0.name, value: String($0.id)) }
        let current = String(session.current?.draft.metadataProfileID ?? metadataProfiles.profiles.first?.id ?? 0)
        return ValuePickerScreen(title: "Metadata profile", choices: choices, current: current) { try router.finish(with: $0) }
    }

    func pickMonitor(artistID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let choices = AddArtistOptions.monitorChoices.map { ValuePickerScreen<String>.Choice(label: $0.label, value: $0.value) }
        return ValuePickerScreen(title: "Monitor", choices: choices, current: session.current?.draft.monitor) { try router.finish(with: $0) }
    }

    func confirmAdd(artistID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let session = self.session
        let repository = context.services.resolve(LidarrRepository.self)
        session.currentID = artistID
        return ConfirmAddScreen(
            title: "Add artist?",
            message: {
                guard let (artist, draft) = session.current else { return "Add this artist?" }
                let folder = draft.rootFolderPath.map { " to \($0)" } ?? ""
                return "Add \(artist.title)\(folder), monitoring \(LidarrText.monitor(draft.monitor).lowercased())?"
            },
            tasks: context.tasks, isAdding: { session.isAdding },
            add: {
                guard let added = await session.add(using: repository, for: LidarrService.self) else {
                    try? router.dismiss()
                    return nil
                }
                try? router.show(.artist(id: added.id), onTab: LidarrService.tab)
                return "✓ Added \(added.title)"
            },
            cancel: { try router.dismiss() })
    }

    func releases(albumID id: Int, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return ReleasesScreen(
            title: "Album releases", session: releases, tasks: context.tasks, load: { try await configured().releases(albumID: id) },
            confirm: { release in try router.present(.grabRelease(albumID: id, guid: release.guid), style: .alert) })
    }

    func grab(albumID: Int, guid: String, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return GrabReleaseScreen(
            guid: guid, session: releases, tasks: context.tasks,
            lookUp: { try await configured().releases(albumID: albumID) }, grab: { try await configured().grab($0) },
            done: { try router.dismiss() }, cancel: { try router.dismiss() })
    }

    func removeFromQueue(id: Int, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return RemoveFromQueueScreen(
            itemID: id, tasks: context.tasks,
            lookUpTitle: { try await Page.all { try await configured().queue(page: $0, pageSize: $1) }.records.first { $0.id == id }?.title },
            remove: { removeFromClient, blocklist in
                try await configured().removeFromQueue(id: id, removeFromClient: removeFromClient, blocklist: blocklist)
            },
            done: { try router.dismiss() }, cancel: { try router.dismiss() })
    }
}

/// Lidarr's metadata profiles, loaded as the add options open (for their picker).
@MainActor
final class MetadataProfileList {
    private(set) var profiles: [MetadataProfile] = []

    func load(using repository: @escaping @Sendable () throws -> LidarrRepository, tasks: TaskTracker) {
        guard profiles.isEmpty else { return }
        tasks.track { [weak self] in
            guard let profiles = try? await repository().metadataProfiles() else { return }
            self?.profiles = profiles
        }
    }
}
