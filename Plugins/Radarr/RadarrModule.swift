import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import RadarrAPI
import ServarrCore
import ServarrScreens

/// The Radarr feature: the movie library, movie detail, the add-movie flow, edit and delete.
///
/// It needs a `RadarrRepository` in the host's services, which the app registers:
///
/// ```swift
/// services.register(RadarrRepository.self, RadarrRepository(configuration: configuration))
/// let modules: [any FeatureModule] = [RadarrModule()]
/// ```
///
/// Or let the module provide it: `RadarrModule(repository: repository)`.
public struct RadarrModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "radarr", displayName: "Radarr", version: "1.0.0",
        tab: ModuleTab(title: "Radarr", key: "1", order: 1))

    private let repository: RadarrRepository?

    /// A module that resolves `RadarrRepository` from the host's services.
    public init() {
        repository = nil
    }

    /// A module that provides `repository` as the host's `RadarrRepository` service.
    public init(repository: RadarrRepository) {
        self.repository = repository
    }

    public func register(with registrar: ModuleRegistrar) {
        if let repository {
            registrar.provideService(RadarrRepository.self) { repository }
        } else {
            registrar.requireService(RadarrRepository.self)
        }
        let screens = RadarrModalScreens()
        registrar.routes(RadarrRoute.self, RadarrRoute.declare)
        registrar.modalRoutes(RadarrModal.self) { RadarrModal.declare($0, screens: screens) }
        registrar.provideRouter(RadarrRouting.self) { RadarrRouter(context: $0) }
        RadarrCommands.register(with: registrar)
        RadarrSystem.register(with: registrar)
    }
}

/// The Radarr modals' screens that share state: the add flow's session, interactive search's
/// releases and the edit sheet's choices (one of each per module).
@MainActor
struct RadarrModalScreens {
    let session = AddMovieSession()
    let releases = ReleaseSession()
    let edits = EditSession()

    private func router(_ context: ScreenContext) -> FeatureRouter<RadarrRoute, RadarrModal> {
        context.router(for: RadarrRoute.self, RadarrModal.self)
    }

    /// The repository, or an error that says Radarr is not configured.
    private func configured(_ context: ScreenContext) -> @Sendable () throws -> RadarrRepository {
        let repository = context.services.resolve(RadarrRepository.self)
        return {
            guard let repository else { throw ServarrError.unreachable(reason: "Radarr is not configured") }
            return repository
        }
    }

    func addLookup(term: String, context: ScreenContext) -> any Screen {
        AddMovieLookupScreen(term: term, session: session, context: context)
    }

    func addOptions(tmdbID: Int, context: ScreenContext) -> any Screen {
        AddMovieOptionsScreen(tmdbID: tmdbID, session: session, context: context)
    }

    func pickQualityProfile(tmdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(
            title: "Quality profile", choices: ValuePickerScreen.Choice.qualityProfiles(session.qualityProfiles),
            current: session.current?.draft.qualityProfileID
        ) { try router.finish(with: $0) }
    }

    func pickRootFolder(tmdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(
            title: "Root folder", choices: ValuePickerScreen.Choice.rootFolders(session.rootFolders),
            current: session.current?.draft.rootFolderPath
        ) { try router.finish(with: $0) }
    }

    func pickMinimumAvailability(tmdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let choices = MinimumAvailabilityText.choices.map {
            ValuePickerScreen<String>.Choice(label: MinimumAvailabilityText.text(for: $0), detail: "", value: $0.rawValue)
        }
        return ValuePickerScreen(
            title: "Minimum availability", choices: choices,
            current: session.current?.draft.minimumAvailability.rawValue
        ) { try router.finish(with: $0) }
    }

    func confirmAdd(tmdbID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        let session = self.session
        let repository = context.services.resolve(RadarrRepository.self)
        session.currentID = tmdbID
        if session.results[tmdbID] == nil, let repository {
            // Opened by a link: find the movie so that the question can name it.
            context.tasks.track { session.remember((try? await repository.lookupMovies(term: "tmdb:\(tmdbID)")) ?? []) }
        }
        return ConfirmAddScreen(
            title: "Add movie?",
            message: {
                let name = session.current.map { $0.item.title + ($0.item.year > 0 ? " (\($0.item.year))" : "") } ?? "this movie"
                let folder = session.current?.draft.rootFolderPath.map { " to \($0)" } ?? ""
                return "Add \(name)\(folder)?"
            },
            tasks: context.tasks, isAdding: { session.isAdding },
            add: {
                guard let added = await session.add(using: repository) else {
                    try? router.dismiss()
                    return nil
                }
                try? router.show(.movie(id: added.id), onTab: RadarrRoute.tab)
                return "✓ Added \(added.title)"
            },
            cancel: { try router.dismiss() })
    }

    func edit(movieID: Int, context: ScreenContext) -> any Screen {
        EditMovieScreen(movieID: movieID, edits: edits, context: context)
    }

    func pickEditedQualityProfile(movieID: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(title: "Quality profile", choices: edits.choices, current: edits.qualityProfileID) {
            try router.finish(with: $0)
        }
    }

    func releases(movieID: Int, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return ReleasesScreen(
            session: releases, tasks: context.tasks, load: { try await configured().releases(movieID: movieID) },
            confirm: { release in try router.present(.grabRelease(movieID: movieID, guid: release.guid), style: .alert) })
    }

    func grab(movieID: Int, guid: String, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return GrabReleaseScreen(
            guid: guid, session: releases, tasks: context.tasks,
            lookUp: { try await configured().releases(movieID: movieID) }, grab: { try await configured().grab($0) },
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
