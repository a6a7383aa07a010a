import LidarrAPI
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import ServarrCore
import ServarrScreens
import ServarrSimulator
import SonarrAPI
import Testing

/// Cutoff unmet shows, beside each title, the quality its file has and the cutoff of its quality
/// profile ("HDTV-720p → Bluray-1080p"), as the servers' own pages do.
@MainActor
@Suite(.serialized) struct CutoffQualityTests {
    @Test func aMovieShowsItsFileQualityAgainstItsProfilesCutoff() async throws {
        try await withFlow(RadarrCase.self, exhaustive: false) { flow, _, radarr in
            let below = try #require(try await radarr.cutoffUnmet().records.first)
            let file = try #require(try await radarr.movie(id: below.id).file)
            let profile = try #require(try await radarr.qualityProfiles().first { $0.id == below.qualityProfileID })
            let expected = "\(file.quality) → \(try #require(profile.cutoffName))"
            try await expectRow(
                flow, link: "/radarr/cutoff-unmet", route: RadarrCase.activity(.cutoffUnmet), library: RadarrCase.library, recordID: below.id,
                reads: expected)
        }
    }

    @Test func anEpisodeShowsItsFileQualityAgainstItsSeriesProfilesCutoff() async throws {
        try await withFlow(SonarrCase.self, exhaustive: false) { flow, _, sonarr in
            let below = try #require(try await sonarr.cutoffUnmet().records.first)
            let fileID = try #require(below.episodeFileID)
            let file = try #require(try await sonarr.episodeFiles(seriesID: below.seriesID).first { $0.id == fileID })
            let series = try await sonarr.series(id: below.seriesID)
            let profile = try #require(try await sonarr.qualityProfiles().first { $0.id == series.qualityProfileID })
            let expected = "\(file.quality) → \(try #require(profile.cutoffName))"
            try await expectRow(
                flow, link: "/sonarr/cutoff-unmet", route: SonarrCase.activity(.cutoffUnmet), library: SonarrCase.library, recordID: below.id,
                reads: expected)
        }
    }

    /// Lidarr's albums carry no file quality: the screen asks for the page's track files in one
    /// request and shows the lowest of each album's (the one the server marks below the cutoff).
    @Test func anAlbumShowsItsLowestTrackFileQualityAgainstItsArtistsProfilesCutoff() async throws {
        try await withFlow(LidarrCase.self, exhaustive: false) { flow, simulator, lidarr in
            let albums = try await lidarr.cutoffUnmet().records
            try #require(!albums.isEmpty)
            let files = Dictionary(grouping: try await lidarr.trackFiles(albumIDs: albums.map(\.id)), by: \.albumID)
            let profiles = try await lidarr.qualityProfiles()
            let expected = try Dictionary(
                uniqueKeysWithValues: albums.map { album in
                    let below = Set((files[album.id] ?? []).filter(\.isBelowCutoff).map(\.quality))
                    try #require(below.count == 1, "\(album.title): \(below)")
                    let cutoff = try #require(profiles.first { $0.id == album.artistQualityProfileID }?.cutoffName)
                    return (album.id, "\(below.first!) → \(cutoff)")
                })
            #expect(Set(expected.values).count > 1, "the simulated albums are below their cutoff in several qualities")
            let budget = 1000
            await simulator.faults.add(FaultRule(.latency(milliseconds: 0), service: .lidarr, operation: "get/api/v1/trackfile", remaining: budget))

            let first = try #require(albums.first)
            try await expectRow(
                flow, link: "/lidarr/cutoff-unmet", route: LidarrCase.activity(.cutoffUnmet), library: LidarrCase.library, recordID: first.id,
                reads: try #require(expected[first.id]))
            let list = try flow.requireFocusedScreen(as: ActivityScreen.self)
            for album in albums {
                #expect(list.rows.first { $0.recordID == album.id }?.detail == expected[album.id], "\(album.title)")
            }
            let left = await simulator.faults.activeRules().first { $0.operation == "get/api/v1/trackfile" }?.remaining ?? 0
            #expect(budget - left == 1, "one trackfile request for the page of \(albums.count) albums")
        }
    }

    /// A track-file request the server refuses costs the qualities, not the list: every album
    /// is still listed, its current quality "?".
    @Test func aRefusedTrackFileRequestLeavesTheAlbumsListedWithAnUnknownQuality() async throws {
        try await withFlow(LidarrCase.self, exhaustive: false) { flow, simulator, lidarr in
            let albums = try await lidarr.cutoffUnmet().records
            try #require(!albums.isEmpty)
            await simulator.faults.add(FaultRule(.serverError(message: "database is locked"), service: .lidarr, operation: "get/api/v1/trackfile"))
            flow.open("/lidarr/cutoff-unmet") { $0.setStack(LidarrCase.library, LidarrCase.activity(.cutoffUnmet)) }
            await flow.settle()
            let list = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(Set(list.rows.compactMap(\.recordID)) == Set(albums.map(\.id)))
            #expect(list.rows.allSatisfy { $0.detail.hasPrefix("? → ") && !$0.detail.hasSuffix("?") }, "\(list.rows.map(\.detail))")
        }
    }

    /// Opens cutoff unmet and checks that the row of record `recordID` reads `expected` in its
    /// detail column, under the header "Quality → cutoff".
    private func expectRow<Route: MarqueeNavigation.Route>(
        _ flow: FlowTest, link: String, route: Route, library: Route, recordID: Int, reads expected: String
    ) async throws {
        flow.open(link) { $0.setStack(library, route) }
        await flow.settle()
        let list = try flow.requireFocusedScreen(as: ActivityScreen.self)
        let row = try #require(list.rows.first { $0.recordID == recordID })
        #expect(row.detail == expected)
        let terminal = InMemoryTerminal(size: Size(width: 120, height: 30))
        let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
        shell.render()
        #expect(terminal.screenString.contains("Quality → cutoff"), "\(terminal.screenString)")
        #expect(terminal.screenString.contains(expected), "\(terminal.screenString)")
    }
}
