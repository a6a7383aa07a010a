import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// End-to-end: `marquee --demo` on a real (tmux) 80×24 terminal: open Explore, type a term,
/// see both instances' results with their badges, hand a Sonarr result over to Sonarr, come
/// back to the search as it was, open the upcoming releases, and quit.
@Suite("Explore in tmux", .serialized)
struct ExploreTmuxTests {
    private let socket = "marquee-explore-test-\(getpid())"
    private let session = "explore"

    private var terminal: TmuxSession { TmuxSession(socket: socket, name: session) }

    private func shows(_ text: String) -> ([String]) -> Bool {
        { lines in lines.contains { $0.contains(text) } }
    }

    private func send(_ keys: String...) {
        terminal.run(["send-keys", "-t", session] + keys)
    }

    @Test func searchAcrossInstancesAndHandOffToSonarr() throws {
        let base = NSTemporaryDirectory() + "mq-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer {
            terminal.run(["kill-server"])
            try? FileManager.default.removeItem(atPath: base)
        }
        let environment = "HOME='\(base)' XDG_CONFIG_HOME='\(base)/config' XDG_STATE_HOME='\(base)/state' "
            + "XDG_DATA_HOME='\(base)/data' LANG=C.UTF-8 LC_ALL=C.UTF-8"
        terminal.run(["new-session", "-d", "-s", session, "-x", "80", "-y", "24",
                      "env \(environment) '\(MarqueeRun.executable)' --demo; echo MARQUEE-EXITED-$?; sleep 30"])
        let library = terminal.waitForScreen(shows("230 movies"))
        #expect(library[0].contains("Explore"), "the Explore tab is in the tab bar")

        // `3` opens Explore with the search box ready for typing.
        send("3")
        let empty = terminal.waitForScreen(shows("Type a title to search all 2 instances"))
        #expect(empty[1] == " Explore")
        #expect(empty.contains { $0.hasPrefix(" Search:") })
        send("-l", "harbor")
        let results = terminal.waitForScreen(shows("results for “harbor” from 2 of 2 instances"))
        #expect(results.contains { $0.contains("The Silent Harbor (2016)") && $0.contains("in library · Radarr demo") })
        #expect(results.contains { $0.contains("Silent Harbor: The Series (2025)") && $0.contains("Sonarr demo")
            && !$0.contains("in library") })
        #expect(results[23].hasPrefix(" Enter open in Radarr"), "footer: \(results[23])")
        #expect(results.allSatisfy { !$0.contains("✗") }, "no instance failed")

        // Move to a Sonarr series in the library and hand it over.
        let selected = try #require(results.firstIndex { $0.hasPrefix("▸") })
        let target = try #require(results.firstIndex { $0.contains("Secret Harbor (2023)") })
        for _ in selected..<target { send("Down") }
        let highlighted = terminal.waitForScreen(shows("▸ Secret Harbor (2023)"))
        #expect(highlighted[23].hasPrefix(" Enter open in Sonarr"), "footer: \(highlighted[23])")
        send("Enter")
        let series = terminal.waitForScreen(shows("Series › Secret Harbor"))
        #expect(series.contains { $0.contains("Seasons") }, "\(series.joined(separator: "\n"))")

        // Back on Explore, the search is as it was left.
        send("3")
        let again = terminal.waitForScreen(shows("results for “harbor”"))
        #expect(again.contains { $0.contains("▸ Secret Harbor (2023)") })

        // Out of the box, `u` shows the merged calendar over the search.
        send("Escape")
        _ = terminal.waitForScreen { $0[23].contains("/ search") }
        send("u")
        let upcoming = terminal.waitForScreen(shows("in the next 14 days"))
        #expect(upcoming[1] == " Explore › Upcoming")
        #expect(upcoming.contains { $0.contains("Sonarr demo") })
        send("q")
        let quit = terminal.waitForScreen(shows("MARQUEE-EXITED-"))
        #expect(quit.contains("MARQUEE-EXITED-0"))
    }
}
