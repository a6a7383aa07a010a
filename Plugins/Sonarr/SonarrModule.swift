import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// The Sonarr feature: the series library, series detail with seasons, season detail,
/// episode sheets, the add-series flow and delete.
///
/// It needs a `SonarrRepository` in the host's services (`SonarrModule()`), or provides the
/// one it is given (`SonarrModule(repository:)`).
public struct SonarrModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "sonarr", displayName: "Sonarr", version: "1.0.0",
        tab: ModuleTab(title: "Sonarr", key: "2", order: 2))

    private let repository: SonarrRepository?

    /// A module that resolves `SonarrRepository` from the host's services.
    public init() {
        repository = nil
    }

    /// A module that provides `repository` as the host's `SonarrRepository` service.
    public init(repository: SonarrRepository) {
        self.repository = repository
    }

    public func register(with registrar: ModuleRegistrar) {
        if let repository {
            registrar.provideService(SonarrRepository.self) { repository }
        } else {
            registrar.requireService(SonarrRepository.self)
        }
        let screens = SonarrModalScreens()
        registrar.routes(SonarrRoute.self, SonarrRoute.declare)
        registrar.modalRoutes(SonarrModal.self) { SonarrModal.declare($0, screens: screens) }
        registrar.provideRouter(SonarrRouting.self) { SonarrRouter(context: $0) }
        SonarrCommands.register(with: registrar)
        ServarrSystem<SonarrService>.register(with: registrar)
    }
}

/// The Sonarr modals' screens that share state: the add flow's session, interactive search's
/// releases and the edit sheet's choices (one of each per module).
@MainActor
struct SonarrModalScreens {
    let session = AddSeriesSession()
    let releases = ReleaseSession()
    let edits = EditSession()

    private func router(_ context: ScreenContext) -> FeatureRouter<SonarrRoute, SonarrModal> {
        context.router(for: SonarrRoute.self, SonarrModal.self)
    }

    /// The repository, or an error that says Sonarr is not configured.
    private func configured(_ context: ScreenContext) -> @Sendable () throws -> SonarrRepository {
        let repository = context.services.resolve(SonarrRepository.self)
        return {
            guard let repository else { throw ServarrError.unreachable(reason: "Sonarr is not configured") }
            return repository
        }
    }

    func addLookup(term: String, context: ScreenContext) -> any Screen {
        AddSeriesLookupScreen(term: term, session: session, context: context)
    }

    func addOptions(tvdbID: Int, context: ScreenContext) -> any Screen {
        AddSeriesOptionsScreen(tvdbID: tvdbID, session: session, context: context)
    }

    func edit(seriesID: Int, context: ScreenContext) -> any Screen {
        EditSeriesScreen(seriesID: seriesID, edits: edits, context: context)
    }

    func pickEditedQualityProfile(seriesID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(title: "Quality profile", choices: edits.choices, current: edits.qualityProfileID) {
            try router.finish(with: $0)
        }
    }

    func pickQualityProfile(tvdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(
            title: "Quality profile", choices: ValuePickerScreen.Choice.qualityProfiles(session.qualityProfiles),
            current: session.current?.draft.qualityProfileID
        ) { try router.finish(with: $0) }
    }

    func pickRootFolder(tvdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(
            title: "Root folder", choices: ValuePickerScreen.Choice.rootFolders(session.rootFolders),
            current: session.current?.draft.rootFolderPath
        ) { try router.finish(with: $0) }
    }

    func pickSeriesType(tvdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let choices = AddSeriesDraft.seriesTypes.map {
            ValuePickerScreen<String>.Choice(label: AddSeriesText.seriesType($0), detail: AddSeriesText.seriesTypeDetail($0), value: $0.rawValue)
        }
        return ValuePickerScreen(title: "Series type", choices: choices, current: session.current?.draft.seriesType.rawValue) {
            try router.finish(with: $0)
        }
    }

    func pickMonitor(tvdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let choices = AddSeriesDraft.monitorOptions.map { ValuePickerScreen<String>.Choice(label: AddSeriesText.monitor($0), value: $0) }
        return ValuePickerScreen(title: "Monitor", choices: choices, current: session.current?.draft.monitor) { try router.finish(with: $0) }
    }

    func confirmAdd(tvdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let session = self.session
        let repository = context.services.resolve(SonarrRepository.self)
        session.currentID = tvdbID
        if session.results[tvdbID] == nil, let repository {
            // Opened by a link: find the series so that the question can name it.
            context.tasks.track { session.remember((try? await repository.lookupSeries(term: "tvdb:\(tvdbID)")) ?? []) }
        }
        return ConfirmAddScreen(
            title: "Add series?",
            message: {
                guard let (series, draft) = session.current else { return "Add this series?" }
                let name = series.title + (series.year > 0 ? " (\(series.year))" : "")
                let folder = draft.rootFolderPath.map { " to \($0)" } ?? ""
                return "Add \(name)\(folder), monitoring \(AddSeriesText.monitor(draft.monitor).lowercased())?"
            },
            tasks: context.tasks, isAdding: { session.isAdding },
            add: {
                guard let added = await session.add(using: repository) else {
                    try? router.dismiss()
                    return nil
                }
                try? router.show(.series(id: added.id), onTab: SonarrRoute.tab)
                return "✓ Added \(added.title)"
            },
            cancel: { try router.dismiss() })
    }

    func releases(episodeID id: Int, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return ReleasesScreen(
            session: releases, tasks: context.tasks, load: { try await configured().releases(episodeID: id) },
            confirm: { release in try router.present(.grabRelease(episodeID: id, guid: release.guid), style: .alert) })
    }

    func grab(episodeID: Int, guid: String, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return GrabReleaseScreen(
            guid: guid, session: releases, tasks: context.tasks,
            lookUp: { try await configured().releases(episodeID: episodeID) }, grab: { try await configured().grab($0) },
            done: { try router.dismiss() }, cancel: { try router.dismiss() })
    }

    func seasonReleases(seriesID: Int, number: Int, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return ReleasesScreen(
            title: number == 0 ? "Specials releases" : "Season \(number) releases", session: releases, tasks: context.tasks,
            load: { try await configured().releases(seriesID: seriesID, seasonNumber: number) },
            confirm: { release in
                try router.present(.grabSeasonRelease(seriesID: seriesID, seasonNumber: number, guid: release.guid), style: .alert)
            })
    }

    func grabSeasonRelease(seriesID: Int, number: Int, guid: String, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return GrabReleaseScreen(
            guid: guid, session: releases, tasks: context.tasks,
            lookUp: { try await configured().releases(seriesID: seriesID, seasonNumber: number) }, grab: { try await configured().grab($0) },
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
