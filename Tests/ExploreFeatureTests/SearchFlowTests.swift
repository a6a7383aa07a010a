import ExploreFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrCore
import ServarrSimulator
import SonarrFeature
import Testing

/// The search across every instance, against the simulator over loopback, exhaustive.
@MainActor
@Suite(.serialized) struct SearchFlowTests {
    /// Opens the search for `term` by its link and waits for every instance to answer.
    private func search(_ term: String, _ flow: FlowTest) async throws -> ExploreSearchScreen {
        flow.open("/explore/search?term=\(term)") {
            $0.selectTab("explore")
            $0.setStack(ExploreRoute.search(term: term))
        }
        await flow.settle()
        return try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
    }

    private func index(of title: String, in screen: ExploreSearchScreen) throws -> Int {
        try #require(screen.model.results.firstIndex { $0.title == title }, "no “\(title)” in \(screen.model.results.map(\.title))")
    }

    @Test func resultsOfRadarrAndSonarrAreMergedAndBadged() async throws {
        try await withExploreFlow { flow, fixture in
            let screen = try await search("harbor", flow)
            let results = screen.model.results
            let movies = try await fixture.radarr.lookupMovies(term: "harbor")
            let series = try await fixture.sonarr.lookupSeries(term: "harbor")
            #expect(screen.model.searchedTerm == "harbor")
            #expect(
                screen.model.statuses == [
                    InstanceStatus(label: "Radarr demo", state: .loaded(count: movies.count)),
                    InstanceStatus(label: "Sonarr demo", state: .loaded(count: series.count)),
                ])
            // Configuration order: the Radarr instance's movies, then the Sonarr instance's series.
            #expect(results.map(\.title) == movies.map(\.title) + series.map(\.title))
            #expect(results.prefix(movies.count).allSatisfy { $0.service == .radarr && $0.instanceLabel == "Radarr demo" })
            #expect(results.dropFirst(movies.count).allSatisfy { $0.service == .sonarr && $0.instanceLabel == "Sonarr demo" })
            // Badges: the library id when the title is in that instance's library.
            let library = try await fixture.radarr.movies()
            let silentHarbor = try #require(library.first { $0.title == "The Silent Harbor" })
            #expect(results[try index(of: "The Silent Harbor", in: screen)].libraryID == silentHarbor.id)
            #expect(results[try index(of: "The Silent Harbor Returns", in: screen)].libraryID == nil)
            let secretHarbor = try #require(try await fixture.sonarr.series().first { $0.title == "Secret Harbor" })
            #expect(results[try index(of: "Secret Harbor", in: screen)].libraryID == secretHarbor.id)
            #expect(results[try index(of: "Silent Harbor: The Series", in: screen)].libraryID == nil)
            flow.finish()
        }
    }

    @Test(arguments: [
        (Fault.serverError(message: "Indexer database is locked"), "Indexer database is locked"),
        (Fault.unauthorized, "The API key was rejected"),
        (Fault.timeout, "The service did not answer in time"),
    ])
    func aFailingInstanceShowsItsErrorAndTheOthersTheirResults(fault: Fault, message: String) async throws {
        // A short timeout only where the fault is one: a loaded machine answers the others late.
        let timeout: Duration = if case .timeout = fault { .seconds(2) } else { .seconds(10) }
        try await withExploreFlow(timeout: timeout) { flow, fixture in
            await fixture.simulator.faults.add(FaultRule(fault, service: .radarr, pathPrefix: "/api/v3/movie/lookup"))
            let screen = try await search("harbor", flow)
            let series = try await fixture.sonarr.lookupSeries(term: "harbor")
            #expect(screen.model.statuses[0] == InstanceStatus(label: "Radarr demo", state: .failed(message)))
            #expect(screen.model.statuses[1] == InstanceStatus(label: "Sonarr demo", state: .loaded(count: series.count)))
            #expect(screen.model.results.map(\.title) == series.map(\.title))
            let text = ScreenText.render(screen)
            #expect(text.contains { $0.contains("✗ Radarr demo: \(message)") }, "\(text.joined(separator: "\n"))")
            #expect(text.contains { $0.contains("Secret Harbor") })
            #expect(screen.summary == "\(series.count) results for “harbor” from 1 of 2 instances")
            flow.finish()
        }
    }

    @Test func resultsStreamInWhileASlowInstanceIsStillSearching() async throws {
        try await withExploreFlow { flow, fixture in
            await fixture.simulator.faults.add(FaultRule(.latency(milliseconds: 4000), service: .sonarr, pathPrefix: "/api/v3/series/lookup"))
            flow.open("/explore/search?term=harbor") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.search(term: "harbor"))
            }
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            let movies = try await fixture.radarr.lookupMovies(term: "harbor")
            try await waitUntil { screen.model.statuses[0].state == .loaded(count: movies.count) }
            #expect(screen.model.statuses[1].isLoading, "Sonarr answers after 4 s")
            #expect(screen.model.results.map(\.title) == movies.map(\.title))
            #expect(ScreenText.render(screen).contains { $0.contains("… Sonarr demo: searching…") })
            await flow.settle()
            #expect(!screen.model.isSearching)
            #expect(screen.model.results.count > movies.count)
            flow.finish()
        }
    }

    @Test func aNewTermCancelsTheStaleSearchWhoseResultsNeverShow() async throws {
        try await withExploreFlow { flow, fixture in
            let screen = try await search("harbor", flow)
            // The next Radarr lookup takes 3 s: the search for "dune" is still waiting when the term changes.
            await fixture.simulator.faults.add(
                FaultRule(
                    .latency(milliseconds: 3000), service: .radarr,
                    pathPrefix: "/api/v3/movie/lookup", remaining: 1))
            screen.search(for: "dune")
            try await waitUntil { screen.model.statuses[1].state != .loading && screen.model.searchedTerm == "dune" }
            screen.type("ponyo")
            await flow.settle()
            flow.expect { $0.setStack(ExploreRoute.search(term: "ponyo")) }
            let movies = try await fixture.radarr.lookupMovies(term: "ponyo")
            #expect(screen.model.searchedTerm == "ponyo")
            #expect(!movies.isEmpty)
            #expect(screen.model.results.map(\.title) == movies.map(\.title))
            #expect(!screen.model.results.contains { $0.title.contains("Dune") }, "the stale search for dune delivered its results")
            flow.finish()
        }
    }

    @Test func typingSearchesOnlyOnceTypingPauses() async throws {
        try await withExploreFlow { flow, _ in
            flow.perform("select Explore", { try $0.coordinator.selectTab("explore") }) { $0.selectTab("explore") }
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            #expect(screen.isEditing)
            screen.type("h")
            screen.type("ha")
            screen.type("harbor")
            #expect(screen.model.searchedTerm == nil, "no search before the pause")
            await flow.settle()
            flow.expect { $0.setStack(ExploreRoute.search(term: "harbor")) }
            #expect(screen.model.searchedTerm == "harbor")
            #expect(!screen.model.results.isEmpty)
            // Clearing the box clears the results.
            screen.type("")
            flow.expect { $0.setStack(ExploreRoute.root) }
            #expect(screen.model.searchedTerm == nil)
            #expect(screen.model.results.isEmpty)
            flow.finish()
        }
    }

    // MARK: Hand-off

    @Test func aMovieInTheLibraryOpensInRadarr() async throws {
        try await withExploreFlow { flow, fixture in
            let screen = try await search("harbor", flow)
            let row = try index(of: "The Silent Harbor", in: screen)
            let id = try #require(screen.model.results[row].libraryID)
            #expect(screen.model.handOff(for: screen.model.results[row]) == .showMovie(id: id))
            flow.selectRow(row) {
                $0.selectTab("radarr")
                $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: id))
            }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: MovieDetailScreen.self).movie?.title == "The Silent Harbor")
            flow.finish()
        }
    }

    @Test func aMovieNotInTheLibraryStartsRadarrsAddFlow() async throws {
        try await withExploreFlow { flow, _ in
            let screen = try await search("harbor", flow)
            let row = try index(of: "The Silent Harbor Returns", in: screen)
            let tmdbID = try #require(screen.model.results[row].catalogueID.number)
            // Which instance answers first decides the first row, so highlight a known one.
            screen.highlight(row: try index(of: "The Silent Harbor", in: screen))
            #expect(screen.keyHints.contains(KeyHint("enter", "open in Radarr")))
            screen.highlight(row: row)
            #expect(screen.keyHints.contains(KeyHint("enter", "add to Radarr")))
            flow.selectRow(row) {
                $0.present(RadarrModal.addLookup(term: "tmdb:\(tmdbID)"))
                $0.push(RadarrModal.addOptions(tmdbID))
            }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddMovieOptionsScreen.self)
            #expect(options.item?.tmdbID == tmdbID, "the options open at once, titled")
            flow.finish()
        }
    }

    @Test func aSeriesInTheLibraryOpensInSonarr() async throws {
        try await withExploreFlow { flow, _ in
            let screen = try await search("harbor", flow)
            let row = try index(of: "Secret Harbor", in: screen)
            let id = try #require(screen.model.results[row].libraryID)
            flow.selectRow(row) {
                $0.selectTab("sonarr")
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: id))
            }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: SeriesDetailScreen.self).series?.title == "Secret Harbor")
            flow.finish()
        }
    }

    @Test func aSeriesNotInTheLibraryStartsSonarrsAddFlow() async throws {
        try await withExploreFlow { flow, _ in
            let screen = try await search("harbor", flow)
            let row = try index(of: "Silent Harbor: The Series", in: screen)
            let tvdbID = try #require(screen.model.results[row].catalogueID.number)
            flow.selectRow(row) {
                $0.present(SonarrModal.addLookup(term: "tvdb:\(tvdbID)"))
                $0.push(SonarrModal.addOptions(tvdbID))
            }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddSeriesOptionsScreen.self)
            #expect(options.item?.tvdbID == tvdbID, "the options open at once, titled")
            flow.finish()
        }
    }

    @Test func withoutTheRadarrModuleMoviesShowButTheirActionIsHidden() async throws {
        try await withExploreFlow(modules: .sonarr) { flow, _ in
            flow.open("/explore/search?term=harbor") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.search(term: "harbor"))
            }
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            let movie = try index(of: "The Silent Harbor", in: screen)
            #expect(screen.model.handOff(for: screen.model.results[movie]) == nil)
            screen.highlight(row: movie)
            #expect(!screen.keyHints.contains { $0.key == "enter" })
            flow.selectRow(movie)
            flow.expectNoChange()
            // Sonarr's results still hand off.
            let series = try index(of: "Secret Harbor", in: screen)
            let id = try #require(screen.model.results[series].libraryID)
            flow.selectRow(series) {
                $0.selectTab("sonarr")
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: id))
            }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func resultsOfAnInstanceTheRadarrModuleDoesNotShowHaveNoAction() async throws {
        try await withExploreFlow(extraInstances: { simulator in
            [.radarr("nas", RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10))))]
        }) { flow, _ in
            let screen = try await search("harbor", flow)
            #expect(screen.model.statuses.map(\.label) == ["Radarr demo", "Sonarr demo", "Radarr nas"])
            let fromNas = try #require(screen.model.results.firstIndex { $0.instanceLabel == "Radarr nas" })
            let fromDemo = try #require(screen.model.results.firstIndex { $0.instanceLabel == "Radarr demo" })
            #expect(screen.model.handOff(for: screen.model.results[fromNas]) == nil)
            #expect(screen.model.handOff(for: screen.model.results[fromDemo]) != nil)
            flow.selectRow(fromNas)
            flow.expectNoChange()
            flow.finish()
        }
    }
}
