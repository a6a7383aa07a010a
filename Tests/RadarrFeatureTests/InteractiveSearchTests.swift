import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import Testing

/// Interactive search: a full-screen modal over the movie; Enter grabs a release.
@MainActor
@Suite(.serialized) struct InteractiveSearchTests {
    @Test func grabAReleaseFromTheFullScreenModal() async throws {
        try await withRadarrFlow { flow, _, repository in
            let movie = try #require(try await repository.movies().first { !$0.hasFile })
            flow.open("/radarr/movie/\(movie.id)") { $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: movie.id)) }
            await flow.settle()
            flow.press("i") { $0.present(RadarrModal.interactiveSearch(movieID: movie.id), style: .fullScreen) }
            await flow.settle()
            let search = try focused(flow, as: InteractiveSearchScreen.self)
            #expect(!search.releases.isEmpty)
            let index = try #require(search.releases.firstIndex { $0.isApproved })
            flow.selectRow(index)
            await flow.settle()
            flow.expectNoChange()
            #expect(search.status?.hasPrefix("Grabbed") == true)
            #expect(try await repository.queue(pageSize: 100).records.contains { $0.mediaID == movie.id })
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func interactiveSearchHasALink() async throws {
        try await withRadarrFlow { flow, _, repository in
            let id = try #require(try await repository.movies().first?.id)
            flow.open("/radarr/movie/\(id)/releases") {
                $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: id))
                $0.present(RadarrModal.interactiveSearch(movieID: id), style: .fullScreen)
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: InteractiveSearchScreen.self)?.isLoaded == true)
            #expect(flow.host.deepLinks.link(for: RadarrModal.interactiveSearch(movieID: id)) == "marquee://radarr/movie/\(id)/releases")
            flow.finish()
        }
    }
}
