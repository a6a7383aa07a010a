import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrSimulator
import Testing

/// A refresh in the background never holds up the keys: while the server is slow to answer
/// Ctrl-R, the library filters, moves and renders as usual, and the answer lands afterwards.
@MainActor
@Suite(.serialized) struct LibraryRefreshTests {
    @Test func keysAreHandledWhileARefreshIsPending() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, simulator, repository in
            await flow.settle()
            let all = try await repository.movies()
            await simulator.faults.add(FaultRule(.latency(milliseconds: 1500), service: .radarr, operation: "get/api/v3/movie", remaining: 1))
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            _ = shell.handle(.control("r"))
            #expect(flow.host.tasks.pendingCount > 0, "the refresh is under way")

            for key in [Key.character("/")] + "dune".map(Key.character) + [Key.down] { _ = shell.handle(key) }
            shell.render()
            #expect(Set(library.shown.map(\.title)) == ["Dune", "Dune: Part Two"])
            #expect(terminal.screenString.contains("Dune: Part Two"), "\(terminal.screenString)")
            #expect(flow.host.tasks.pendingCount > 0, "every key was handled before the server answered")

            await flow.settle()
            #expect(library.movies.count == all.count)
            #expect(Set(library.shown.map(\.title)) == ["Dune", "Dune: Part Two"], "the filter typed meanwhile still applies")
        }
    }
}
