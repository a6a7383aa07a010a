import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import ServarrCore

/// The shared modal screens of one Servarr feature (``ServarrModal``), written once for every
/// service, and the state they share: the add flow's session, interactive search's releases
/// and the edit sheet's choices (one of each per module registration).
///
/// A module makes one and declares its routes with it, then adds its own:
///
/// ```swift
/// let screens = ServarrModalScreens<RadarrService>()
/// registrar.routes(RadarrModal.self) { routes in
///     screens.declare(in: routes)
///     routes.route("/radarr/add/:tmdbID/availability", …)
/// }
/// ```
@MainActor
public final class ServarrModalScreens<Service: ServarrService> {
    public typealias Media = Service.Repository.Media
    public typealias ExternalID = Media.ExternalID
    public typealias Modal = Service.Modal

    /// What the add flow's screens share.
    public let session: AddSession<Media, Service.Draft>
    /// The releases interactive search found (for its grab alert).
    public let releases = ReleaseSession()
    /// What the edit sheet shares with its quality-profile picker.
    public let edits = EditSession()
    /// What the manual import sheet shares with the pickers over it.
    public let imports = ImportPickSession()
    /// Runs as the add options of a lookup result open (a service loads what its own pickers offer).
    public var willShowAddOptions: (@MainActor (ScreenContext) -> Void)?

    /// Screens with an empty add session.
    public init() {
        session = AddSession(for: Service.self)
    }

    /// Opens the add flow on an item the caller already knows (a collection's missing movie):
    /// the add sheet with the item's options pushed inside it, titled and ready for Ctrl-S,
    /// without depending on a lookup that may not list it.
    public func startAdd(of item: Media, from repository: Service.Repository, router: FeatureRouter<Service.Route, Modal>) throws(NavigationError) {
        session.use(repository)
        session.remember([item])
        try router.present(.addLookup(term: Service.lookupTerm(externalID: item.externalID)))
        _ = try router.pushInsideModal(.addOptions(item.externalID))
    }

    // MARK: Routes

    /// Declares the shared modal routes under the feature's root (`/radarr/add?term`,
    /// `/radarr/add/:tmdbID`, `/radarr/movie/:id/edit`, `/radarr/queue/:id/remove`, …).
    /// `legacyPickers` reads the add pickers of snapshots written before route texts were link
    /// paths ("pick/minimum-availability" → the service's picker; the shared pickers are known).
    public func declare(in routes: FeatureRoutes<Modal>, legacyPickers: [String: @Sendable (ExternalID) -> Modal] = [:]) {
        let root = Service.linkRoot, item = "\(root)/\(Service.noun)/:id", add = "\(root)/add/:\(Service.externalIDName)"
        let noun = Service.nounWithArticle
        routes.route(
            "\(root)/add?term", "Add \(noun) (search for term)", Modal.addLookup,
            match: { if case .addLookup(let term)? = $0.kitModal { term } else { nil } },
            placement: { _ in .present(over: Service.library) }, screen: addLookup)
        routes.route(
            add, "Add options for \(noun)", Modal.addOptions, match: { if case .addOptions(let id)? = $0.kitModal { id } else { nil } },
            placement: { .push(on: Modal.addLookup(term: Service.lookupTerm(externalID: $0))) }, screen: addOptions)
        declareAddPicker(in: routes, "\(add)/quality-profile", "Pick a quality profile", Modal.pickQualityProfile, screen: pickQualityProfile) {
            if case .pickQualityProfile(let id)? = $0.kitModal { id } else { nil }
        }
        declareAddPicker(in: routes, "\(add)/root-folder", "Pick a root folder", Modal.pickRootFolder, screen: pickRootFolder) {
            if case .pickRootFolder(let id)? = $0.kitModal { id } else { nil }
        }
        routes.route(
            "\(add)/confirm", "Confirm adding \(noun)", Modal.confirmAdd, match: { if case .confirmAdd(let id)? = $0.kitModal { id } else { nil } },
            placement: { .present(.alert, over: Modal.addOptions($0)) }, screen: confirmAdd)
        routes.route(
            "\(item)/edit", "Edit \(noun)", Modal.edit, match: { if case .edit(let id)? = $0.kitModal { id } else { nil } },
            placement: { .present(over: Service.detail(id: $0)) }, screen: edit)
        routes.route(
            "\(item)/edit/quality-profile", "Pick the quality profile of \(noun)", Modal.pickEditedQualityProfile,
            match: { if case .pickEditedQualityProfile(let id)? = $0.kitModal { id } else { nil } },
            placement: { .present(over: Modal.edit(id: $0)) }, screen: pickEditedQualityProfile)
        routes.route(
            "\(item)/edit/root-folder", "Pick the root folder of \(noun)", Modal.pickEditedRootFolder,
            match: { if case .pickEditedRootFolder(let id)? = $0.kitModal { id } else { nil } },
            placement: { .present(over: Modal.edit(id: $0)) }, screen: pickEditedRootFolder)
        routes.route(
            "\(item)/delete", "Delete \(noun)", Modal.delete, match: { if case .delete(let id)? = $0.kitModal { id } else { nil } },
            placement: { .present(.alert, over: Service.detail(id: $0)) }
        ) { DeleteMediaScreen<Service>(mediaID: $0, context: $1) }
        routes.route(
            "\(root)/queue/:id/remove", "Remove a download from the queue", Modal.removeFromQueue,
            match: { if case .removeFromQueue(let id)? = $0.kitModal { id } else { nil } },
            placement: { _ in .present(.alert, over: Service.activity(.queue)) }, screen: removeFromQueue)
        routes.route(
            "\(root)/queue/remove/:ids", "Remove the marked downloads from the queue", Modal.removeDownloads,
            match: { if case .removeDownloads(let selection)? = $0.kitModal { selection } else { nil } },
            placement: { _ in .present(.alert, over: Service.activity(.queue)) }
        ) { [unowned self] selection, context in
            let router = self.router(context), configured = self.configured(context)
            return RemoveFromQueueScreen(
                itemIDs: selection.ids, tasks: context.tasks, lookUpTitle: { nil },
                remove: { removeFromClient, blocklist, searchAgain in
                    try await configured().removeFromQueue(
                        ids: selection.ids, removeFromClient: removeFromClient, blocklist: blocklist, searchAgain: searchAgain)
                },
                done: { try router.dismiss() }, cancel: { try router.dismiss() })
        }
        routes.route(
            "\(root)/queue/:id/import", "Import a download's files by hand", Modal.manualImport,
            match: { if case .manualImport(let id)? = $0.kitModal { id } else { nil } },
            placement: { _ in .present(over: Service.activity(.queue)) }
        ) { [unowned self] id, context in self.importSheet(.queue(id: id), context: context) }
        routes.route(
            "\(root)/import?folder", "Import the files of a folder by hand", Modal.importFolder,
            match: { if case .importFolder(let path)? = $0.kitModal { path } else { nil } },
            placement: { _ in .present(over: Service.library) }
        ) { [unowned self] path, context in self.importSheet(.folder(path: path), context: context) }
        routes.route(
            "\(root)/import/folder", "Choose a folder to import by hand", Modal.chooseImportFolder, .present(over: Service.library)
        ) { [unowned self] context in self.chooseImportFolder(context: context) }
        routes.route(
            "\(root)/import/pick/:pick", "Change a file of a manual import", Modal.pickImport,
            match: { if case .pickImport(let pick)? = $0.kitModal { pick } else { nil } },
            placement: { .present(over: Modal.manualImport($0.sheet)) }, screen: pickImport)
        routes.route(
            "\(root)/queue/:id/details", "A download of the queue in full", Modal.queueDetails,
            match: { if case .queueDetails(let id)? = $0.kitModal { id } else { nil } },
            placement: { _ in .present(over: Service.activity(.queue)) }, screen: queueDetails)
        routes.route(
            "\(root)/history/:id/failed", "Mark a grab as failed", Modal.markFailed,
            match: { if case .markFailed(let id)? = $0.kitModal { id } else { nil } },
            placement: { _ in .present(.alert, over: Service.activity(.history)) }, screen: markFailed)
        routes.route(
            "\(root)/library/editor/:change", "Change the marked items", Modal.bulk,
            match: { if case .bulk(let change)? = $0.kitModal { change } else { nil } },
            placement: { .present($0.action == .edit ? .sheet : .alert, over: Service.library) }, screen: bulk)
        let pickers = legacyPickers.merging(["pick/quality-profile": Modal.pickQualityProfile, "pick/root-folder": Modal.pickRootFolder]) { own, _ in
            own
        }
        routes.readLegacyTexts { text, under in
            guard case .addOptions(let id)? = under?.as(Modal.self)?.kitModal else { return nil }
            return pickers[text]?(id)
        }
    }

    /// Declares a picker presented over the add options (the shared ones and a service's own:
    /// minimum availability, series type, monitor…).
    public func declareAddPicker(
        in routes: FeatureRoutes<Modal>, _ pattern: String, _ summary: String, _ make: @escaping @Sendable (ExternalID) -> Modal,
        screen: @escaping @MainActor (ExternalID, ScreenContext) -> any Screen, match: @escaping @Sendable (Modal) -> ExternalID?
    ) {
        routes.route(pattern, summary, make, match: match, placement: { .present(over: Modal.addOptions($0)) }, screen: screen)
    }

    // MARK: Screens

    private func router(_ context: ScreenContext) -> FeatureRouter<Service.Route, Modal> {
        context.router(for: Service.Route.self, Modal.self)
    }

    /// The repository, or an error that says the service is not configured.
    public func configured(_ context: ScreenContext) -> @Sendable () throws -> Service.Repository {
        let repository = context.services.resolve(Service.Repository.self)
        return {
            guard let repository else { throw ServarrError.unreachable(reason: Service.notConfigured) }
            return repository
        }
    }

    func addLookup(term: String, context: ScreenContext) -> any Screen {
        AddLookupScreen<Service>(term: term, session: session, context: context)
    }

    func addOptions(id: ExternalID, context: ScreenContext) -> any Screen {
        willShowAddOptions?(context)
        return AddOptionsScreen<Service>(externalID: id, session: session, context: context)
    }

    /// A picker of the add flow or an edit sheet whose choice finishes the modal with its value.
    public func picker<Value: Sendable & Hashable>(
        _ title: String, _ choices: [ValuePickerScreen<Value>.Choice], current: Value?, context: ScreenContext
    ) -> any Screen {
        let router = router(context)
        return ValuePickerScreen(title: title, choices: choices, current: current) { try router.finish(with: $0) }
    }

    func pickQualityProfile(id: ExternalID, context: ScreenContext) -> any Screen {
        picker(
            "Quality profile", ValuePickerScreen<Int>.Choice.qualityProfiles(session.qualityProfiles),
            current: session.current?.draft.qualityProfileID, context: context)
    }

    func pickRootFolder(id: ExternalID, context: ScreenContext) -> any Screen {
        picker(
            "Root folder", ValuePickerScreen<String>.Choice.rootFolders(session.rootFolders), current: session.current?.draft.rootFolderPath,
            context: context)
    }

    func confirmAdd(id: ExternalID, context: ScreenContext) -> any Screen {
        let router = router(context), session = self.session
        let repository = context.services.resolve(Service.Repository.self)
        session.currentID = id
        if session.results[id] == nil, let repository {
            // Opened by a link: find the item so that the question can name it.
            context.tasks.track { session.remember((try? await repository.lookup(term: Service.lookupTerm(externalID: id))) ?? []) }
        }
        return ConfirmAddScreen(
            title: "Add \(Service.noun)?", message: { Service.confirmAddMessage(session.current?.item, session.current?.draft ?? Service.Draft()) },
            tasks: context.tasks, isAdding: { session.isAdding },
            add: {
                guard let added = await session.add(using: repository, for: Service.self) else {
                    try? router.dismiss()
                    return nil
                }
                try? router.show(Service.detail(id: added.id), onTab: Service.tab)
                return "✓ Added \(added.title)"
            },
            cancel: { try router.dismiss() })
    }

    func edit(id: Int, context: ScreenContext) -> any Screen {
        EditMediaScreen<Service>(mediaID: id, edits: edits, context: context)
    }

    func pickEditedQualityProfile(id: Int, context: ScreenContext) -> any Screen {
        picker("Quality profile", edits.choices, current: edits.qualityProfileID, context: context)
    }

    func pickEditedRootFolder(id: Int, context: ScreenContext) -> any Screen {
        picker("Root folder", edits.rootFolderChoices, current: edits.rootFolderPath, context: context)
    }

    /// The manual import sheet of `source`, its pickers presented over it.
    func importSheet(_ source: ImportSheetSource, context: ScreenContext) -> any Screen {
        let router = router(context)
        let picking = ImportPicking(session: imports, coordinator: router.coordinator) { change throws(NavigationError) in
            try router.present(.pickImport(ImportPick(change, on: source)))
        }
        return ImportSheetScreen(
            source: source, steps: Service.importProposalSteps, offersLanguages: Service.importsLanguages, picking: picking,
            repository: configured(context), tasks: context.tasks)
    }

    /// The folder prompt of `M`: the root folders and the download client's folders (those of
    /// the queue's downloads and the folders they are in) complete the path; Enter replaces the
    /// prompt with the folder's import sheet.
    func chooseImportFolder(context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return ImportFolderPromptScreen(
            tasks: context.tasks,
            load: {
                let repository = try configured()
                async let roots = repository.rootFolders()
                async let queue = repository.queueDetails()
                let downloads = try await queue.compactMap(\.outputPath).filter { $0.hasPrefix("/") }
                let parents = downloads.map { path in String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }.filter { !$0.isEmpty }
                return try await roots.map(\.path) + downloads + parents
            },
            open: { path in
                try router.dismiss()
                _ = try router.present(.importFolder(path: path))
            })
    }

    /// A picker over the manual import sheet, showing what the sheet put in ``imports``: one
    /// choice (``ValuePickerScreen``, returning the row's index), several
    /// (``MultipleChoiceScreen``, returning the indices) or a release group (a prompt returning
    /// the text).
    func pickImport(_ pick: ImportPick, context: ScreenContext) -> any Screen {
        let router = router(context), session = imports
        if pick.change == .releaseGroup {
            return TextPromptScreen(
                title: session.title, label: "Release group", text: session.text, tasks: context.tasks,
                submit: { text in
                    await MainActor.run { session.text = text }
                    return "Release group: \(text)"
                },
                done: { try router.finish(with: session.text) })
        }
        if session.allowsMany {
            return MultipleChoiceScreen(title: session.title, rows: session.rows, current: session.current) { try router.finish(with: $0) }
        }
        return ValuePickerScreen(
            title: session.title,
            choices: session.rows.indices.map {
                ValuePickerScreen<Int>.Choice(label: session.rows[$0].label, detail: session.rows[$0].detail, value: $0)
            },
            current: session.current.first
        ) { try router.finish(with: $0) }
    }

    /// A download of the queue in full; its import sheet and remove alert open over it, and it
    /// closes once the download has left the queue.
    func queueDetails(id: Int, context: ScreenContext) -> any Screen {
        let router = router(context)
        return QueueDetailsScreen(
            queueID: id, repository: configured(context), tasks: context.tasks,
            importFiles: { _ = try router.present(.manualImport(queueID: id)) },
            remove: { _ = try router.present(.removeFromQueue(id: id), style: .alert) },
            gone: { try router.dismiss() })
    }

    /// "Mark this grab as failed?": the server blocklists the release and, unless its failed
    /// download handling says otherwise, searches for another (`history/failed` takes no options).
    func markFailed(historyID: Int, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return ConfirmActionScreen(
            title: "Mark as failed", message: "Mark this grab as failed? The release is blocklisted and another is searched for.",
            answer: "Mark failed", tasks: context.tasks,
            describe: {
                // The recent history names it (a link to an old grab keeps the plain question).
                let grab = try await configured().history(page: 1, pageSize: 250).records.first { $0.id == historyID }
                return grab.map { "Mark \($0.sourceTitle) as failed? The release is blocklisted and another is searched for." }
            },
            action: { _ in
                try await configured().markFailed(historyID: historyID)
                return "Marked as failed: blocklisted, searching again"
            },
            done: { try router.dismiss() })
    }

    func removeFromQueue(id: Int, context: ScreenContext) -> any Screen {
        let router = router(context), configured = configured(context)
        return RemoveFromQueueScreen(
            itemIDs: [id], tasks: context.tasks,
            lookUpTitle: { try await Page.all { try await configured().queue(page: $0, pageSize: $1) }.records.first { $0.id == id }?.title },
            remove: { removeFromClient, blocklist, searchAgain in
                try await configured().removeFromQueue(id: id, removeFromClient: removeFromClient, blocklist: blocklist, searchAgain: searchAgain)
            },
            done: { try router.dismiss() }, cancel: { try router.dismiss() })
    }

    /// What the library's marks take: "Monitor 12 movies?" (one editor request; a refusal keeps
    /// the alert, the marks and the server's message), the bulk editor sheet
    /// (``BulkEditScreen``), "Delete 12 movies?" with the files and exclusion toggles
    /// (``DeleteMediaScreen``), or "Search 12 movies?" and "Refresh 12 movies?" (the commands
    /// start, followed by the service's ``CommandWatch`` until the last ends).
    func bulk(_ change: MediaBulkChange, context: ScreenContext) -> any Screen {
        let plural = (Service.self as? any ServarrLibraryService.Type)?.pluralNoun ?? Service.noun
        let router = router(context), configured = configured(context)
        let count = change.count(Service.noun, plural), action = change.action
        let work: @MainActor (DisplayInvalidator?) async throws -> String
        switch action {
        case .edit: return BulkEditScreen<Service>(ids: change.ids, pluralNoun: plural, context: context)
        case .delete: return DeleteMediaScreen<Service>(mediaIDs: change.ids, pluralNoun: plural, context: context)
        case .monitor, .unmonitor:
            work = { _ in
                try await configured().edit(mediaIDs: change.ids, MediaEditorChange(isMonitored: action == .monitor))
                return "\(action.pastTense.capitalized) \(count)"
            }
        case .search, .refresh:
            let watch = CommandWatch<Service>.registered(in: context.services), tasks = context.tasks
            let commands =
                action == .search
                ? Service.Repository.Command.searches(ofLibraryItems: change.ids) : Service.Repository.Command.refreshes(ofLibraryItems: change.ids)
            work = { display in
                try await watch.run(
                    commands, action == .search ? .search(for: count) : .refresh(of: count), on: configured(), tasks: tasks, display: display)
            }
        }
        return ConfirmActionScreen(
            title: "\(action.answer) \(count)", message: "\(action.answer) \(count)?", answer: action.answer, isDestructive: false,
            tasks: context.tasks, action: work, done: { try router.dismiss() })
    }

    /// Interactive search: the releases `load` finds; choosing one presents `grab` (its "Grab
    /// this release?" alert).
    public func releases(
        _ title: String = "Interactive search", context: ScreenContext,
        load: @escaping @Sendable (Service.Repository) async throws -> [Release], grab: @escaping @MainActor (String) -> Modal
    ) -> any Screen {
        let router = router(context), configured = configured(context)
        return ReleasesScreen(
            title: title, session: releases, tasks: context.tasks, load: { try await load(configured()) },
            confirm: { release in try router.present(grab(release.guid), style: .alert) })
    }

    /// "Grab this release?" for release `guid` of those `lookUp` finds (when opened by a link).
    public func grab(guid: String, context: ScreenContext, lookUp: @escaping @Sendable (Service.Repository) async throws -> [Release]) -> any Screen {
        let router = router(context), configured = configured(context)
        return GrabReleaseScreen(
            guid: guid, session: releases, tasks: context.tasks, lookUp: { try await lookUp(configured()) },
            grab: { try await configured().grab($0) }, done: { try router.dismiss() }, cancel: { try router.dismiss() })
    }
}

extension ModuleRegistrar {
    /// Registers the repository of a Servarr feature module for `service` (the one given,
    /// provided as the host's service, or else required from the host) and returns the modal
    /// screens its routes declare.
    public func servarr<Service: ServarrService>(_ service: Service.Type, repository: Service.Repository?) -> ServarrModalScreens<Service> {
        if let repository {
            provideService(Service.Repository.self) { repository }
        } else {
            requireService(Service.Repository.self)
        }
        let screens = ServarrModalScreens<Service>()
        // Screens of the module (a collection) start the add flow on an item they know.
        provideService(ServarrModalScreens<Service>.self) { screens }
        return screens
    }
}
