import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrScreens
import Testing

/// Another tab (as Explore) hands a movie to Radarr through `RadarrRouting`: the movie lands
/// on the Radarr tab, and the asking tab keeps its stack.
@MainActor
@Suite(.serialized) struct OwningTabTests {
    /// Selects the other tab and opens something there, so that its stack is worth keeping;
    /// first opens the queue on the Radarr tab when `fromQueue` (what is handed over is
    /// pushed on top of it, not put in its place).
    private func goElsewhere(_ flow: FlowTest, fromQueue: Bool = false) {
        flow.expect { $0.setStack(RadarrRoute.library) }
        if fromQueue {
            flow.perform("open the queue", { host in _ = try host.coordinator.push(RadarrRoute.activity(.queue)) }) {
                $0.push(RadarrRoute.activity(.queue))
            }
        }
        flow.perform("select elsewhere", { host in try host.coordinator.selectTab("elsewhere") }) {
            $0.selectTab("elsewhere")
        }
        flow.perform("open a result", { host in _ = try host.coordinator.push(ElsewhereRoute.result(4)) }) {
            $0.push(ElsewhereRoute.result(4))
        }
    }

    @Test func showMovieFromAnotherTabLandsOnTheRadarrTab() async throws {
        try await withRadarrFlow(alongside: [ElsewhereModule()]) { flow, _, repository in
            let id = try #require(try await repository.movies().first?.id)
            goElsewhere(flow, fromQueue: true)
            flow.perform("showMovie", { host in try #require(host.router(RadarrRouting.self)).showMovie(id: id) }) {
                $0.selectTab("radarr")
                $0.push(RadarrRoute.movie(id: id))
            }
            #expect(flow.state.selectedTab == "radarr")
            #expect(flow.state.stack.count == 3, "pushed over the queue")
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == [AnyRoute(ElsewhereRoute.search), AnyRoute(ElsewhereRoute.result(4))])
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: MovieDetailScreen.self).movie?.id == id)
            flow.finish()
        }
    }

    @Test func addFlowStartedFromAnotherTabEndsOnTheRadarrTab() async throws {
        try await withRadarrFlow(alongside: [ElsewhereModule()]) { flow, _, repository in
            goElsewhere(flow)
            flow.perform("startAddMovie", { host in try #require(host.router(RadarrRouting.self)).startAddMovie(term: "ponyo") }) {
                $0.present(RadarrModal.addLookup(term: "ponyo"))
            }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddMovieLookupScreen.self)
            let index = try #require(lookup.results.firstIndex { $0.tmdbID == 800005 })
            flow.selectRow(index) { $0.push(RadarrModal.addOptions(tmdbID: 800005)) }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddMovieOptionsScreen.self)
            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(RadarrModal.confirmAdd(tmdbID: 800005), style: .alert) }
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.movies().first { $0.tmdbID == 800005 })
            flow.expect {
                $0.dismissAll()
                $0.selectTab("radarr")
                $0.push(RadarrRoute.movie(id: added.id))
            }
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == [AnyRoute(ElsewhereRoute.search), AnyRoute(ElsewhereRoute.result(4))])
            flow.finish()
        }
    }

    @Test func aLibraryMovieChosenInTheAddSheetFromAnotherTabOpensOnTheRadarrTab() async throws {
        try await withRadarrFlow(alongside: [ElsewhereModule()]) { flow, _, _ in
            goElsewhere(flow)
            flow.perform("startAddMovie", { host in try #require(host.router(RadarrRouting.self)).startAddMovie(term: "dune") }) {
                $0.present(RadarrModal.addLookup(term: "dune"))
            }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddMovieLookupScreen.self)
            let index = try #require(lookup.results.firstIndex { $0.title == "Dune" && $0.isInLibrary })
            let id = lookup.results[index].id
            flow.selectRow(index) {
                $0.dismissAll()
                $0.selectTab("radarr")
                $0.push(RadarrRoute.movie(id: id))
            }
            #expect(flow.state.stack(for: "elsewhere")?.map(\.route) == [AnyRoute(ElsewhereRoute.search), AnyRoute(ElsewhereRoute.result(4))])
            await flow.settle()
            flow.finish()
        }
    }
}
