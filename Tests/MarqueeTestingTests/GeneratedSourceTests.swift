import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import Testing

@MainActor
@Suite("A journal turned into flow-test source")
struct GeneratedSourceTests {
    static let generatedFile = DocumentationTests.root
        .appendingPathComponent("Tests/MarqueeTestingTests/Generated/RecordedWatchlistSession.swift")

    /// The session of `Generated/RecordedWatchlistSession.swift`, recorded on a real host.
    static func recordSession() async throws -> (NavigationJournal, MarqueeHost.ModuleHost) {
        let host = MarqueeHost.ModuleHost(modules: [WatchlistModule()], services: watchlistServices())
        let journal = host.coordinator.startRecording()
        _ = host.focusedScreen
        await host.tasks.settle()
        try (host.focusedScreen as? WatchlistScreen)?.selectRow(at: 1)
        #expect(try host.performKeyCommand("d"))
        try (host.focusedScreen as? ConfirmRemoveScreen)?.answer("Cancel")
        try host.coordinator.open("/watchlist/item/1")
        host.coordinator.back()
        host.coordinator.back()
        await host.tasks.settle()
        return (journal, host)
    }

    @Test("The committed generated test is exactly what the generator writes for the session")
    func generatedFileIsCurrent() async throws {
        let (journal, host) = try await Self.recordSession()
        let source = FlowTestSource.make(
            from: journal, name: "Recorded watchlist session",
            boot: "FlowTest(modules: [WatchlistModule()], services: watchlistServices())", deepLinks: host.deepLinks)
        let file = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        let indented = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        if !file.contains(indented) {
            Issue.record("Generated/RecordedWatchlistSession.swift is out of date; the generator now writes:\n\(indented)")
        }
    }
}
