import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// Radarr's collections over loopback: the list, a collection with its movies in the library
/// or not, monitoring (and a refused save), and adding the missing movies (after asking, with
/// the server's refusal shown in the alert, which stays open).
@MainActor
@Suite(.serialized) struct CollectionFlowTests {
    @Test func collectionsListAndOpenFromTheirLinksAndKey() async throws {
        try await withRadarrFlow { flow, _, repository in
            flow.open("/radarr/library") { $0.setStack(RadarrRoute.library) }
            await flow.settle()
            flow.press("O") { $0.push(RadarrRoute.collections) }
            await flow.settle()
            let list = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(list.summary == "4 collections · 9 missing movies")
            #expect(list.rows.map(\.title) == ["Blade Runner Collection", "Dune Collection", "Mad Max Collection", "The Matrix Collection"])
            #expect(list.rows[0].detail == "2 movies · 1 missing · monitored")
            list.filter(by: "matrix")
            #expect(list.rows.map(\.title) == ["The Matrix Collection"])
            list.filter(by: "")
            flow.selectRow(1) { $0.push(RadarrRoute.collection(id: 1)) }
            await flow.settle()
            #expect(flow.host.deepLinks.link(for: RadarrRoute.collection(id: 1)) == "marquee://radarr/collections/1")
            let dune = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(dune.summary == "Dune Collection · not monitored · 1 of 3 missing")
            #expect(dune.rows.map(\.detail) == ["in library", "in library", "missing"])
            #expect(dune.rows[2].isProblem)

            // Enter on a missing movie opens the add flow's options, titled from the collection,
            // and Ctrl-S adds it without a second question.
            flow.selectRow(2) {
                $0.present(RadarrModal.addLookup(term: "tmdb:1170608"))
                $0.push(RadarrModal.addOptions(1_170_608))
            }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddOptionsScreen<RadarrService>.self)
            #expect(options.title == "Add Dune: Part Three")
            #expect(options.item?.year == 2026)
            options.addWithoutAsking()
            await flow.settle()
            #expect(options.addError == nil)
            let added = try #require(try await repository.libraryMovie(tmdbID: 1_170_608))
            flow.expect {
                $0.dismissAll()
                $0.popToRoot()
                $0.push(RadarrRoute.movie(id: added.id))
            }

            // Enter on a movie of the library opens it on the tab's root stack, not under the
            // collection: Library › Dune.
            flow.open("/radarr/collections/1") { $0.setStack(RadarrRoute.library, RadarrRoute.collections, RadarrRoute.collection(id: 1)) }
            await flow.settle()
            flow.selectRow(0)
            await flow.settle()
            let duneMovie = try #require(flow.state.stack.last?.route.as(RadarrRoute.self))
            guard case .movie = duneMovie else {
                Issue.record("expected the movie's detail, got \(duneMovie)")
                return
            }
            flow.expect {
                $0.popToRoot()
                $0.push(duneMovie)
            }
            flow.finish()
        }
    }

    @Test func monitoringIsSavedAndARefusalIsShown() async throws {
        try await withRadarrFlow { flow, simulator, repository in
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            flow.open("/radarr/collections/2") {
                $0.setStack(RadarrRoute.library, RadarrRoute.collections, RadarrRoute.collection(id: 2))
            }
            await flow.settle()
            let matrix = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(matrix.title == "The Matrix Collection", "the breadcrumb names the collection once loaded")
            await simulator.faults.add(
                FaultRule(.serverError(message: "Database is locked"), service: .radarr, operation: "put/api/v3/collection/{id}", remaining: 1))
            matrix.perform("m")
            await flow.settle()
            #expect(shell.display.lastToast?.kind == .failure)
            #expect(shell.display.lastToast?.message.hasSuffix(": Database is locked") == true, "\(shell.display.recentToasts)")
            #expect(try await repository.collection(id: 2).isMonitored == false)

            matrix.perform("m")
            await flow.settle()
            #expect(shell.display.lastToast?.message == "✓ Monitoring The Matrix Collection")
            #expect(matrix.summary.hasPrefix("The Matrix Collection · monitored"))
            #expect(try await repository.collection(id: 2).isMonitored)
            flow.finish()
        }
    }

    @Test func addingTheMissingMoviesAsksFirstAndKeepsTheAlertOnARefusal() async throws {
        try await withRadarrFlow { flow, simulator, repository in
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            flow.open("/radarr/collections/4") {
                $0.setStack(RadarrRoute.library, RadarrRoute.collections, RadarrRoute.collection(id: 4))
            }
            await flow.settle()
            let madMax = try flow.requireFocusedScreen(as: ActivityScreen.self)
            madMax.perform("A")
            flow.expect { $0.present(RadarrModal.addMissingMovies(collectionID: 4), style: .alert) }
            await flow.settle()
            let alert = try flow.requireFocusedScreen(as: ConfirmAddScreen.self)
            #expect(alert.message == "Add 4 missing movies of Mad Max Collection to /movies?")

            await simulator.faults.add(
                FaultRule(.serverError(message: "Root folder is read-only"), service: .radarr, operation: "post/api/v3/movie", remaining: 1))
            flow.answer("Add")
            await flow.settle()
            flow.expectNoChange()  // the alert stays, saying why
            #expect(alert.message.contains("Root folder is read-only"))
            #expect(try await repository.collection(id: 4).missingMovies.count == 4)

            flow.answer("Add")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(shell.display.lastToast?.message == "✓ Added 4 movies of Mad Max Collection")
            #expect(try await repository.collection(id: 4).missingMovies.isEmpty)
            madMax.reload()
            await flow.settle()
            #expect(madMax.rows.allSatisfy { $0.detail == "in library" })

            // Cancel adds nothing.
            madMax.perform("A")
            flow.expect { $0.present(RadarrModal.addMissingMovies(collectionID: 4), style: .alert) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ConfirmAddScreen.self).message == "Every movie of Mad Max Collection is in the library.")
            flow.answer("Cancel") { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }
}
