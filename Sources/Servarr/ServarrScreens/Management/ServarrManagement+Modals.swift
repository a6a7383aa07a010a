import Foundation
import MarqueeHost
import MarqueeNavigation
import ServarrCore

extension ServarrManagement {
    /// Declares the management sheets and alerts (``ManagementModal``) over their screens:
    /// `/radarr/blocklist/remove/3,7`, `/radarr/blocklist/clear`, `/radarr/indexers/:id/edit`,
    /// `/radarr/indexers/:id/delete`, `/radarr/download-clients/:id/edit`, `/radarr/tags/new`, `/radarr/tags/:id/rename`,
    /// `/radarr/tags/:id/delete`, `/radarr/root-folders/add`, `/radarr/root-folders/:id/remove`.
    @MainActor
    public static func declareModals(_ routes: FeatureRoutes<Service.Modal>) {
        let over: @Sendable (ManagementRoute, ModalStyle) -> RoutePlacement = { area, style in
            .present(style, over: Service.manage(area))
        }
        func idCase(
            _ path: String, _ summary: String, _ make: @escaping @Sendable (Int) -> ManagementModal, _ area: ManagementRoute,
            _ style: ModalStyle, match: @escaping @Sendable (ManagementModal) -> Int?,
            screen: @escaping @MainActor (Int, ScreenContext, Service.Repository?) -> any Screen
        ) {
            routes.route(
                "\(Service.linkRoot)/\(path)", summary, { Service.manageModal(make($0)) },
                match: { Service.managedModal($0).flatMap(match) }, placement: { _ in over(area, style) }
            ) { id, context in screen(id, context, context.services.resolve(Service.Repository.self)) }
        }
        func plainCase(
            _ path: String, _ summary: String, _ modal: ManagementModal, _ area: ManagementRoute, _ style: ModalStyle,
            screen: @escaping @MainActor (ScreenContext, Service.Repository?) -> any Screen
        ) {
            routes.route("\(Service.linkRoot)/\(path)", summary, Service.manageModal(modal), over(area, style)) { context in
                screen(context, context.services.resolve(Service.Repository.self))
            }
        }

        routes.route(
            "\(Service.linkRoot)/blocklist/remove/:ids", "Remove releases from the blocklist", { Service.manageModal(.removeFromBlocklist(ids: $0)) },
            match: { if case .removeFromBlocklist(let ids)? = Service.managedModal($0) { ids } else { nil } },
            placement: { _ in over(.blocklist, .alert) }
        ) { ids, context in removeFromBlocklist(ids.ids, context: context) }
        plainCase("blocklist/clear", "Clear the blocklist", .clearBlocklist, .blocklist, .alert) { context, repository in
            confirm(
                "Clear blocklist?", "Remove every release from the blocklist? They may be grabbed again.", answer: "Clear", context,
                repository
            ) { repository in
                let count = try await repository.clearBlocklist()
                return "Removed \(count) release\(count == 1 ? "" : "s") from the blocklist"
            }
        }
        idCase(
            "indexers/:id/edit", "Edit an indexer", ManagementModal.editIndexer, .indexers, .sheet,
            match: { if case .editIndexer(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ProviderEditScreen<Indexer>(
                providerID: id, tasks: context.tasks,
                load: {
                    let repository = try configured(repository)
                    async let indexers = repository.indexers()
                    async let tags = repository.tags()
                    return (try await indexers.element(id: id, named: "Indexer"), try await tags)
                },
                save: { try await configured(repository).update($0) }, done: dismiss(context))
        }
        idCase(
            "download-clients/:id/edit", "Edit a download client", ManagementModal.editDownloadClient, .downloadClients, .sheet,
            match: { if case .editDownloadClient(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            ProviderEditScreen<DownloadClient>(
                providerID: id, tasks: context.tasks,
                load: {
                    let repository = try configured(repository)
                    async let clients = repository.downloadClients()
                    async let tags = repository.tags()
                    return (try await clients.element(id: id, named: "Download client"), try await tags)
                },
                save: { try await configured(repository).update($0) }, done: dismiss(context))
        }
        idCase(
            "indexers/:id/delete", "Delete an indexer", ManagementModal.deleteIndexer, .indexers, .alert,
            match: { if case .deleteIndexer(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            confirm(
                "Delete indexer?", "Delete indexer \(id)?", answer: "Delete", context, repository,
                describe: { try await $0.indexers().elements.first { $0.id == id }.map { "Delete the indexer \($0.name)?" } }
            ) { repository in
                try await repository.deleteIndexer(id: id)
                return "Deleted indexer \(id)"
            }
        }
        idCase(
            "download-clients/:id/delete", "Delete a download client", ManagementModal.deleteDownloadClient, .downloadClients, .alert,
            match: { if case .deleteDownloadClient(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            confirm(
                "Delete download client?", "Delete download client \(id)?", answer: "Delete", context, repository,
                describe: { try await $0.downloadClients().elements.first { $0.id == id }.map { "Delete the download client \($0.name)?" } }
            ) { repository in
                try await repository.deleteDownloadClient(id: id)
                return "Deleted download client \(id)"
            }
        }
        plainCase("tags/new", "Create a tag", .newTag, .tags, promptStyle) { context, repository in
            TextPromptScreen(
                title: "New tag", label: "Label", placeholder: "letters, digits and -", tasks: context.tasks,
                submit: { "Created tag \(try await configured(repository).createTag(label: $0).label)" }, done: dismiss(context))
        }
        idCase(
            "tags/:id/rename", "Rename a tag", ManagementModal.renameTag, .tags, promptStyle,
            match: { if case .renameTag(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            TextPromptScreen(
                title: "Rename tag", label: "Label", tasks: context.tasks,
                prefill: { try await configured(repository).tags().first { $0.id == id }?.label ?? "" },
                submit: { "Renamed to \(try await configured(repository).renameTag(id: id, label: $0).label)" }, done: dismiss(context))
        }
        idCase(
            "tags/:id/delete", "Delete a tag", ManagementModal.deleteTag, .tags, .alert,
            match: { if case .deleteTag(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            confirm(
                "Delete tag?", "Delete tag \(id)?", answer: "Delete", context, repository,
                describe: { try await $0.tags().first { $0.id == id }.map { "Delete the tag ‘\($0.label)’?" } }
            ) { repository in
                try await repository.deleteTag(id: id)
                return "Deleted tag \(id)"
            }
        }
        plainCase("root-folders/add", "Add a root folder", .addRootFolder, .rootFolders, promptStyle) { context, repository in
            TextPromptScreen(
                title: "Add root folder", label: "Path", placeholder: "/data/media", tasks: context.tasks,
                submit: { "Added \(try await configured(repository).addRootFolder(path: $0).path)" }, done: dismiss(context))
        }
        idCase(
            "root-folders/:id/remove", "Remove a root folder", ManagementModal.removeRootFolder, .rootFolders, .alert,
            match: { if case .removeRootFolder(let id) = $0 { id } else { nil } }
        ) { id, context, repository in
            confirm(
                "Remove root folder?", "Remove root folder \(id)?", answer: "Remove", context, repository,
                describe: {
                    try await $0.rootFolderListing().elements.first { $0.id == id }.map {
                        "Remove the root folder \($0.path)? Its files stay on disk."
                    }
                }
            ) { repository in
                try await repository.removeRootFolder(id: id)
                return "Removed root folder \(id)"
            }
        }
    }

    @MainActor
    private static func removeFromBlocklist(_ ids: [Int], context: ScreenContext) -> any Screen {
        let noun = ids.count == 1 ? "release" : "\(ids.count) releases"
        return confirm(
            "Remove from blocklist?", "Remove \(noun) from the blocklist? \(ids.count == 1 ? "It" : "They") may be grabbed again.",
            answer: "Remove", context, context.services.resolve(Service.Repository.self)
        ) { repository in
            if ids.count == 1 { try await repository.removeFromBlocklist(id: ids[0]) } else { try await repository.removeFromBlocklist(ids: ids) }
            return "Removed \(noun) from the blocklist"
        }
    }

    /// A destructive question whose answer runs `action` on the repository.
    @MainActor
    private static func confirm(
        _ title: String, _ message: String, answer: String, _ context: ScreenContext, _ repository: Service.Repository?,
        describe: (@Sendable (Service.Repository) async throws -> String?)? = nil,
        action: @escaping @Sendable (Service.Repository) async throws -> String
    ) -> ConfirmActionScreen {
        var described: (@Sendable () async throws -> String?)?
        if let describe { described = { try await describe(configured(repository)) } }
        return ConfirmActionScreen(
            title: title, message: message, answer: answer, tasks: context.tasks, describe: described,
            action: { _ in try await action(configured(repository)) }, done: dismiss(context))
    }

    private static func configured(_ repository: Service.Repository?) throws -> Service.Repository {
        guard let repository else { throw ServarrError.unreachable(reason: Service.notConfigured) }
        return repository
    }

    @MainActor
    private static func dismiss(_ context: ScreenContext) -> @MainActor () throws -> Void {
        let router = context.router(for: Service.Route.self, Service.Modal.self)
        return { try router.dismiss() }
    }
}
