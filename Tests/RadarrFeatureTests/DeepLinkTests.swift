import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrScreens
import Testing

/// Every Radarr screen is reachable by its link, modal ones included.
@MainActor
@Suite(.serialized) struct DeepLinkTests {
    @Test func everyScreenHasALink() async throws {
        try await withRadarrFlow { flow, _, repository in
            let movie = try #require(try await repository.movies().first)
            let id = movie.id
            flow.open("/radarr/library") { $0.setStack(RadarrRoute.library) }
            await flow.settle()
            #expect(flow.focusedScreen(as: MovieLibraryScreen.self) != nil)

            flow.open("/radarr/movie/\(id)") { $0.push(RadarrRoute.movie(id: id)) }
            await flow.settle()
            #expect(flow.focusedScreen(as: MovieDetailScreen.self)?.movie?.title == movie.title)

            flow.open("/radarr/movie/\(id)/edit") { $0.present(RadarrModal.edit(id: id)) }
            await flow.settle()
            #expect(flow.focusedScreen(as: EditMovieScreen.self)?.original?.id == id)

            flow.open("/radarr/movie/\(id)/delete") {
                $0.dismiss()
                $0.present(RadarrModal.delete(id: id), style: .alert)
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: DeleteMovieScreen.self)?.message.contains(movie.title) == true)

            flow.open("marquee://radarr/add?term=dune") {
                $0.setStack(RadarrRoute.library)
                $0.dismissAll()
                $0.present(RadarrModal.addLookup(term: "dune"))
            }
            await flow.settle()
            let lookup = try flow.requireFocusedScreen(as: AddMovieLookupScreen.self)
            #expect(lookup.results.contains { $0.title == "Dune" && $0.isInLibrary })

            flow.open("/radarr/add/800005") {
                $0.dismissAll()
                $0.present(RadarrModal.addLookup(term: "tmdb:800005"))
                $0.push(RadarrModal.addOptions(800005))
            }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddMovieOptionsScreen.self)
            #expect(options.item?.title == "Ponyo")

            for (path, modal) in [
                ("quality-profile", RadarrModal.pickQualityProfile(800005)), ("root-folder", .pickRootFolder(800005)),
                ("availability", .pickMinimumAvailability(tmdbID: 800005)),
            ] {
                flow.open("/radarr/add/800005/\(path)") {
                    $0.dismissAll()
                    $0.present(RadarrModal.addLookup(term: "tmdb:800005"))
                    $0.push(RadarrModal.addOptions(800005))
                    $0.present(modal)
                }
                await flow.settle()
                #expect(flow.focusedScreen(as: (any RowSelecting).self) != nil)
            }
            flow.open("/radarr/add/800005/confirm") {
                $0.dismissAll()
                $0.present(RadarrModal.addLookup(term: "tmdb:800005"))
                $0.push(RadarrModal.addOptions(800005))
                $0.present(RadarrModal.confirmAdd(800005), style: .alert)
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: ConfirmAddScreen.self)?.message.contains("Ponyo") == true)
            flow.finish()
        }
    }

    @Test func routesTurnBackIntoLinks() async throws {
        try await withRadarrFlow { flow, _, _ in
            let links = flow.host.deepLinks
            #expect(links.link(for: RadarrRoute.library) == "marquee://radarr/library")
            #expect(links.link(for: RadarrRoute.movie(id: 7)) == "marquee://radarr/movie/7")
            #expect(links.link(for: RadarrModal.edit(id: 7)) == "marquee://radarr/movie/7/edit")
            #expect(links.link(for: RadarrModal.delete(id: 7)) == "marquee://radarr/movie/7/delete")
            #expect(links.link(for: RadarrModal.addLookup(term: "dune")) == "marquee://radarr/add?term=dune")
            #expect(links.link(for: RadarrModal.addOptions(603)) == "marquee://radarr/add/603")
        }
    }

    @Test func routingProtocolShowsAMovieAndStartsAnAdd() async throws {
        try await withRadarrFlow { flow, _, repository in
            let id = try #require(try await repository.movies().first?.id)
            flow.perform("showMovie", { host in try #require(host.router(RadarrRouting.self)).showMovie(id: id) }) {
                $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: id))
            }
            flow.perform("startAddMovie", { host in try #require(host.router(RadarrRouting.self)).startAddMovie(term: "ponyo") }) {
                $0.present(RadarrModal.addLookup(term: "ponyo"))
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: AddMovieLookupScreen.self)?.results.contains { $0.tmdbID == 800005 } == true)
            flow.finish()
        }
    }
}
