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

/// The nested-modal add-movie flow against the simulator over loopback, exhaustive.
@MainActor
@Suite(.serialized) struct AddMovieFlowTests {
    /// Opens the add sheet from the library, searches, and pushes the options for "Ponyo".
    private func openOptions(_ flow: FlowTest) async throws -> (lookup: AddMovieLookupScreen, options: AddMovieOptionsScreen) {
        flow.expect { $0.setStack(RadarrRoute.library) }
        await flow.settle()
        flow.press("a") { $0.present(RadarrModal.addLookup(term: "")) }
        let lookup = try flow.requireFocusedScreen(as: AddMovieLookupScreen.self)
        lookup.search(for: "ponyo")
        await flow.settle()
        let index = try #require(lookup.results.firstIndex { $0.tmdbID == 800005 })
        #expect(!lookup.results[index].isInLibrary)
        flow.selectRow(index) { $0.push(RadarrModal.addOptions(800005)) }
        await flow.settle()
        let options = try flow.requireFocusedScreen(as: AddMovieOptionsScreen.self)
        #expect(options.draft.qualityProfileID != nil)
        #expect(options.draft.rootFolderPath != nil)
        return (lookup, options)
    }

    @Test func addMovieEndToEnd() async throws {
        try await withRadarrFlow { flow, _, repository in
            let before = try await repository.movies().count
            let (_, options) = try await openOptions(flow)
            let profiles = try await repository.qualityProfiles()
            try #require(profiles.count >= 2)

            // Picker: a modal over the sheet returning a typed Int.
            flow.perform("choose quality profile", { _ in try options.chooseQualityProfile() }) {
                $0.present(RadarrModal.pickQualityProfile(options.externalID))
            }
            flow.selectRow(1) { $0.dismiss() }
            await flow.settle()
            #expect(options.draft.qualityProfileID == profiles[1].id)

            flow.perform("choose availability", { _ in try options.chooseMinimumAvailability() }) {
                $0.present(RadarrModal.pickMinimumAvailability(tmdbID: options.externalID))
            }
            flow.selectRow(0) { $0.dismiss() }
            await flow.settle()
            #expect(options.draft.minimumAvailability == .announced)
            options.setTags("anime, favourites")

            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(RadarrModal.confirmAdd(800005), style: .alert) }
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.movies().first { $0.tmdbID == 800005 })
            flow.expect {
                $0.dismissAll()
                $0.push(RadarrRoute.movie(id: added.id))
            }
            #expect(shell.display.lastToast?.message == "✓ Added Ponyo")
            #expect(try await repository.movies().count == before + 1)
            #expect(added.qualityProfileID == profiles[1].id)
            #expect(added.minimumAvailability == .announced)
            #expect(added.tagIDs.count == 2)
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: MovieDetailScreen.self)
            #expect(detail.movie?.title == "Ponyo")
            #expect(flow.host.coordinator.waitingResultCount == 0)
            flow.finish()
        }
    }

    @Test func serverErrorOnAddKeepsEveryField() async throws {
        try await withRadarrFlow { flow, simulator, repository in
            let before = try await repository.movies().count
            let (_, options) = try await openOptions(flow)
            flow.perform("choose quality profile", { _ in try options.chooseQualityProfile() }) {
                $0.present(RadarrModal.pickQualityProfile(options.externalID))
            }
            flow.selectRow(1) { $0.dismiss() }
            await flow.settle()
            options.setTags("weekend")
            let entered = options.draft

            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Disk is full"), service: .radarr,
                    operation: "post/api/v3/movie", remaining: 1))
            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(RadarrModal.confirmAdd(800005), style: .alert) }
            flow.answer("Add")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try flow.requireFocusedScreen(as: AddMovieOptionsScreen.self) === options)
            #expect(options.addError?.contains("Disk is full") == true)
            #expect(options.draft == entered)
            #expect(try await repository.movies().count == before)

            // Retrying works once the server recovers.
            flow.perform("add again", { _ in try options.requestAdd() }) { $0.present(RadarrModal.confirmAdd(800005), style: .alert) }
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.movies().first { $0.tmdbID == 800005 })
            flow.expect {
                $0.dismissAll()
                $0.push(RadarrRoute.movie(id: added.id))
            }
            #expect(added.tagIDs.count == 1)
            await flow.settle()
            flow.finish()
        }
    }
}
