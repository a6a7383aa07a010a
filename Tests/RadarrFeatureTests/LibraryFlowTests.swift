import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import Testing

/// The library, the movie detail, monitor, edit and delete, against the simulator.
@MainActor
@Suite(.serialized) struct LibraryFlowTests {
    @Test func libraryLoadsFiltersAndOpensAMovie() async throws {
        try await withRadarrFlow { flow, _, repository in
            flow.expect { $0.setStack(RadarrRoute.library) }
            await flow.settle()
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            let all = try await repository.movies()
            #expect(library.movies.count == all.count)
            #expect(library.statistics.movieCount == all.count)
            #expect(library.statistics.missingCount == all.filter { !$0.hasFile }.count)

            library.setQuery(MovieLibraryQuery(text: "dune"))
            #expect(library.shown.map(\.title).sorted() == ["Dune", "Dune: Part Two"])
            library.setQuery(MovieLibraryQuery(files: .missing, sort: .size, ascending: false))
            #expect(library.shown.allSatisfy { !$0.hasFile })
            library.setQuery(MovieLibraryQuery(sort: .year))
            #expect(library.shown.map(\.year) == library.shown.map(\.year).sorted())

            try #require(library.shown.count > 3, "the library shows its movies before one is opened")
            let id = library.shown[3].id
            flow.selectRow(3) { $0.push(RadarrRoute.movie(id: id)) }
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: MovieDetailScreen.self)
            #expect(detail.movie?.id == id)
            detail.show(.credits)
            #expect(!detail.sectionLines(width: 60).isEmpty)
            flow.back { $0.pop() }
            #expect(flow.focusedScreen(as: MovieLibraryScreen.self) === library)
            await flow.settle()
            flow.finish()
        }
    }

    @Test func monitorToggleAndRefreshOnTheLibrary() async throws {
        try await withRadarrFlow { flow, _, repository in
            flow.expect { $0.setStack(RadarrRoute.library) }
            await flow.settle()
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            let movie = try #require(library.selectedMovie)
            flow.press("m") { _ in }
            await flow.settle()
            #expect(try await repository.movie(id: movie.id).isMonitored == !movie.isMonitored)
            #expect(library.selectedMovie?.isMonitored == !movie.isMonitored)
            flow.press("ctrl-r") { _ in }
            await flow.settle()
            #expect(library.isLoaded)
            flow.finish()
        }
    }

    @Test func deleteFromTheDetailWithToggles() async throws {
        try await withRadarrFlow { flow, _, repository in
            let movie = try #require(try await repository.movies().first { $0.hasFile })
            flow.open("/radarr/movie/\(movie.id)") { $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: movie.id)) }
            await flow.settle()
            flow.press("d") { $0.present(RadarrModal.delete(id: movie.id), style: .alert) }
            await flow.settle()
            let alert = try flow.requireFocusedScreen(as: DeleteMovieScreen.self)
            #expect(alert.message.contains(movie.title))
            alert.deletesFiles = true
            alert.addsExclusion = true
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            flow.answer("Delete")
            await flow.settle()
            flow.expect {
                $0.dismiss()
                $0.pop()
            }
            #expect(shell.display.lastToast?.message == "✓ Deleted \(movie.title)")
            #expect(try await repository.movies().contains { $0.id == movie.id } == false)
            await flow.settle()
            flow.finish()
        }
    }

    @Test func cancellingDeleteKeepsTheMovie() async throws {
        try await withRadarrFlow { flow, _, repository in
            flow.expect { $0.setStack(RadarrRoute.library) }
            await flow.settle()
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            let movie = try #require(library.selectedMovie)
            flow.press("d") { $0.present(RadarrModal.delete(id: movie.id), style: .alert) }
            await flow.settle()
            flow.answer("Cancel") { $0.dismiss() }
            #expect(try await repository.movie(id: movie.id).id == movie.id)
            await flow.settle()
            flow.finish()
        }
    }
}
