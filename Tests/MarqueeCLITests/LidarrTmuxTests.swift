import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end Lidarr flow of `marquee --demo` on a real (tmux) terminal at 80×24: the Lidarr
    /// tab (`4`) → an artist → an album's tracks → its releases (full-screen) → grab confirmation
    /// → success, then back out level by level; then the add-artist sheet, cancelled.
    @Suite("marquee --demo Lidarr flows in tmux", .serialized)
    struct LidarrTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-lidarr-test-\(getpid())", name: "lidarr")

        @Test func artistAlbumTracksToInteractiveSearchAndGrabThenAddArtistCancelled() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            let start = terminal.waitFor("230 movies")
            #expect(start.contains { $0.contains("Lidarr") }, "the demo has a Lidarr tab")
            terminal.send("4")
            let library = terminal.waitFor("5 artists", "Björk", "Radiohead")
            // An artist's albums and tracks have their own columns (artists have no year).
            #expect(library.contains { $0.contains("Albums") && $0.contains("Tracks") && !$0.contains("Year") }, "\(library)")
            #expect(library.contains { $0.range(of: "Radiohead .* 3 +[0-9]+/[0-9]+ ", options: .regularExpression) != nil }, "\(library)")

            // The library sorts by name: Björk, Daft Punk, Khruangbin, Nina Simone, Radiohead.
            terminal.send("End", "Enter")
            _ = terminal.waitFor("Artists › Radiohead", "OK Computer (1997)", "In Rainbows (2007)")
            terminal.send("End", "Enter")
            let album = terminal.waitFor("› In Rainbows", "Weird Fishes/Arpeggi")
            #expect(album[23].contains("i interactive search"), "\(album[23])")

            terminal.send("i")
            let releases = terminal.waitFor("Album releases", "Radiohead - In Rainbows")
            terminal.send("Enter")
            _ = terminal.waitFor("Grab release?", "[ Grab ]", "[ Cancel ]")
            terminal.send("Enter")
            let grabbed = terminal.waitFor("✓ Grabbed Radiohead - In Rainbows")
            #expect(grabbed.count { $0.contains("Grabbed") } == 1, "\(grabbed)")
            for line in releases + grabbed { #expect(line.count <= 80) }

            terminal.send("Escape")
            _ = terminal.waitForScreen { lines in !lines.contains { $0.contains("Album releases") } && lines.contains { $0.contains("Weird Fishes") }
            }
            terminal.send("Escape")
            _ = terminal.waitFor("Artists › Radiohead", "OK Computer (1997)")

            // The add sheet searches Lidarr's catalogue; Escape cancels it and adds nothing.
            terminal.send("a")
            _ = terminal.waitFor("artist name or lidarr:MBID")
            terminal.send("p", "o", "r", "t", "i", "s", "Enter")
            _ = terminal.waitFor("Portishead")
            terminal.send("Escape")
            _ = terminal.waitForScreen { lines in !lines.contains { $0.contains("Portishead") } && lines.contains { $0.contains("OK Computer") } }

            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
        }
    }
}
