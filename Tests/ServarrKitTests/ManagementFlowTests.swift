import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// A kit case whose service has the management screens (all of them do).
@MainActor
protocol ManagementKitCase: KitCase where Service: ServarrManagementService {}

extension RadarrCase: ManagementKitCase {}
extension SonarrCase: ManagementKitCase {}
extension LidarrCase: ManagementKitCase {}

/// The services the management tests run for.
enum ManagementKitCases {
    static let all: [any ManagementKitCase.Type] = [RadarrCase.self, SonarrCase.self, LidarrCase.self]
}

/// The management screens of every service (blocklist, indexers, download clients, tags,
/// root folders) over real HTTP to the simulator: each mutation, and each one's failure (the
/// server's message shown, typed input kept), confirmation first where something is destroyed.
@MainActor
@Suite(.serialized) struct ManagementFlowTests {
    /// Opens `area` by its link over the library and waits for its rows.
    private func open<Case: ManagementKitCase>(_ area: ManagementRoute, _ service: Case.Type, in flow: FlowTest) async throws -> ManagementScreen {
        flow.open("/\(Case.name)/\(area.rawValue)") { $0.setStack(Case.library, Case.Service.manage(area)) }
        await flow.settle()
        let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
        #expect(screen.failure == nil, "\(area): \(screen.failure ?? "")")
        return screen
    }

    private func modal<Case: ManagementKitCase>(_ modal: ManagementModal, _ service: Case.Type) -> Case.Service.Modal {
        Case.Service.manageModal(modal)
    }

    private func fail<Case: ManagementKitCase>(
        _ service: Case.Type, _ simulator: ServarrSimulator, _ method: String, _ path: String, _ message: String
    ) async {
        await simulator.faults.add(
            FaultRule(
                .serverError(message: message), service: Case.simulated, operation: "\(method)/\(Case.Service.Repository.api.root)/\(path)",
                remaining: 1))
    }

    /// Answers the focused alert while `method path` fails once: the alert stays with the
    /// server's message and nothing changes (`unchanged` holds); answered again, it does its
    /// work and is dismissed.
    private func answerThroughAFailure<Case: ManagementKitCase>(
        _ answer: String, _ method: String, _ path: String, _ service: Case.Type, _ simulator: ServarrSimulator, _ flow: FlowTest,
        unchanged: () async throws -> Bool = { true }
    ) async throws {
        await fail(service, simulator, method, path, "Database is locked")
        flow.answer(answer)
        await flow.settle()
        flow.expectNoChange()
        #expect(try flow.requireFocusedScreen(as: ConfirmActionScreen.self).failure == "Database is locked")
        #expect(try await unchanged())
        flow.answer(answer)
        await flow.settle()
        flow.expect { $0.dismiss() }
    }

    // MARK: Screens and keys

    @Test(arguments: ManagementKitCases.all)
    func everyScreenOpensByKeyAndLinkAndIsTidyAt80x24(_ service: any ManagementKitCase.Type) async throws {
        try await screensOpen(service)
    }

    private func screensOpen<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, _ in
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.expect { $0.setStack(Case.library) }
            await flow.settle()
            // Each key is offered and listed by the help overlay; the command palette offers the links.
            let offered = flow.host.keyCommands(for: flow.state.focusedEntry).map { "\($0.key) \($0.title)" }
            let helpTerminal = InMemoryTerminal(size: Size(width: 100, height: 60))
            let help = Shell(environment: HostShellEnvironment(host: flow.host), backend: helpTerminal)
            _ = help.handle(.character("?"))
            help.render()
            for area in ManagementRoute.allCases {
                #expect(offered.contains("\(area.key) \(area.title)"), "\(area): \(offered)")
                #expect(helpTerminal.row(containing: area.title) != nil, "\(area): \(helpTerminal.screenString)")
            }
            _ = help.handle(.escape)
            for area in ManagementRoute.allCases {
                _ = help.handle(.character(":"))
                // A prefix only, so that the row found is a completion, not what was typed.
                for character in "/\(Case.name)/\(area.rawValue.prefix(3))" { _ = help.handle(.character(character)) }
                help.render()
                #expect(helpTerminal.row(containing: "/\(Case.name)/\(area.rawValue)") != nil, "\(area): \(helpTerminal.screenString)")
                _ = help.handle(.escape)
            }
            for (index, area) in ManagementRoute.allCases.enumerated() {
                flow.press(area.key) {
                    if index > 0 { $0.pop() }
                    $0.push(Case.Service.manage(area))
                }
                await flow.settle()
                let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
                #expect(screen.isLoaded && screen.failure == nil, "\(area): \(screen.failure ?? "")")
                #expect(!screen.rows.isEmpty, "\(area)")
                #expect(flow.host.deepLinks.link(for: Case.Service.manage(area)) == "marquee://\(Case.name)/\(area.rawValue)")
                shell.render()
                #expect(terminal.row(containing: screen.summary) != nil, "\(area): \(terminal.screenString)")
                for line in terminal.screenText { #expect(line.displayWidth <= 80) }
            }
            let folders = try flow.requireFocusedScreen(as: ManagementScreen.self)
            #expect(folders.columns.details == ["Free", "Total", "State"])
            #expect(folders.rows.contains { $0.details.first?.hasSuffix("B") == true && $0.details.last == "accessible" })
            if Case.simulated != .lidarr { #expect(folders.rows.contains { $0.id == nil && $0.details.last == "unmapped" }) }
            flow.back { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: ManagementKitCases.all)
    func rowsTheServerSentUnreadableAreCountedNotLost(_ service: any ManagementKitCase.Type) async throws {
        try await unreadableRows(service)
    }

    private func unreadableRows<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, _ in
            await simulator.faults.add(
                FaultRule(
                    .rowsWithoutID(count: 2), service: Case.simulated, operation: "get/\(Case.Service.Repository.api.root)/indexer", remaining: 1))
            let screen = try await open(.indexers, service, in: flow)
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 24))
            Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal).render()
            #expect(screen.rows.map(\.title) == ["1337x", "TorrentLeech", "Nyaa"])
            #expect(terminal.row(containing: "2 of 5 rows could not be read") != nil, "\(terminal.screenString)")
            screen.reload()
            await flow.settle()
            #expect(screen.rows.count == 5 && screen.report.isClean)
            flow.finish()
        }
    }

    // MARK: Blocklist

    @Test(arguments: ManagementKitCases.all)
    func blocklistSortsRemovesMarkedRowsAndClearsAfterConfirmation(_ service: any ManagementKitCase.Type) async throws {
        try await blocklist(service)
    }

    private func blocklist<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let screen = try await open(.blocklist, service, in: flow)
            let total = try await repository.blocklist().totalRecords
            #expect(screen.summary == "\(total) blocklisted releases · by date ▼")
            // Why each release was blocklisted shows below the list while it is highlighted.
            #expect(screen.rows.allSatisfy { $0.footnote?.contains("HDTV-720p") == true || $0.footnote?.contains("FLAC") == true })
            screen.perform("o")
            await flow.settle()
            #expect(screen.summary.hasSuffix("by release ▲"))
            #expect(screen.rows.map(\.title) == screen.rows.map(\.title).sorted())

            screen.toggleMark()
            screen.toggleMark()
            let marked = Array(screen.rows.prefix(2).compactMap(\.id))
            #expect(screen.targetIDs == marked)
            screen.perform("d")
            let remove = modal(.removeFromBlocklist(ids: RecordIDs(marked)), service)
            flow.expect { $0.present(remove, style: .alert) }
            let link = try #require(flow.host.deepLinks.link(for: remove))
            #expect(link == "marquee://\(Case.name)/blocklist/remove/\(marked[0])%2C\(marked[1])")
            #expect(
                try flow.host.deepLinks.resolve("/\(Case.name)/blocklist/remove/\(marked[0]),\(marked[1])").modals.map(\.root) == [AnyRoute(remove)])
            try await answerThroughAFailure("Remove", "delete", "blocklist/bulk", service, simulator, flow)
            #expect(try await repository.blocklist().totalRecords == total - 2)
            #expect(screen.rows.contains { marked.contains($0.id ?? 0) } == false)

            // Without marks, the highlighted release alone (DELETE blocklist/{id}).
            let single = try #require(screen.selectedRow?.id)
            screen.perform("d")
            let removeOne = modal(.removeFromBlocklist(ids: RecordIDs([single])), service)
            flow.expect { $0.present(removeOne, style: .alert) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ConfirmActionScreen.self).message.hasPrefix("Remove release from the blocklist?"))
            try await answerThroughAFailure("Remove", "delete", "blocklist/{id}", service, simulator, flow)
            #expect(try await repository.blocklist().totalRecords == total - 3)

            screen.perform("X")
            flow.expect { $0.present(modal(.clearBlocklist, service), style: .alert) }
            await flow.settle()
            try await answerThroughAFailure("Clear", "delete", "blocklist/bulk", service, simulator, flow) {
                try await repository.blocklist().totalRecords == total - 3
            }
            #expect(try await repository.blocklist().totalRecords == 0)
            #expect(screen.rows.isEmpty)
            flow.finish()
        }
    }

    // MARK: Indexers

    @Test(arguments: ManagementKitCases.all)
    func indexerEditShowsTheServersValidationKeepsInputAndSaves(_ service: any ManagementKitCase.Type) async throws {
        try await indexerEdit(service)
    }

    private func indexerEdit<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let edit = modal(.editIndexer(id: 1), service)
            flow.open("/\(Case.name)/indexers/1/edit") {
                $0.setStack(Case.library, Case.Service.manage(.indexers))
                $0.present(edit)
            }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: ProviderEditScreen<Indexer>.self)
            #expect(sheet.text(of: .name) == "NZBgeek")
            sheet.setText("0", of: .priority)
            sheet.setText("Geek", of: .name)
            sheet.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(sheet.failure == "'Priority' must be between 1 and 50. You entered 0.")
            #expect(sheet.text(of: .priority) == "0" && sheet.text(of: .name) == "Geek")
            sheet.setText("nope", of: .tags)
            sheet.setText("7", of: .priority)
            sheet.submit()
            #expect(sheet.failure == "No tag is named ‘nope’ (create it on the tags screen)")
            let label = try #require(try await repository.tags().first?.label)
            sheet.setText(label, of: .tags)
            sheet.toggle(\.enableRss)
            sheet.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let saved = try #require(try await repository.indexers().elements.first { $0.id == 1 })
            #expect(saved.name == "Geek" && saved.priority == 7 && !saved.enableRss && saved.tagIDs.count == 1)
            flow.finish()
        }
    }

    @Test(arguments: ManagementKitCases.all)
    func indexersTestInlineAndDeleteAfterConfirmation(_ service: any ManagementKitCase.Type) async throws {
        try await indexerTestsAndDelete(service)
    }

    private func indexerTestsAndDelete<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let screen = try await open(.indexers, service, in: flow)
            #expect(screen.rows.first?.details == ["usenet", "25", "RSS, automatic, interactive"])
            try screen.selectRow(at: 3)
            flow.expect { $0.present(modal(.editIndexer(id: 4), service)) }
            flow.back { $0.dismiss() }
            await flow.settle()
            screen.perform("t")
            await flow.settle()
            #expect(screen.notes[4]?.isProblem == true)
            #expect(screen.notes[4]?.text.contains("401:Unauthorized") == true)
            await fail(service, simulator, "post", "indexer/test", "Indexer test timed out")
            screen.perform("A")
            await flow.settle()
            #expect(screen.actionFailure == "Indexer test timed out")
            screen.perform("A")
            await flow.settle()
            #expect(screen.actionFailure == nil)
            #expect(screen.notes.filter { !$0.value.isProblem }.keys.sorted() == [1, 2, 3])

            try screen.selectRow(at: 4)
            flow.expect { $0.present(modal(.editIndexer(id: 5), service)) }
            flow.back { $0.dismiss() }
            await flow.settle()
            screen.perform("d")
            flow.expect { $0.present(modal(.deleteIndexer(id: 5), service), style: .alert) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ConfirmActionScreen.self).message == "Delete the indexer Nyaa?")
            try await answerThroughAFailure("Delete", "delete", "indexer/{id}", service, simulator, flow)
            #expect(try await repository.indexers().elements.map(\.id) == [1, 2, 3, 4])
            #expect(screen.rows.count == 4)
            flow.finish()
        }
    }

    // MARK: Download clients

    @Test(arguments: ManagementKitCases.all)
    func downloadClientsSwitchOnAndOffAndTest(_ service: any ManagementKitCase.Type) async throws {
        try await downloadClients(service)
    }

    private func downloadClients<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let screen = try await open(.downloadClients, service, in: flow)
            let display = DisplayInvalidator()
            screen.attach(display)
            #expect(screen.rows.map(\.isProblem) == [false, false, true])
            // Enter opens the client's edit sheet; it changes nothing by itself.
            let id = try #require(screen.rows[2].id)
            try screen.selectRow(at: 2)
            flow.expect { $0.present(modal(.editDownloadClient(id: id), service)) }
            await flow.settle()
            #expect(try await repository.downloadClients().elements[2].isEnabled == false)
            let sheet = try flow.requireFocusedScreen(as: ProviderEditScreen<DownloadClient>.self)
            #expect(sheet.text(of: .name) == screen.rows[2].title && !sheet.isOn(\.isEnabled))
            sheet.setText("0", of: .priority)
            sheet.submit()
            await flow.settle()
            #expect(sheet.failure == "'Priority' must be between 1 and 50. You entered 0.")
            sheet.setText("Seedbox", of: .name)
            sheet.setText("3", of: .priority)
            sheet.toggle(\.isEnabled)
            sheet.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let saved = try await repository.downloadClients().elements[2]
            #expect(saved.name == "Seedbox" && saved.priority == 3 && saved.isEnabled)
            await flow.settle()
            #expect(screen.rows[2].details == ["Transmission", "torrent", "enabled"])
            await fail(service, simulator, "put", "downloadclient/{id}", "Database is locked")
            screen.perform("x")
            await flow.settle()
            #expect(display.lastToast?.kind == .failure)
            #expect(display.lastToast?.message.hasPrefix("✗ Disabling Seedbox on ") == true, "\(display.recentToasts)")
            #expect(display.lastToast?.message.hasSuffix(": Database is locked") == true, "\(display.recentToasts)")
            #expect(try await repository.downloadClients().elements[2].isEnabled)
            screen.perform("x")
            await flow.settle()
            #expect(try await repository.downloadClients().elements[2].isEnabled == false)
            screen.perform("t")
            await flow.settle()
            #expect(screen.notes[3]?.text.hasPrefix("✗ Unable to connect to Transmission") == true)
            screen.perform("A")
            await flow.settle()
            #expect(screen.notes[1]?.text == "✓ test passed" && screen.notes[2]?.text == "✓ test passed")
            flow.expectNoChange()
            // `d` deletes the highlighted client after asking, naming it.
            screen.perform("d")
            flow.expect { $0.present(modal(.deleteDownloadClient(id: id), service), style: .alert) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ConfirmActionScreen.self).message == "Delete the download client Seedbox?")
            try await answerThroughAFailure("Delete", "delete", "downloadclient/{id}", service, simulator, flow)
            #expect(try await repository.downloadClients().elements.map(\.id).contains(id) == false)
            #expect(screen.rows.count == 2)
            flow.finish()
        }
    }

    // MARK: Tags

    @Test(arguments: ManagementKitCases.all)
    func tagsAreCreatedRenamedAndDeletedButNotWhileInUse(_ service: any ManagementKitCase.Type) async throws {
        try await tags(service)
    }

    private func tags<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let screen = try await open(.tags, service, in: flow)
            #expect(screen.rows.first?.details[1] == "1", "used by one indexer")
            screen.perform("d")
            await flow.settle()
            flow.expectNoChange()
            #expect(screen.actionFailure?.hasSuffix("remove it there first") == true)
            #expect(screen.actionFailure?.contains("1 indexer") == true)

            screen.perform("n")
            flow.expect { $0.present(modal(.newTag, service), style: ServarrManagement<Case.Service>.promptStyle) }
            await flow.settle()
            let prompt = try flow.requireFocusedScreen(as: TextPromptScreen.self)
            prompt.type("two words")
            prompt.submitText()
            await flow.settle()
            flow.expectNoChange()
            #expect(prompt.failure == "Allowed characters a-z, 0-9 and -")
            #expect(prompt.text == "two words")
            prompt.replaceText(with: "spare")
            prompt.submitText()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let spare = try #require(try await repository.tags().first { $0.label == "spare" })
            await flow.settle()
            #expect(screen.rows.last?.title == "spare" && screen.rows.last?.details == ["0", "0", "0", "0"])

            let rename = modal(.renameTag(id: spare.id), service)
            flow.open("/\(Case.name)/tags/\(spare.id)/rename") {
                $0.setStack(Case.library, Case.Service.manage(.tags))
                $0.present(rename, style: ServarrManagement<Case.Service>.promptStyle)
            }
            await flow.settle()
            let renaming = try flow.requireFocusedScreen(as: TextPromptScreen.self)
            #expect(renaming.text == "spare")
            await fail(service, simulator, "put", "tag/{id}", "Database is locked")
            renaming.replaceText(with: "extra")
            renaming.submitText()
            await flow.settle()
            flow.expectNoChange()
            #expect(renaming.failure == "Database is locked" && renaming.text == "extra")
            renaming.submitText()
            await flow.settle()
            flow.expect { $0.dismiss() }
            await flow.settle()

            // The link opened a new tags screen under the sheet.
            let tags = try flow.requireFocusedScreen(as: ManagementScreen.self)
            let row = try #require(tags.rows.firstIndex { $0.title == "extra" })
            try tags.selectRow(at: row)
            flow.expect { $0.present(rename, style: ServarrManagement<Case.Service>.promptStyle) }
            flow.back { $0.dismiss() }
            await flow.settle()
            tags.perform("d")
            await flow.settle()
            flow.expect { $0.present(modal(.deleteTag(id: spare.id), service), style: .alert) }
            try await answerThroughAFailure("Delete", "delete", "tag/{id}", service, simulator, flow)
            #expect(try await repository.tags().contains { $0.id == spare.id } == false)
            flow.finish()
        }
    }

    // MARK: Root folders

    @Test(arguments: ManagementKitCases.all)
    func rootFoldersAreAddedWithTheServersPathCheckAndRemovedAfterConfirmation(_ service: any ManagementKitCase.Type) async throws {
        try await rootFolders(service)
    }

    private func rootFolders<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let screen = try await open(.rootFolders, service, in: flow)
            // Enter on a root folder imports nothing; on an unmapped folder it opens its import sheet.
            try screen.selectRow(at: 0)
            #expect(screen.actionFailure?.hasPrefix("Only an unmapped folder") == true)
            if Case.simulated != .lidarr {  // Lidarr's root folders list no unmapped folders
                let unmapped = try #require(screen.rows.firstIndex { $0.details.last == "unmapped" })
                let folder = try #require(screen.rows[unmapped].folder)
                #expect(screen.rows[unmapped].title.hasSuffix(String(folder.split(separator: "/").last ?? "")))
                try screen.selectRow(at: unmapped)
                flow.expect { $0.present(Case.Service.Modal.importFolder(path: folder)) }
                flow.back { $0.dismiss() }
                await flow.settle()
            }
            screen.perform("n")
            flow.expect { $0.present(modal(.addRootFolder, service), style: ServarrManagement<Case.Service>.promptStyle) }
            await flow.settle()
            let prompt = try flow.requireFocusedScreen(as: TextPromptScreen.self)
            prompt.type("/nowhere")
            prompt.submitText()
            await flow.settle()
            flow.expectNoChange()
            #expect(prompt.failure == "Path '/nowhere' does not exist")
            #expect(prompt.text == "/nowhere")
            prompt.replaceText(with: "/mnt/archive")
            prompt.submitText()
            await flow.settle()
            flow.expect { $0.dismiss() }
            await flow.settle()
            let added = try #require(try await repository.rootFolderListing().elements.first { $0.path == "/mnt/archive" })
            let row = try #require(screen.rows.firstIndex { $0.id == added.id })
            try screen.selectRow(at: row)
            screen.perform("d")
            flow.expect { $0.present(modal(.removeRootFolder(id: added.id), service), style: .alert) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ConfirmActionScreen.self).message.hasPrefix("Remove the root folder /mnt/archive?"))
            try await answerThroughAFailure("Remove", "delete", "rootfolder/{id}", service, simulator, flow)
            #expect(try await repository.rootFolderListing().elements.contains { $0.id == added.id } == false)
            flow.finish()
        }
    }
}

/// The ids a blocklist link carries.
struct RecordIDsTests {
    @Test func linksCarryPositiveIDsSeparatedByCommas() {
        #expect(RecordIDs(linkText: "3,7,12")?.ids == [3, 7, 12])
        #expect(RecordIDs([3, 7]).linkText == "3,7")
        for text in ["", "3,,7", "3,x", "0", "-4", "3,", "99999999999999999999"] {
            #expect(RecordIDs(linkText: text) == nil, "\(text)")
        }
    }
}
