import ExploreFeature
import LidarrAPI
import LidarrFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrSimulator
import Testing

/// Explore searches and lists Lidarr too: artists in the search, opened in Lidarr when in its
/// library, otherwise added through Lidarr's add sheet; albums in Upcoming and downloads in the
/// merged queue, labelled with their instance.
@MainActor
@Suite(.serialized) struct LidarrExploreTests {
    @Test func searchFindsArtistsAndHandsThemToLidarr() async throws {
        try await withLidarrExplore { flow, lidarr in
            flow.open("/explore/search?term=radiohead") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.search(term: "radiohead"))
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            let row = try #require(search.model.results.firstIndex { $0.title == "Radiohead" && $0.service == .lidarr })
            let radiohead = search.model.results[row]
            #expect(radiohead.instanceLabel == "Lidarr demo")
            #expect(search.model.handOff(for: radiohead) == .showArtist(id: 1))
            let tribute = try #require(search.model.results.first { $0.title == "Radiohead Tribute Quartet" })
            guard case .musicBrainz(let mbid) = tribute.catalogueID else {
                Issue.record("not a MusicBrainz id: \(tribute.catalogueID)")
                return
            }
            #expect(search.model.handOff(for: tribute) == .addArtist(musicBrainzID: mbid))
            flow.selectRow(row) {
                $0.selectTab("lidarr")
                $0.push(LidarrRoute.artist(id: 1))
            }
            await flow.settle()

            flow.finish()
        }
    }

    @Test func upcomingAndDownloadsListLidarrsAlbumsAndQueue() async throws {
        try await withLidarrExplore { flow, lidarr in
            flow.open("/explore/upcoming?days=28") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.root, ExploreRoute.upcoming(days: 28))
            }
            await flow.settle()
            let upcoming = try flow.requireFocusedScreen(as: UpcomingScreen.self)
            let albums = try await lidarr.calendar(from: upcoming.model.start, to: upcoming.model.end).filter { $0.releaseDate != nil }
            #expect(!albums.isEmpty, "the simulator seeds upcoming albums")
            #expect(upcoming.model.list.items.map(\.detail).sorted() == albums.map(\.title).sorted())
            #expect(upcoming.model.list.items.allSatisfy { $0.instanceLabel == "Lidarr demo" })
            #expect(Set(upcoming.model.list.items.map(\.handOff)) == Set(albums.map { HandOff.showArtist(id: $0.artistID) }))

            flow.open("/explore/activity") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.root, ExploreRoute.activity)
            }
            await flow.settle()
            let activity = try flow.requireFocusedScreen(as: ExploreActivityScreen.self)
            let queue = try await lidarr.queue(pageSize: 200).records
            #expect(!queue.isEmpty, "the simulator seeds Lidarr's queue")
            #expect(activity.model.list.items.map(\.title).sorted() == queue.map(\.title).sorted())
            #expect(activity.model.list.items.allSatisfy { $0.instanceLabel == "Lidarr demo" })
            flow.finish()
        }
    }

    /// Explore and Lidarr over one simulator's Lidarr ("Lidarr demo"), stopped whatever the test does.
    private func withLidarrExplore(_ body: (FlowTest, LidarrRepository) async throws -> Void) async throws {
        let simulator = try await ServarrSimulator.start(.init(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(600)))
        do {
            let lidarr = LidarrRepository(configuration: simulator.lidarrConfiguration(timeout: .seconds(10)))
            let services = ServiceContainer()
            services.register(LidarrRepository.self, lidarr)
            services.register(ServarrInstances.self, ServarrInstances([.lidarr("demo", lidarr)]))
            try await body(
                try FlowTest(modules: [ExploreModule(refreshInterval: nil, searchDebounce: .milliseconds(20)), LidarrModule()], services: services),
                lidarr)
        } catch {
            await simulator.shutdown()
            throw error
        }
        await simulator.shutdown()
    }
}
