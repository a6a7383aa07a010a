import LidarrAPI
import LidarrFeature
import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import Testing

/// Lidarr's library shows the columns an artist has: no Year (artists have none), its type, its
/// albums and its tracks; `o` cycles through exactly those columns, each sorted by value.
@MainActor
@Suite(.serialized) struct ArtistLibraryColumnsTests {
    @Test func theArtistsTableHasNoYearAndSortsByTheColumnsItShows() async throws {
        try await withLidarrFlow(exhaustive: false) { flow, _, repository in
            flow.expect { $0.setStack(LidarrRoute.library) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<LidarrService>.self)
            let artists = try await repository.artists()
            try #require(library.shown.count == artists.count && artists.count > 2, "the library loaded")
            let header = try #require(terminal.screenText.first { $0.contains("Title") }, "\(terminal.screenString)")
            #expect(!header.contains("Year"), "\(header)")
            for title in ["Type", "Albums", "Tracks", "Added", "Size", "Status"] { #expect(header.contains(title), "\(title) in \(header)") }

            var sorted: [String] = []
            for _ in 0..<6 {
                _ = shell.handle(.character("o"))
                shell.render()
                let header = terminal.screenText.first { $0.contains("Title") } ?? ""
                sorted += ["Title", "Type", "Albums", "Tracks", "Added", "Size"].filter {
                    header.range(of: "\($0) ?▲", options: .regularExpression) != nil
                }
                if header.range(of: "Albums ?▲", options: .regularExpression) != nil {
                    #expect(library.shown.map(\.albumCount) == library.shown.map(\.albumCount).sorted(), "albums by their number")
                }
            }
            #expect(sorted == ["Type", "Albums", "Tracks", "Added", "Size", "Title"], "o cycles through the columns shown")
        }
    }
}
