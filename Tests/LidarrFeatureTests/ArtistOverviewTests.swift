import LidarrAPI
import LidarrFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import Testing

/// An artist's screen shows what Lidarr says of the artist (its overview) between its facts and
/// its albums.
@MainActor
@Suite(.serialized) struct ArtistOverviewTests {
    @Test func anArtistShowsItsOverview() async throws {
        try await withLidarrFlow { flow, _, repository in
            flow.expect { $0.setStack(LidarrRoute.library) }
            await flow.settle()
            let radiohead = try #require(try await repository.mediaListing().elements.first { $0.title == "Radiohead" })
            #expect(!radiohead.overview.isEmpty)
            flow.open("/lidarr/artist/\(radiohead.id)") { $0.push(LidarrRoute.artist(id: radiohead.id)) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let rows = terminal.screenText
            let overviewRow = try #require(rows.firstIndex { $0.contains(radiohead.overview) }, "\(terminal.screenString)")
            let albumsRow = try #require(rows.firstIndex { $0.contains("Albums") })
            #expect(overviewRow < albumsRow, "the overview sits above the albums")
            await flow.settle()
            flow.finish()
        }
    }
}
