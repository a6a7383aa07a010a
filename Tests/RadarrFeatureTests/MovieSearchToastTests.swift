import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrSimulator
import Testing

/// A search started from the movie's detail is announced in the shell toast, not the status line.
@MainActor
@Suite(.serialized) struct MovieSearchToastTests {
    @Test func searchFromTheMovieIsAnnouncedInAToast() async throws {
        try await withRadarrFlow { flow, simulator, repository in
            let movie = try #require(try await repository.movies().first)
            flow.open("/radarr/movie/\(movie.id)") { $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: movie.id)) }
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: MovieDetailScreen.self)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            await simulator.faults.add(FaultRule(.serverError(message: "Indexers are unavailable"), service: .radarr,
                                                 operation: "post/api/v3/command", remaining: 1))
            detail.search()
            await flow.settle()
            #expect(detail.status?.contains("Indexers are unavailable") == true)
            #expect(shell.display.lastToast == nil)                   // a failure is not announced as done

            detail.search()
            await flow.settle()
            #expect(shell.display.lastToast?.message == "✓ Search started for \(movie.title)")
            #expect(detail.status == nil)                         // the toast is the one message
            #expect(try await repository.commands().contains { $0.name == "MoviesSearch" })
            flow.finish()
        }
    }
}
