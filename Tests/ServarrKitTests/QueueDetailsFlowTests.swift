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

/// The queue's details sheet and the queue refreshing itself, for every service.
@MainActor
@Suite(.serialized) struct QueueDetailsFlowTests {
    @Test(arguments: KitCases.all)
    func enterShowsTheDownloadAndItsActionsWorkFromThere(_ service: any KitCase.Type) async throws {
        try await showsDetails(service)
    }

    /// Enter on a waiting download opens its details over the queue (why it waits, where it is,
    /// from which indexer); `i` opens the import sheet over the details; `d` asks to remove it,
    /// and once removed the details close by themselves. `p` on a download that is not held back
    /// says why nothing happens.
    private func showsDetails<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let waiting = try #require(try await repository.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let terminal = InMemoryTerminal(size: Size(width: 110, height: 32))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open("/\(Case.name)/queue") { $0.setStack(Case.library, Case.activity(.queue)) }
            await flow.settle()
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let index = try #require(queue.rows.firstIndex { $0.recordID == waiting.id })
            for _ in 0..<index { shell.handle(.down) }
            shell.handle(.enter)
            await flow.settle()
            let details = try flow.requireFocusedScreen(as: QueueDetailsScreen<Case.Service.Repository>.self)
            #expect(details.item?.id == waiting.id)
            #expect(
                flow.host.deepLinks.link(for: Case.Service.Modal.queueDetails(id: waiting.id))
                    == "marquee://\(Case.name)/queue/\(waiting.id)/details")
            shell.render()
            let screen = terminal.screenString
            let output = try #require(waiting.outputPath)
            for text in ["Why it waits", "Output path", output, "Indexer", "Time left", "importPending"] {
                #expect(terminal.row(containing: String(text.prefix(40))) != nil, "\(text) in \(screen)")
            }
            let message = try #require(waiting.statusMessages.first { !$0.messages.isEmpty }?.messages.first)
            #expect(terminal.row(containing: String(message.prefix(30))) != nil, "\(screen)")

            shell.handle(.character("p"))
            #expect(details.failure?.contains("holds back") == true)

            shell.handle(.character("i"))
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: ImportSheetScreen<Case.Service.Repository>.self)
            #expect(sheet.source == .queue(id: waiting.id))
            #expect(flow.state.modals.count == 2, "the import sheet opens over the details")
            flow.back()
            await flow.settle()
            #expect(flow.focusedScreen === details)

            shell.handle(.character("d"))
            await flow.settle()
            let alert = try flow.requireFocusedScreen(as: RemoveFromQueueScreen.self)
            #expect(alert.itemIDs == [waiting.id])
            flow.answer("Remove")
            await flow.settle()
            #expect(flow.focusedScreen === queue, "the details close once the download is gone")
            #expect(!queue.rows.contains { $0.recordID == waiting.id })
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func heldBackReleaseIsSentFromItsDetails(_ service: any KitCase.Type) async throws {
        try await grabsFromDetails(service)
    }

    private func grabsFromDetails<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let held = try #require(try await repository.queueDetails().first { $0.isPendingRelease })
            flow.open("/\(Case.name)/queue/\(held.id)/details") {
                $0.setStack(Case.library, Case.activity(.queue))
                $0.present(Case.Service.Modal.queueDetails(id: held.id))
            }
            await flow.settle()
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            let details = try flow.requireFocusedScreen(as: QueueDetailsScreen<Case.Service.Repository>.self)
            shell.handle(.character("i"))
            #expect(details.failure?.contains("finished") == true, "a held-back release has nothing to import")
            shell.handle(.character("p"))
            await flow.settle()
            #expect(details.failure == nil)
            #expect(details.item?.status == "downloading")
            #expect(shell.display.lastToast?.message.hasPrefix("✓ Sent") == true)
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func queueRefreshesWhileShownAndStopsWhenNot(_ service: any KitCase.Type) async throws {
        try await refreshes(service)
    }

    /// The queue's timer runs once the queue is drawn; each tick reloads it (a download removed
    /// elsewhere leaves the list); a tick that finds the queue was not drawn since the last one
    /// stops the timer, and drawing starts it again.
    private func refreshes<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false, downloadDuration: .seconds(3600), stuckDownloads: true) { flow, _, repository in
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            flow.open("/\(Case.name)/queue") { $0.setStack(Case.library, Case.activity(.queue)) }
            await flow.settle()
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(!queue.isRefreshing)
            shell.render()
            #expect(queue.isRefreshing)
            let gone = try #require(queue.rows.first?.recordID)
            try await repository.removeFromQueue(id: gone)
            #expect(queue.refreshTick())
            await flow.settle()
            #expect(!queue.rows.contains { $0.recordID == gone }, "the tick reloaded the queue")

            flow.open("/\(Case.name)/history") { $0.setStack(Case.library, Case.activity(.history)) }
            await flow.settle()
            shell.render()
            #expect(!queue.refreshTick(), "not drawn since the last tick: the timer stops")
            #expect(!queue.isRefreshing)
            flow.finish()
        }
    }
}
