import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrScreens
import ServarrSimulator
import Testing

/// Issue 14's rough edges in Radarr: the edit sheet chooses its quality profile in the add
/// flow's picker, every action that talks to the server says it did (monitor, save, search),
/// and a slow lookup says it is searching.
@MainActor
@Suite(.serialized) struct EditAndFeedbackTests {
    private func shell(over flow: FlowTest) -> Shell {
        let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
        shell.render()
        return shell
    }

    @Test func editChoosesTheQualityProfileInThePickerAndConfirmsTheSave() async throws {
        try await withRadarrFlow { flow, _, repository in
            let movie = try #require(try await repository.movies().first)
            let profiles = try await repository.qualityProfiles()
            let other = try #require(profiles.first { $0.id != movie.qualityProfileID })
            flow.open("/radarr/movie/\(movie.id)/edit") {
                $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: movie.id))
                $0.present(RadarrModal.edit(id: movie.id))
            }
            await flow.settle()
            let shell = shell(over: flow)
            let edit = try flow.requireFocusedScreen(as: EditMovieScreen.self)
            // ↓↓ to the profile: ←→ no longer cycle it; Enter opens the same picker as Add.
            shell.handle(.down)
            shell.handle(.down)
            #expect(edit.focus == .qualityProfile)
            #expect(edit.keyHints.contains(KeyHint("enter", "choose")))
            shell.handle(.right)
            #expect(edit.edited?.qualityProfileID == movie.qualityProfileID)
            flow.perform("enter", { _ in shell.handle(.enter) }) { $0.present(RadarrModal.pickEditedQualityProfile(id: movie.id)) }
            let picker = try flow.requireFocusedScreen(as: ValuePickerScreen<Int>.self)
            #expect(picker.title == "Quality profile")
            #expect(picker.choices.map(\.value) == profiles.map(\.id))
            #expect(picker.highlighted == profiles.firstIndex { $0.id == movie.qualityProfileID })
            let row = try #require(profiles.firstIndex { $0.id == other.id })
            flow.selectRow(row) { $0.dismiss() }
            await flow.settle()
            #expect(edit.edited?.qualityProfileID == other.id)

            flow.perform("ctrl-s", { _ in shell.handle(.control("s")) }) { _ in }
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.movie(id: movie.id).qualityProfileID == other.id)
            #expect(shell.display.lastToast?.message == "✓ Saved \(movie.title)")
            flow.finish()
        }
    }

    @Test func monitorAndSearchOnTheLibraryAndTheDetailAreConfirmed() async throws {
        try await withRadarrFlow { flow, _, repository in
            flow.expect { $0.setStack(RadarrRoute.library) }
            await flow.settle()
            let shell = shell(over: flow)
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            let movie = try #require(library.selectedMovie)
            let name = movie.title + (movie.year > 0 ? " (\(movie.year))" : "")
            flow.press("m") { _ in }
            await flow.settle()
            #expect(shell.display.lastToast?.message == (movie.isMonitored ? "✓ No longer monitoring \(name)" : "✓ Monitoring \(name)"))
            flow.press("s") { _ in }
            await flow.settle()
            #expect(shell.display.recentToasts.map(\.message).contains("✓ Search started for \(name)"))
            #expect(shell.display.lastToast?.message.hasPrefix("✓ Search for \(name) completed in ") == true)
            #expect(try await repository.commands().contains { $0.name == "MoviesSearch" })

            flow.selectRow(library.shown.firstIndex { $0.id == movie.id } ?? 0) { $0.push(RadarrRoute.movie(id: movie.id)) }
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: MovieDetailScreen.self)
            flow.press("m") { _ in }
            await flow.settle()
            #expect(detail.movie?.isMonitored == movie.isMonitored, "toggled back")
            #expect(
                shell.display.lastToast?.message
                    == (movie.isMonitored ? "✓ Monitoring \(movie.title) (\(movie.year))" : "✓ No longer monitoring \(movie.title) (\(movie.year))"))
            flow.finish()
        }
    }

    /// Ctrl-R on a movie asks the server to refresh and rescan it: its start and its end are
    /// announced, and the movie is read again once the server has done it (a read that fails
    /// then keeps the movie on the page and says so in a toast naming the instance).
    @Test func refreshAndScanIsAnnouncedAndTheMovieIsReadAgainAtItsEnd() async throws {
        try await withRadarrFlow { flow, simulator, repository in
            let movie = try #require(try await repository.movies().first)
            flow.open("/radarr/movie/\(movie.id)") { $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: movie.id)) }
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: MovieDetailScreen.self)
            let shell = shell(over: flow)
            let watch = try #require(flow.host.services.resolve(CommandWatch<RadarrService>.self))
            let owner = NSObject()
            watch.observe(owner) {
                // Once the server has accepted the refresh, the next read of the movie fails.
                guard !watch.running.isEmpty else { return }
                Task {
                    await simulator.faults.add(
                        FaultRule(
                            .serverError(message: "Movie is being refreshed"), service: .radarr, operation: "get/api/v3/movie/{id}",
                            remaining: 1))
                }
            }
            flow.press("ctrl-r") { _ in }
            await flow.settle()
            let toasts = shell.display.recentToasts.map(\.message)
            #expect(toasts.first == "✓ Refresh and scan started for \(movie.title)")
            #expect(toasts.contains { $0.hasPrefix("✓ Refresh and scan of \(movie.title) completed in ") }, "\(toasts)")
            #expect(
                toasts.last == "✗ Reloading \(movie.title) (\(movie.year)) on \(repository.instanceLabel): Movie is being refreshed",
                "the movie was read again: \(toasts)")
            #expect(detail.failure == nil && detail.movie?.id == movie.id, "the page keeps the movie")
            #expect(try await repository.commands().contains { $0.name == "RefreshMovie" && $0.state == .completed })
            flow.finish()
        }
    }

    @Test func aSlowLookupSaysItIsSearching() async throws {
        try await withRadarrFlow { flow, simulator, _ in
            flow.expect { $0.setStack(RadarrRoute.library) }
            await flow.settle()
            flow.press("a") { $0.present(RadarrModal.addLookup(term: "")) }
            let lookup = try flow.requireFocusedScreen(as: AddMovieLookupScreen.self)
            await simulator.faults.add(
                FaultRule(
                    .latency(milliseconds: 1_500), service: .radarr,
                    operation: "get/api/v3/movie/lookup", remaining: 1))
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            for key in Key.script("ponyo<Enter>") { shell.handle(key) }
            shell.render()
            #expect(lookup.isSearching)
            #expect(terminal.screenText.contains { $0.contains("Searching for “ponyo”…") }, "\(terminal.screenText)")
            await flow.settle()
            shell.render()
            #expect(!lookup.isSearching)
            #expect(terminal.screenText.contains { $0.contains("1 result for “ponyo”") })
            flow.finish()
        }
    }
}
