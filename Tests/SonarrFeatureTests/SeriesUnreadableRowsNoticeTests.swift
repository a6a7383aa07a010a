import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrSimulator
import SonarrAPI
import SonarrFeature
import Testing

/// Series the server sent that could not be read are counted under the library's header.
@MainActor
@Suite(.serialized) struct SeriesUnreadableRowsNoticeTests {
    @Test func libraryCountsRowsWithoutAnID() async throws {
        try await withSonarrFlow(exhaustive: false) { flow, simulator, repository in
            await flow.settle()
            let all = try await repository.series()
            await simulator.faults.add(FaultRule(.rowsWithoutID(count: 1), service: .sonarr, operation: "get/api/v3/series", remaining: 1))
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            let library = try flow.requireFocusedScreen(as: SeriesLibraryScreen.self)
            library.reload()
            await flow.settle()
            shell.render()

            #expect(library.series.count == all.count - 1)
            #expect(
                terminal.screenText.contains { $0.contains("1 of \(all.count) rows could not be read · details in the log") },
                "\(terminal.screenString)")
            #expect(terminal.screenText.contains { $0.contains("\(all.count - 1) series") }, "\(terminal.screenString)")
        }
    }
}
