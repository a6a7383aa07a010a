import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end System flows of `marquee --demo` on a real (tmux) terminal at 80×24, one per
    /// service: Radarr's collections (monitor, add the missing movies after asking), Sonarr's
    /// tasks (run one now, its end announced after leaving the screen, then the events queue),
    /// Lidarr's logs (level filter, search, a log file's tail).
    @Suite("marquee --demo System flows in tmux", .serialized)
    struct SystemTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-system-test-\(getpid())", name: "system")

        @Test func radarrCollectionMonitoredAndItsMissingMovieAdded() throws {
            try terminal.withDemo { _ in
                terminal.send("O")
                let list = terminal.waitFor("4 collections · 9 missing movies", "Blade Runner Collection", "The Matrix Collection")
                #expect(list[23].contains("/ filter"), "\(list[23])")
                terminal.send("Down", "Enter")
                _ = terminal.waitFor("Dune Collection · not monitored · 1 of 3 missing", "Dune: Part Three (2026)")
                terminal.send("m")
                _ = terminal.waitFor("✓ Monitoring Dune Collection", "Dune Collection · monitored")
                terminal.send("A")
                _ = terminal.waitFor("Add missing movies?", "Add 1 missing movie of Dune Collection to /movies?")
                terminal.send("Enter")
                let added = terminal.waitFor("✓ Added 1 movie of Dune Collection")
                for line in list + added { #expect(line.count <= 80) }
                terminal.send("Escape")
                _ = terminal.waitFor("Dune Collection", "3 movies · 0 missing · monitored")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func sonarrTaskRunNowIsAnnouncedAnywhereAndListedInEvents() throws {
            try terminal.withDemo { _ in
                terminal.send("Tab")
                _ = terminal.waitFor("64 series")
                terminal.send("K")
                let tasks = terminal.waitFor("10 scheduled tasks", "RSS Sync", "every 15 min")
                #expect(tasks[23].contains("x run now"), "\(tasks[23])")
                terminal.send("End", "x")
                _ = terminal.waitFor("RSS Sync started")
                terminal.send("Escape")  // the end is announced wherever the user is
                _ = terminal.waitFor("64 series", "✓ RSS Sync completed in")
                terminal.send("E")
                let events = terminal.waitFor("RssSync (from Marquee)", "completed")
                for line in tasks + events { #expect(line.count <= 80) }
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func lidarrLogsFilteredSearchedAndAFileTail() throws {
            try terminal.withDemo { _ in
                terminal.send("4")
                _ = terminal.waitFor("5 artists")
                terminal.send("L")
                _ = terminal.waitFor("120 log entries", "RSS Sync Completed")
                terminal.send("f", "f")
                _ = terminal.waitFor("warn and above", "Indexer NZBgeek is temporarily disabled")
                terminal.send("/", "q", "b", "i", "t", "Enter")
                let searched = terminal.waitForScreen { lines in
                    lines.contains { $0.contains("Unable to communicate with qBittorrent") }
                        && !lines.contains { $0.contains("NZBgeek") }
                }
                terminal.send("Escape", "F")
                _ = terminal.waitFor("3 log files", "lidarr.txt", "lidarr.0.txt")
                terminal.send("Enter")
                let tail = terminal.waitFor("lidarr.txt: last", "newest first", "|Info|")
                for line in searched + tail { #expect(line.count <= 80) }
                terminal.send("Escape")
                _ = terminal.waitFor("3 log files")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }
    }
}
