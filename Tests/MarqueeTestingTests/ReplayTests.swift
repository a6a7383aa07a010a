import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import Testing

@MainActor
@Suite("Record and replay: a journal becomes a flow test")
struct ReplayTests {
    /// Records a session on a real host, as the app would.
    private func recordSession() async throws -> Data {
        let host = MarqueeHost.ModuleHost(modules: [WatchlistModule()], services: watchlistServices())
        let journal = host.coordinator.startRecording()
        _ = host.focusedScreen  // the shell shows the focused screen, which starts loading
        await host.tasks.settle()
        try (host.focusedScreen as? WatchlistScreen)?.selectRow(at: 0)
        #expect(try host.performKeyCommand("d"))
        try (host.focusedScreen as? ConfirmRemoveScreen)?.answer("Cancel")
        try host.coordinator.open("/watchlist/item/2")
        host.coordinator.back()
        return try journal.encoded()
    }

    @Test("A recorded journal replays step by step against fresh screens")
    func replay() async throws {
        let data = try await recordSession()
        let failures = CollectedFailures()
        let probe = try FlowTest(modules: [WatchlistModule()], services: watchlistServices())
        let journal = try probe.journal(from: data)
        #expect(journal.intents.count == 5)

        let flow = try FlowTest(replaying: journal, modules: [WatchlistModule()], services: watchlistServices(), reporter: failures.reporter)
        flow.replay(journal)
        flow.expect { _ in }
        #expect(failures.all.isEmpty)
        #expect(flow.state.stack.map(\.route) == [AnyRoute(WatchlistRoute.list)])
        flow.finish()
        await flow.settle()
    }

    @Test("A replay that diverges from the recording fails with both changes")
    func divergence() async throws {
        let data = try await recordSession()
        let failures = CollectedFailures()
        let flow = try FlowTest(modules: [WatchlistModule()], services: watchlistServices())
        let journal = try flow.journal(from: data)
        // Tamper with the recording: the link (which replaces the stack) becomes a push.
        var events = journal.events
        let index = try #require(events.indices.filter { if case .intent = events[$0] { true } else { false } }.dropFirst(3).first)
        events[index] = .intent(NavigationIntent([.push(AnyRoute(WatchlistRoute.item(id: 2)), in: .top)], reason: .deepLink))
        let tampered = NavigationJournal(events: events)
        let replaying = try FlowTest(replaying: tampered, modules: [WatchlistModule()], services: watchlistServices(), reporter: failures.reporter)
        replaying.replay(tampered)
        #expect(failures.all.count == 1)
        #expect(failures.all.first?.hasPrefix("replayed step 4") == true)
        #expect(failures.all.first?.contains("diverged from the recording") == true)
        await replaying.settle()
        await flow.settle()
    }
}
