import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrSimulator
import Testing

/// Rows the server sent that could not be read are never lost silently: the library says how
/// many, under its header, and still shows every row it could read.
@MainActor
@Suite(.serialized) struct UnreadableRowsNoticeTests {
    @Test func libraryCountsRowsWithoutAnID() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, simulator, repository in
            await flow.settle()
            let all = try await repository.movies()
            await simulator.faults.add(FaultRule(.rowsWithoutID(count: 2), service: .radarr, operation: "get/api/v3/movie", remaining: 1))
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            library.reload()
            await flow.settle()
            shell.render()

            #expect(library.movies.count == all.count - 2)
            #expect(
                terminal.screenText.contains { $0.contains("2 of \(all.count) rows could not be read · details in the log") },
                "\(terminal.screenString)")
            #expect(terminal.screenText.contains { $0.contains("\(all.count - 2) movies") }, "\(terminal.screenString)")

            library.reload()  // the server answers whole again: the notice goes
            await flow.settle()
            shell.render()
            #expect(library.movies.count == all.count)
            #expect(!terminal.screenString.contains("could not be read"), "\(terminal.screenString)")
        }
    }
}
