import LidarrAPI
import LidarrFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import ServarrSimulator
import Testing

/// `m` on an album toggles the album (docs/keys.md, "Media item": the screen's item), through
/// Lidarr's `PUT album/monitor`, and says so in a toast; a refusal is a toast naming the action
/// and the instance, and the album stays as it was.
@MainActor
@Suite(.serialized) struct AlbumMonitorTests {
    @Test func monitorOnAnAlbumTogglesTheAlbum() async throws {
        try await withLidarrFlow { flow, simulator, repository in
            let radiohead = try #require(try await repository.mediaListing().elements.first { $0.title == "Radiohead" })
            let album = try #require(try await repository.albums(artistID: radiohead.id).first { $0.title == "Kid A" })
            flow.open("/lidarr/album/\(album.id)") { $0.setStack(LidarrRoute.library, LidarrRoute.album(id: album.id)) }
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: AlbumDetailScreen.self)
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            #expect(terminal.screenText[23].contains("m monitor"), "\(terminal.screenText[23])")

            shell.handle(.character("m"))
            await flow.settle()
            #expect(try await repository.album(id: album.id).isMonitored == !album.isMonitored)
            #expect(screen.album?.isMonitored == !album.isMonitored, "the album is read again")
            #expect(shell.display.lastToast?.message == "✓ \(album.isMonitored ? "No longer monitoring" : "Monitoring") Kid A")
            let artist = try await repository.media(id: radiohead.id)
            #expect(artist.isMonitored == radiohead.isMonitored, "the artist keeps its state")

            await simulator.faults.add(
                FaultRule(.serverError(message: "Database is locked"), service: .lidarr, operation: "put/api/v1/album/monitor", remaining: 1))
            shell.handle(.character("m"))
            await flow.settle()
            let action = album.isMonitored ? "Monitoring" : "Unmonitoring"
            #expect(shell.display.lastToast?.message == "✗ \(action) Kid A on \(repository.instanceLabel): Database is locked")
            #expect(try await repository.album(id: album.id).isMonitored == !album.isMonitored)
            flow.finish()
        }
    }
}
