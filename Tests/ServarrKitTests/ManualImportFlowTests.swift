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

/// Manual import from the queue, and the queue's and history's actions on downloads that went
/// wrong, for every service against a simulator whose queues hold them.
@MainActor
@Suite(.serialized) struct ManualImportFlowTests {
    @Test(arguments: KitCases.all)
    func importSheetShowsWhyAndImportsAfterARefusal(_ service: any KitCase.Type) async throws {
        try await importsFromTheQueue(service)
    }

    /// `i` on a waiting download opens its sheet over the queue: the status messages, the files
    /// with their proposals; a refused import keeps the choices and shows the server's reason;
    /// the next import shows each file's outcome and puts the files in the library.
    private func importsFromTheQueue<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, simulator, repository in
            let waiting = try #require(try await repository.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open("/\(Case.name)/queue") { $0.setStack(Case.library, Case.activity(.queue)) }
            await flow.settle()
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let index = try #require(queue.rows.firstIndex { $0.recordID == waiting.id })
            #expect(queue.rows[index].isProblem)
            #expect(queue.rows[index].details.last == "importPending")
            for _ in 0..<index { shell.handle(.down) }
            flow.perform("i", { _ in shell.handle(.character("i")) }) { $0.present(Case.Service.Modal.manualImport(queueID: waiting.id)) }
            await flow.settle()
            #expect(
                flow.host.deepLinks.link(for: Case.Service.Modal.manualImport(queueID: waiting.id))
                    == "marquee://\(Case.name)/queue/\(waiting.id)/import")

            let sheet = try flow.requireFocusedScreen(as: ImportSheetScreen<Case.Service.Repository>.self)
            #expect(sheet.failure == nil)
            #expect(sheet.download?.statusMessages.isEmpty == false)
            #expect(!sheet.files.isEmpty)
            let importable = sheet.files.filter { $0.proposal.isComplete && !$0.rejections.contains("Sample") }
            #expect(!importable.isEmpty)
            #expect(sheet.chosen == Set(importable.map(\.path)))
            shell.render()
            let firstMessage = try #require(sheet.download?.statusMessages.first?.title)
            #expect(terminal.row(containing: String(firstMessage.prefix(30))) != nil, "\(terminal.screenString)")
            #expect(terminal.row(containing: String(importable[0].proposal.summary.prefix(16))) != nil, "\(terminal.screenString)")

            shell.handle(.character("c"))
            #expect(sheet.mode == .copy)
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Disk is full"), service: Case.simulated,
                    operation: "post/\(Case.Service.Repository.api.root)/command", remaining: 1))
            shell.handle(.control("s"))
            await flow.settle()
            flow.expectNoChange()
            #expect(sheet.refusal?.contains("Disk is full") == true)
            #expect(sheet.chosen == Set(importable.map(\.path)))
            #expect(sheet.mode == .copy)
            #expect(sheet.outcomes.isEmpty)

            shell.handle(.control("s"))
            await flow.settle()
            #expect(sheet.refusal == nil)
            #expect(importable.allSatisfy { sheet.outcomes[$0.path] == "Imported" })
            #expect(shell.display.lastToast?.message.hasPrefix("✓ Imported \(importable.count) file") == true)
            // Copied: the files stay in the download's folder, listed as imported.
            let left = try await repository.importFiles(from: .download(id: try #require(waiting.downloadID)))
            #expect(
                importable.allSatisfy { file in left.first { $0.path == file.path }?.rejections.contains { $0.contains("already imported") } == true
                })
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func aFileThatSaysNothingIsRefusedBeforeAsking(_ service: any KitCase.Type) async throws {
        try await refusesUnplacedFiles(service)
    }

    /// Choosing every file (Ctrl-A) takes in what the server cannot place; the sheet refuses
    /// without a request and keeps the choices.
    private func refusesUnplacedFiles<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let waiting = try #require(try await repository.queueDetails().first { $0.trackedDownloadState == "importPending" })
            flow.open("/\(Case.name)/queue/\(waiting.id)/import") {
                $0.setStack(Case.library, Case.activity(.queue))
                $0.present(Case.Service.Modal.manualImport(queueID: waiting.id))
            }
            await flow.settle()
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            let sheet = try flow.requireFocusedScreen(as: ImportSheetScreen<Case.Service.Repository>.self)
            // Ctrl-A chooses every file, or none when every one already is.
            shell.handle(.control("a"))
            if sheet.chosen.isEmpty { shell.handle(.control("a")) }
            #expect(sheet.chosen.count == sheet.files.count)
            if sheet.files.contains(where: { !$0.proposal.isComplete }) {
                shell.handle(.control("s"))
                #expect(sheet.refusal?.contains("the server needs to know what it is") == true)
                #expect(sheet.chosen.count == sheet.files.count)
            }
            shell.handle(.control("a"))
            #expect(sheet.chosen.isEmpty)
            shell.handle(.control("s"))
            #expect(sheet.refusal == "Choose at least one file (Space)")
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func heldBackReleaseIsGrabbedNowAndAGrabMarkedFailed(_ service: any KitCase.Type) async throws {
        try await queueAndHistoryActions(service)
    }

    /// `p` on a release a delay profile holds sends it now; `f` in the history asks, naming the
    /// grab, then marks it as failed (the server records it and blocklists the release).
    private func queueAndHistoryActions<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let held = try #require(try await repository.queueDetails().first(where: Self.isHeld))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            flow.open("/\(Case.name)/queue") { $0.setStack(Case.library, Case.activity(.queue)) }
            await flow.settle()
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let index = try #require(queue.rows.firstIndex { $0.recordID == held.id })
            for _ in 0..<index { shell.handle(.down) }
            shell.handle(.character("p"))
            await flow.settle()
            let sent = try await repository.queueDetails().first { $0.id == held.id }
            #expect(sent?.status == "downloading")

            let before = try await repository.blocklist(pageSize: 200).totalRecords
            flow.open("/\(Case.name)/history") { $0.setStack(Case.library, Case.activity(.history)) }
            await flow.settle()
            let history = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let grab = try #require(history.rows.firstIndex { $0.detail.hasPrefix("grabbed") })
            for _ in 0..<grab { shell.handle(.down) }
            let title = history.rows[grab].title
            shell.handle(.character("f"))
            await flow.settle()
            let question = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            #expect(question.message.contains(title), "the question names the grab: \(question.message)")
            #expect(try await repository.blocklist(pageSize: 200).totalRecords == before, "nothing happens before the answer")
            flow.answer("Mark failed")
            await flow.settle()
            let events = try await repository.history(pageSize: 200).records
            #expect(events.contains { $0.eventType == "downloadFailed" && $0.sourceTitle == title })
            #expect(try await repository.blocklist(pageSize: 200).totalRecords == before + 1)
            flow.finish()
        }
    }

    private static func isHeld(_ item: QueueItem) -> Bool { item.isPendingRelease }

    @Test(arguments: KitCases.all)
    func markedDownloadsAreRemovedInOneRequestWithTheBlocklistAndANewSearch(_ service: any KitCase.Type) async throws {
        try await removesMarkedDownloads(service)
    }

    /// Space marks two downloads; `d` asks once for both; `s` asks for a new search (and so the
    /// blocklist); Remove sends one `queue/bulk` request and both leave the queue.
    private func removesMarkedDownloads<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            flow.open("/\(Case.name)/queue") { $0.setStack(Case.library, Case.activity(.queue)) }
            await flow.settle()
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let ids = queue.rows.prefix(2).compactMap(\.recordID)
            #expect(ids.count == 2)
            shell.handle(.character(" "))
            shell.handle(.character(" "))
            #expect(queue.marked == Set(ids))
            let before = try await repository.blocklist(pageSize: 200).totalRecords
            let removal = Case.Service.Modal.removeDownloads(RecordIDs(ids))
            flow.perform("d", { _ in shell.handle(.character("d")) }) { $0.present(removal, style: .alert) }
            await flow.settle()
            #expect(flow.host.deepLinks.link(for: removal) == "marquee://\(Case.name)/queue/remove/\(ids[0])%2C\(ids[1])")
            let alert = try flow.requireFocusedScreen(as: RemoveFromQueueScreen.self)
            #expect(alert.message == "Remove 2 downloads from the queue?")
            shell.handle(.character("s"))
            #expect(alert.searchesAgain && alert.blocklists)
            flow.answer("Remove")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(shell.display.lastToast?.message == "✓ Removed 2 downloads from the queue")
            let left = try await repository.queueDetails()
            #expect(!left.contains { ids.contains($0.id) })
            #expect(try await repository.blocklist(pageSize: 200).totalRecords == before + 2)
            flow.finish()
        }
    }

    @Test func queueRowsSayTheTimeLeftShortlyAndWhatWaitsForAnImport() {
        let timeLeft = { (text: String) in ActivityRows.secondsLeft(text).map(DurationText.text(seconds:)) }
        #expect(timeLeft("01:44:59") == "1h44m")
        #expect(timeLeft("3.02:10:00") == "3d2h")
        #expect(timeLeft("00:12:30") == "12m")
        #expect(timeLeft("00:00:20") == "<1m")
        #expect(timeLeft("soon") == nil)
        var item = QueueItem(
            id: 1, mediaID: 2, episodeID: nil, title: "Dune", status: "downloading", trackedDownloadState: "downloading", quality: "WEBDL-1080p",
            size: 100, sizeLeft: 50, estimatedCompletionTime: nil, downloadClient: nil, downloadProtocol: .usenet, errorMessage: nil)
        item.timeLeft = "00:05:00"
        let row = ActivityRows.queueRow(item)
        #expect(row.details == [ProgressBar.bar(fraction: 0.5, width: ActivityRows.barWidth) + " 50%", "5m left"])
        #expect(!row.isProblem)
        (item.status, item.trackedDownloadState) = ("completed", "importBlocked")
        #expect(ActivityRows.queueRow(item).details.last == "importBlocked")
        #expect(ActivityRows.queueRow(item).isProblem)
    }

    @Test func theQueueSortsByProgressAndTimeLeftByValue() {
        func item(_ id: Int, left: Double, timeLeft: String) -> QueueItem {
            var item = QueueItem(
                id: id, mediaID: id, episodeID: nil, title: "Download \(id)", status: "downloading", trackedDownloadState: nil,
                quality: "WEBDL-1080p", size: 800, sizeLeft: left, estimatedCompletionTime: nil, downloadClient: nil,
                downloadProtocol: .usenet, errorMessage: nil)
            item.timeLeft = timeLeft
            return item
        }
        // 12 %, 100 % and 50 % done; 1 h 44 min, 12 min and 3 days left.
        let rows = [item(1, left: 704, timeLeft: "01:44:00"), item(2, left: 0, timeLeft: "00:12:00"), item(3, left: 400, timeLeft: "3.00:00:00")]
            .map(ActivityRows.queueRow)
        var list = ListState()
        list.sortableColumnCount = 3
        list.sort = ListSort(column: 1, ascending: true)
        #expect(LoadedRowFilter.rows(rows, shownBy: list).map(\.recordID) == [1, 3, 2], "12 %, 50 %, 100 %")
        list.sort = ListSort(column: 2, ascending: true)
        #expect(LoadedRowFilter.rows(rows, shownBy: list).map(\.recordID) == [2, 1, 3], "12 min, 1 h 44, 3 days")
    }
}
