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
/// and the instance, and the album stays as it was. `/` narrows an artist's albums.
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

    @Test func theAlbumsNarrowAsYouTypeAndEscClearsBeforeLeaving() async throws {
        try await withLidarrFlow { flow, _, repository in
            let radiohead = try #require(try await repository.mediaListing().elements.first { $0.title == "Radiohead" })
            let kidA = try #require(try await repository.albums(artistID: radiohead.id).first { $0.title == "Kid A" })
            flow.open("/lidarr/artist/\(radiohead.id)") { $0.setStack(LidarrRoute.library, LidarrRoute.artist(id: radiohead.id)) }
            await flow.settle()
            let artist = try flow.requireFocusedScreen(as: ArtistDetailScreen.self)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            shell.render()
            shell.handle(.character("/"))
            for character in "kid" { shell.handle(.character(character)) }
            #expect(artist.shownRows.map(\.title) == ["Kid A"])
            shell.handle(.escape)
            flow.expectNoChange()
            #expect(artist.shownRows.count == artist.rows.count)
            shell.handle(.character("/"))
            for character in "kid" { shell.handle(.character(character)) }
            shell.handle(.enter)
            flow.expect { $0.push(LidarrRoute.album(id: kidA.id)) }
            await flow.settle()
            flow.back { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }
}
