import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import ServarrCore

/// The management screens of every Servarr feature, declared once for a service: blocklist,
/// indexers, download clients, tags and root folders (``ManagementRoute``), their sheets and
/// alerts (``ManagementModal``), their links (`/radarr/blocklist`, `/sonarr/indexers/3/edit`)
/// and keys (`B` `N` `D` `T` `R`). A module calls ``declare(_:)`` from its route declaration,
/// ``declareModals(_:)`` from its modal declaration and ``registerKeys(with:)`` from its commands.
public enum ServarrManagement<Service: ServarrManagementService> {
    /// How the one-line sheets (a tag's label, a root folder's path) are presented: half height.
    public static var promptStyle: ModalStyle { .sheet(detents: [.medium]) }

    /// Declares the five screens, each pushed on the library.
    @MainActor
    public static func declare(_ routes: FeatureRoutes<Service.Route>) {
        for area in ManagementRoute.allCases {
            routes.route("\(Service.linkRoot)/\(area.rawValue)", area.title, Service.manage(area), .push(on: Service.library)) {
                make(area, context: $0)
            }
        }
    }

    /// Registers `B` `N` `D` `T` `R` on the service's screens, as sections (``ServarrSections``).
    @MainActor
    public static func registerKeys(with registrar: ModuleRegistrar) {
        for area in ManagementRoute.allCases {
            ServarrSections<Service>.register(area.key, title: area.title, route: Service.manage(area), with: registrar)
        }
    }

    /// The screen of `area`.
    @MainActor
    public static func make(_ area: ManagementRoute, context: ScreenContext) -> ManagementScreen {
        guard let repository = context.services.resolve(Service.Repository.self) else {
            return ManagementScreen(title: area.title, unavailable: Service.notConfigured, tasks: context.tasks)
        }
        let router = context.router(for: Service.Route.self, Service.Modal.self)
        let present: @MainActor (ManagementModal, ModalStyle) -> Void = { modal, style in
            _ = try? router.present(Service.manageModal(modal), style: style)
        }
        switch area {
        case .blocklist: return blocklist(repository, tasks: context.tasks, present: present)
        case .indexers: return indexers(repository, tasks: context.tasks, present: present)
        case .downloadClients: return downloadClients(repository, tasks: context.tasks, present: present)
        case .tags: return tags(repository, tasks: context.tasks, present: present)
        case .rootFolders:
            let showNaming = Service.namingSettings.map { naming in { @MainActor in _ = try? router.push(naming) } }
            let importFolder: @MainActor (String) -> Void = { path in _ = try? router.present(.importFolder(path: path)) }
            return rootFolders(repository, tasks: context.tasks, present: present, showNaming: showNaming, importFolder: importFolder)
        }
    }

    // MARK: Blocklist

    static var blocklistPageSize: Int { 50 }

    @MainActor
    private static func blocklist(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ManagementModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let order = BlocklistOrder()
        let actions = [
            ManagementAction(key: "d", title: "remove") { screen in
                let ids = screen.targetIDs
                if !ids.isEmpty { present(.removeFromBlocklist(ids: RecordIDs(ids)), .alert) }
            },
            ManagementAction(key: "X", title: "clear all") { _ in present(.clearBlocklist, .alert) },
            ManagementAction(key: "o", title: "sort") { screen in
                let keys = BlocklistSort.Key.allCases
                order.sort.key = keys[(keys.firstIndex(of: order.sort.key)! + 1) % keys.count]
                order.sort.isAscending = order.sort.key != .date
                let sort = order.sort
                screen.reload { try await blocklistPage(1, sort: sort, repository) }
            },
            ManagementAction(key: "r", title: "reverse") { screen in
                order.sort.isAscending.toggle()
                let sort = order.sort
                screen.reload { try await blocklistPage(1, sort: sort, repository) }
            },
        ]
        return ManagementScreen(
            title: ManagementRoute.blocklist.title, instance: repository.instanceLabel, tasks: tasks, allowsMarking: true, actions: actions
        ) {
            try await blocklistPage(1, sort: .newestFirst, repository)
        }
    }

    /// One page of the blocklist as rows; the next page follows from `next`.
    static func blocklistPage(_ number: Int, sort: BlocklistSort, _ repository: Service.Repository) async throws -> ManagementContent {
        let page = try await repository.blocklist(page: number, pageSize: blocklistPageSize, sort: sort)
        let rows = page.records.map { item in
            ManagementRow(
                id: item.id, title: item.sourceTitle, details: [item.indexer, ActivityDates.text(for: item.date)],
                footnote: [item.quality, item.downloadProtocol, item.message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "))
        }
        let arrow = TableView.sortArrow(ascending: sort.isAscending)
        var next: (@Sendable () async throws -> ManagementContent)?
        if page.hasMorePages { next = { try await blocklistPage(number + 1, sort: sort, repository) } }
        let noun = page.totalRecords == 1 ? "release" : "releases"
        return ManagementContent(
            summary: "\(page.totalRecords) blocklisted \(noun) · by \(sort.key.title) \(arrow)", rows: rows, report: page.report,
            next: next, columns: RowColumns(title: "Release", details: ["Indexer", "Date"]),
            serverSort: ListSort(column: [.sourceTitle, .indexer, .date].firstIndex(of: sort.key) ?? 2, ascending: sort.isAscending))
    }

    // MARK: Indexers and download clients

    @MainActor
    private static func indexers(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ManagementModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction.onHighlightedRow(key: "e", title: "edit") { id in present(.editIndexer(id: id), .sheet) },
            ManagementAction(key: "t", title: "test") { screen in
                guard let id = screen.selectedRow?.id else { return }
                screen.test("Testing…") { [try await repository.testIndexer(id: id)] }
            },
            ManagementAction(key: "A", title: "test all") { screen in
                screen.test("Testing all…") {
                    let ids = try await repository.indexers().elements.filter(\.isEnabled).map(\.id)
                    return try await repository.testEach(ids) { try await repository.testIndexer(id: $0) }
                }
            },
            ManagementAction.onHighlightedRow(key: "d", title: "delete") { id in present(.deleteIndexer(id: id), .alert) },
        ]
        return ManagementScreen(title: ManagementRoute.indexers.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e")
        {
            let listing = try await repository.indexers()
            let rows = listing.elements.map { indexer in
                ManagementRow(
                    id: indexer.id, title: indexer.name, details: [indexer.downloadProtocol, String(indexer.priority), searches(indexer)],
                    isProblem: !indexer.isEnabled)
            }
            return ManagementContent(
                summary: providerSummary(listing.elements, noun: "indexer"), rows: rows, report: listing.report,
                columns: RowColumns(title: "Indexer", details: ["Protocol", "Priority", "Searches"]))
        }
    }

    /// The searches an indexer takes part in, as words: "RSS, automatic, interactive"; "none".
    static func searches(_ indexer: Indexer) -> String {
        let searches = [
            indexer.enableRss ? "RSS" : nil, indexer.enableAutomaticSearch ? "automatic" : nil,
            indexer.enableInteractiveSearch ? "interactive" : nil,
        ]
        .compactMap { $0 }
        return searches.isEmpty ? "none" : searches.joined(separator: ", ")
    }

    @MainActor
    private static func downloadClients(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ManagementModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction.onHighlightedRow(key: "e", title: "edit") { id in present(.editDownloadClient(id: id), .sheet) },
            ManagementAction.onHighlightedRow(key: "d", title: "delete") { id in present(.deleteDownloadClient(id: id), .alert) },
            ManagementAction(key: "x", title: "enable/disable") { screen in
                guard let row = screen.selectedRow, let id = row.id else { return }
                let enable = row.isProblem
                screen.run("\(enable ? "Enabling" : "Disabling") \(row.title)…") {
                    let client = try await repository.setDownloadClient(id: id, enabled: enable)
                    return "\(client.name) \(client.isEnabled ? "enabled" : "disabled")"
                }
            },
            ManagementAction(key: "t", title: "test") { screen in
                guard let id = screen.selectedRow?.id else { return }
                screen.test("Testing…") { [try await repository.testDownloadClient(id: id)] }
            },
            ManagementAction(key: "A", title: "test all") { screen in
                screen.test("Testing all…") {
                    let ids = try await repository.downloadClients().elements.filter(\.isEnabled).map(\.id)
                    return try await repository.testEach(ids) { try await repository.testDownloadClient(id: $0) }
                }
            },
        ]
        return ManagementScreen(
            title: ManagementRoute.downloadClients.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e"
        ) {
            let listing = try await repository.downloadClients()
            let rows = listing.elements.map { client in
                ManagementRow(
                    id: client.id, title: client.name,
                    details: [client.implementation, client.downloadProtocol, client.isEnabled ? "enabled" : "disabled"],
                    isProblem: !client.isEnabled)
            }
            return ManagementContent(
                summary: providerSummary(listing.elements, noun: "download client"), rows: rows, report: listing.report,
                columns: RowColumns(title: "Client", details: ["Kind", "Protocol", "State"]))
        }
    }

    /// "5 indexers · 4 enabled".
    static func providerSummary(_ providers: [some ServarrProvider], noun: String) -> String {
        "\(providers.count) \(noun)\(providers.count == 1 ? "" : "s") · \(providers.count(where: \.isEnabled)) enabled"
    }

    // MARK: Tags

    @MainActor
    private static func tags(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ManagementModal, ModalStyle) -> Void
    ) -> ManagementScreen {
        let actions = [
            ManagementAction(key: "n", title: "new") { _ in present(.newTag, promptStyle) },
            ManagementAction.onHighlightedRow(key: "e", title: "rename") { id in present(.renameTag(id: id), promptStyle) },
            ManagementAction(key: "d", title: "delete") { screen in
                guard let id = screen.selectedRow?.id else { return }
                // Asks the server what uses the tag now: a tag in use is refused with the reason.
                tasks.track { [weak screen] in
                    do {
                        guard let usage = try await repository.tagUsages().elements.first(where: { $0.id == id }) else {
                            screen?.refuse("That tag no longer exists")
                            return
                        }
                        guard !usage.isInUse else {
                            screen?.refuse(refusal(usage))
                            return
                        }
                        present(.deleteTag(id: id), .alert)
                    } catch {
                        screen?.refuse(ServarrError.userMessage(for: error))
                    }
                }
            },
        ]
        return ManagementScreen(title: ManagementRoute.tags.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "e") {
            let listing = try await repository.tagUsages()
            let rows = listing.elements.map { usage in
                ManagementRow(
                    id: usage.id, title: usage.label,
                    details: [usage.mediaIDs.count, usage.indexerIDs.count, usage.downloadClientIDs.count, usage.otherUses].map(String.init))
            }
            let unused = listing.elements.count { !$0.isInUse }
            return ManagementContent(
                summary: "\(rows.count) tag\(rows.count == 1 ? "" : "s") · \(unused) unused", rows: rows, report: listing.report,
                columns: RowColumns(title: "Tag", details: [Service.pluralNoun.capitalized, "Indexers", "Clients", "Other uses"]))
        }
    }

    /// Why a tag in use cannot be deleted.
    static func refusal(_ usage: TagUsage) -> String {
        "‘\(usage.label)’ is used by \(usage.uses(noun: Service.noun, pluralNoun: Service.pluralNoun)): remove it there first"
    }

    // MARK: Root folders

    @MainActor
    private static func rootFolders(
        _ repository: Service.Repository, tasks: TaskTracker, present: @escaping @MainActor (ManagementModal, ModalStyle) -> Void,
        showNaming: (@MainActor () -> Void)?, importFolder: @escaping @MainActor (String) -> Void
    ) -> ManagementScreen {
        var actions = [
            ManagementAction(key: "n", title: "add") { _ in present(.addRootFolder, promptStyle) },
            ManagementAction.onHighlightedRow(key: "d", title: "remove") { id in present(.removeRootFolder(id: id), .alert) },
            ManagementAction(key: "i", title: "import") { screen in
                guard let folder = screen.selectedRow?.folder else {
                    screen.refuse("Only an unmapped folder (↳) is imported by hand: highlight one")
                    return
                }
                importFolder(folder)
            },
        ]
        if let showNaming { actions.append(ManagementAction(key: "f", title: "file naming") { _ in showNaming() }) }
        return ManagementScreen(
            title: ManagementRoute.rootFolders.title, instance: repository.instanceLabel, tasks: tasks, actions: actions, open: "i"
        ) {
            let listing = try await repository.rootFolderListing()
            var rows: [ManagementRow] = []
            for folder in listing.elements {
                let space = [folder.freeSpace, folder.totalSpace].map { $0.map(ByteCountText.text(for:)) ?? "unknown" }
                rows.append(
                    ManagementRow(
                        id: folder.id, title: folder.path, details: space + [folder.isAccessible ? "accessible" : "not accessible"],
                        sortValues: [folder.freeSpace, folder.totalSpace].map { $0.map { .number(Double($0)) } ?? .none },
                        isProblem: !folder.isAccessible))
                rows += folder.unmappedFolders.map {
                    ManagementRow(id: nil, title: "  ↳ \($0.name)", details: ["", "", "unmapped"], footnote: $0.path, folder: $0.path)
                }
            }
            let unmapped = listing.elements.reduce(0) { $0 + $1.unmappedFolders.count }
            return ManagementContent(
                summary:
                    "\(listing.elements.count) root folder\(listing.elements.count == 1 ? "" : "s") · \(unmapped) unmapped folder\(unmapped == 1 ? "" : "s")",
                rows: rows, report: listing.report, columns: RowColumns(title: "Folder", details: ["Free", "Total", "State"]))
        }
    }
}

/// The blocklist's sort, kept while its screen lives.
@MainActor
final class BlocklistOrder {
    var sort = BlocklistSort.newestFirst
}
