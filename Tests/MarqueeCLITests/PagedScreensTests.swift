import Foundation
import RadarrAPI
import ServarrCore
import SonarrAPI
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// The paged screens (queue, history, wanted, cutoff unmet; Radarr and Sonarr) against a
    /// `servarr-sim` with 350 queue and history records and libraries large enough that every
    /// list has several pages of 100: headers show the server's totals, and the real last row
    /// is reached.
    @Suite("Paged screens against 350 records", .serialized)
    struct PagedScreensTests {
        /// The simulator's options: 350 downloads and 350 history events per service, and
        /// libraries with hundreds of missing and below-cutoff titles.
        static let simulatorArguments = ["--queue-records", "350", "--history-records", "350", "--movies", "900", "--series", "150"]

        /// One paged screen: its link, its header for a total, and what its last row shows.
        struct PagedScreen: Sendable {
            var link: String
            var header: @Sendable (Int) -> String
            /// The server's total and the last row's title, asked with the screen's page size.
            var last: @Sendable (ScriptServers) async throws -> (total: Int, title: String)
        }

        static let pageSize = 100

        /// Asks `fetch` for page 1 (for the total), then for the last page (for its last row).
        static func last<Item: Sendable & Hashable>(
            _ fetch: @Sendable (Int) async throws -> Page<Item>, title: (Item) -> String
        ) async throws -> (total: Int, title: String) {
            let total = try await fetch(1).totalRecords
            let lastPage = try await fetch(max(1, (total + pageSize - 1) / pageSize))
            let item = try #require(lastPage.records.last)
            return (total, title(item))
        }

        static func episodeTitle(_ episode: Episode) -> String {
            [episode.seriesTitle, String(format: "S%02dE%02d", episode.seasonNumber, episode.episodeNumber), episode.title]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }

        static let screens: [PagedScreen] = [
            PagedScreen(link: "/radarr/queue", header: { "\($0) in the queue" }) { servers in
                try await last({ try await servers.radarr.queue(page: $0, pageSize: pageSize) }, title: \.title)
            },
            PagedScreen(link: "/radarr/history", header: { "\($0) events" }) { servers in
                try await last({ try await servers.radarr.history(page: $0, pageSize: pageSize) }, title: \.sourceTitle)
            },
            PagedScreen(link: "/radarr/wanted", header: { "\($0) missing" }) { servers in
                try await last({ try await servers.radarr.missing(page: $0, pageSize: pageSize) }, title: \.title)
            },
            PagedScreen(link: "/radarr/cutoff-unmet", header: { "\($0) below their quality cutoff" }) { servers in
                try await last({ try await servers.radarr.cutoffUnmet(page: $0, pageSize: pageSize) }, title: \.title)
            },
            PagedScreen(link: "/sonarr/queue", header: { "\($0) in the queue" }) { servers in
                try await last({ try await servers.sonarr.queue(page: $0, pageSize: pageSize) }, title: \.title)
            },
            PagedScreen(link: "/sonarr/history", header: { "\($0) events" }) { servers in
                try await last({ try await servers.sonarr.history(page: $0, pageSize: pageSize) }, title: \.sourceTitle)
            },
            PagedScreen(link: "/sonarr/wanted", header: { "\($0) missing" }) { servers in
                try await last({ try await servers.sonarr.missing(page: $0, pageSize: pageSize) }, title: episodeTitle)
            },
            PagedScreen(link: "/sonarr/cutoff-unmet", header: { "\($0) below their quality cutoff" }) { servers in
                try await last({ try await servers.sonarr.cutoffUnmet(page: $0, pageSize: pageSize) }, title: episodeTitle)
            },
        ]

        @Test("marquee open on each paged screen shows the server's total over the first page")
        func openShowsTotals() async throws {
            try await ScriptServers.with(arguments: Self.simulatorArguments) { servers in
                for screen in Self.screens {
                    let (total, _) = try await screen.last(servers)
                    #expect(total > Self.pageSize, "\(screen.link) has more than one page (\(total) records)")
                    let run = try await servers.run("open", screen.link, "--wait", "30s", "--width", "140", "--height", "30")
                    #expect(run.status == 0, "\(screen.link): \(run.error)")
                    let lines = run.output.components(separatedBy: "\n")
                    #expect(lines.contains { $0.contains(screen.header(total)) }, "\(screen.link): \(run.output)")
                    #expect(!run.output.contains("Nothing here") && lines.count >= 30, "\(screen.link): \(run.output)")
                }
                // Exactly the records asked for, not a page of them.
                let queue = try await servers.radarr.queue(page: 1, pageSize: 1)
                #expect(queue.totalRecords == 350)
                let history = try await servers.sonarr.history(page: 1, pageSize: 1)
                #expect(history.totalRecords >= 350)
            }
        }

        @Test("A 350-item queue scrolls to its 350th row, by End and by paging down; End reaches every paged screen's last row")
        func scrollToTheLastRow() async throws {
            let terminal = TmuxSession(socket: "marquee-paging-test-\(getpid())", name: "paging")
            try await ScriptServers.with(arguments: Self.simulatorArguments) { servers in
                defer { terminal.run(["kill-server"]) }
                let folder = try ScratchFolder()
                defer { folder.remove() }
                let (total, lastTitle) = try await Self.screens[0].last(servers)
                #expect(total == 350)
                terminal.startMarquee(
                    base: folder.path, columns: 140, rows: 30,
                    environment: "MARQUEE_CONFIG='\(servers.environment["MARQUEE_CONFIG"] ?? "")' TZ=UTC")
                _ = terminal.waitFor("900 movies")

                // The queue, paging down from the top: each page brings the next while scrolling.
                terminal.send(":")
                terminal.send("/radarr/queue", "Enter")
                _ = terminal.waitFor("350 in the queue")
                var paged = terminal.capture()
                for _ in 0..<40 where !paged.contains(where: { $0.contains(lastTitle) }) {
                    terminal.send("NPage")
                    // Each page down settles (and a page that had to load has loaded) before the next.
                    paged = terminal.waitForScreen { !$0.contains { $0.contains("loading more") } }
                }
                #expect(paged.contains { $0.contains(lastTitle) }, "\(lastTitle) in \(paged.joined(separator: "\n"))")
                #expect(paged.contains { $0.contains("350 in the queue") })

                // Every paged screen, End from the top (the queue again, freshly loaded).
                for screen in Self.screens {
                    let (total, title) = try await screen.last(servers)
                    terminal.send(":")
                    terminal.send(screen.link, "Enter")
                    _ = terminal.waitFor(screen.header(total))
                    // The link may land while the previous screen (the queue, for the queue) still
                    // shows the same header: an End that reached the screen before its rows did is
                    // pressed again once the screen has settled.
                    var end: [String] = []
                    for _ in 0..<3 where !end.contains(where: { $0.contains(String(title.prefix(60))) }) {
                        terminal.send("End")
                        end = terminal.waitFor(screen.header(total), String(title.prefix(60)))
                    }
                    #expect(end.contains { $0.contains(String(title.prefix(60))) }, "\(screen.link): \(end.joined(separator: "\n"))")
                }
                terminal.send("q")
                _ = terminal.waitFor("MARQUEE-EXITED-")
            }
        }
    }
}
