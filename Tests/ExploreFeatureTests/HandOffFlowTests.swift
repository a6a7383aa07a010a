import ExploreFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import Testing

/// A hand-off followed to the end: from an Explore result through Radarr's add flow.
@MainActor
@Suite(.serialized) struct HandOffFlowTests {
    @Test func addingAMovieFoundInExploreEndsOnItsDetail() async throws {
        try await withExploreFlow { flow, fixture in
            let before = try await fixture.radarr.movies().count
            flow.open("/explore/search?term=ponyo") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.search(term: "ponyo"))
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            let row = try #require(search.model.results.firstIndex { $0.title == "Ponyo" && $0.service == .radarr })
            let tmdbID = try #require(search.model.results[row].catalogueID.number)
            #expect(search.model.handOff(for: search.model.results[row]) == .addMovie(tmdbID: tmdbID))
            // Two steps: Enter opens the options, titled; Ctrl-S adds without a second question.
            flow.selectRow(row) {
                $0.present(RadarrModal.addLookup(term: "tmdb:\(tmdbID)"))
                $0.push(RadarrModal.addOptions(tmdbID))
            }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddMovieOptionsScreen.self)
            #expect(options.title == "Add Ponyo")
            options.addWithoutAsking()
            await flow.settle()
            let added = try #require(try await fixture.radarr.movies().first { $0.tmdbID == tmdbID })
            #expect(try await fixture.radarr.movies().count == before + 1)
            // The new movie's detail is on the Radarr tab; Explore keeps its search.
            flow.expect {
                $0.dismissAll()
                $0.selectTab("radarr")
                $0.push(RadarrRoute.movie(id: added.id))
            }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: MovieDetailScreen.self).movie?.title == "Ponyo")

            // Back on the search, it asks again by itself: the same result is now badged "in
            // library" and opens in Radarr.
            flow.perform("select explore", { host in try host.coordinator.selectTab("explore") }) { $0.selectTab("explore") }
            await flow.settle()
            let now = try #require(search.model.results.first { $0.title == "Ponyo" && $0.service == .radarr })
            #expect(now.libraryID == added.id)
            #expect(search.model.handOff(for: now) == .showMovie(id: added.id))
            flow.finish()
        }
    }
}
