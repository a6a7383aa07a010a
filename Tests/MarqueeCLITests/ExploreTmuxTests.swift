import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end: `marquee --demo` on a real (tmux) 80×24 terminal: open Explore, type a term
    /// (digits type into the box), see both instances' results with their badges, leave the box
    /// (digits switch tabs again), hand a Sonarr result over to Sonarr, come back to the search as
    /// it was with Esc, open the upcoming releases, and quit.
    @Suite("Explore in tmux", .serialized)
    struct ExploreTmuxTests {
        private let socket = "marquee-explore-test-\(getpid())"
        private let session = "explore"

        private var terminal: TmuxSession { TmuxSession(socket: socket, name: session) }

        private func shows(_ text: String) -> ([String]) -> Bool {
            { lines in lines.contains { $0.contains(text) } }
        }

        /// Whether the terminal's cursor shows, and where: "1 15 2" is shown at column 15, row 2.
        private var cursor: String {
            terminal.run(["display-message", "-p", "-t", session, "#{cursor_flag} #{cursor_x} #{cursor_y}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
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
            let environment =
                "HOME='\(base)' XDG_CONFIG_HOME='\(base)/config' XDG_STATE_HOME='\(base)/state' "
                + "XDG_DATA_HOME='\(base)/data' LANG=C.UTF-8 LC_ALL=C.UTF-8"
            terminal.run([
                "new-session", "-d", "-s", session, "-x", "80", "-y", "24",
                "env \(environment) '\(MarqueeRun.executable)' --demo; echo MARQUEE-EXITED-$?; sleep 30",
            ])
            let library = terminal.waitForScreen(shows("230 movies"))
            #expect(library[0].contains("Explore"), "the Explore tab is in the tab bar")

            // `3` opens Explore with the search box ready for typing.
            send("3")
            let empty = terminal.waitForScreen(shows("Type a title to search all 2 instances"))
            #expect(empty[1] == " Explore")
            #expect(empty.contains { $0.hasPrefix(" Search:") })
            send("-l", "harbor")
            let results = terminal.waitForScreen(shows("results for “harbor” from 2 of 2 instances"))
            // One table: title, year, whether it is in the library, the instance.
            #expect(results.contains { $0.contains("Title") && $0.contains("Year") && $0.contains("Library") && $0.contains("Instance") })
            #expect(results.contains { $0.contains("The Silent Harbor ") && $0.contains("2016  in library  Radarr demo") })
            #expect(
                results.contains {
                    $0.contains("The Silent Harbor Returns") && $0.contains("2025") && $0.contains("Radarr demo")
                        && !$0.contains("in library")
                })
            #expect(results[23].hasPrefix(" Enter open in Radarr"), "footer: \(results[23])")
            #expect(results.allSatisfy { !$0.contains("✗") }, "no instance failed")

            // In the box a digit is part of the title, not a tab key.
            send("2")
            let typed = terminal.waitForScreen(shows("Search: harbor2"))
            #expect(typed[0].contains("Explore"), "still on Explore")
            send("BSpace")
            _ = terminal.waitForScreen { lines in
                lines.contains { $0.contains("Search: harbor") && !$0.contains("harbor2") }
                    && lines.contains { $0.contains("results for “harbor” from 2 of 2 instances") }
            }
            // The box shows the terminal's cursor after the text (" Search: harbor" ends at column 14).
            #expect(cursor == "1 15 2")
            // ↓ leaves the box for the first result; then digits switch tabs again.
            send("Down")
            _ = terminal.waitForScreen { $0[23].contains("/ search") }
            #expect(cursor.hasPrefix("0 "), "no cursor outside the box: \(cursor)")
            send("2")
            _ = terminal.waitForScreen(shows("64 series"))
            send("3")
            let back = terminal.waitForScreen(shows("results for “harbor”"))
            #expect(back[23].contains("/ search"), "the box stays left: \(back[23])")

            // Move to a Sonarr series in the library and hand it over.
            let selected = try #require(back.firstIndex { $0.hasPrefix("▸") })
            let target = try #require(results.firstIndex { $0.contains("Secret Harbor ") && $0.contains("2023") })
            for _ in selected..<target { send("Down") }
            let highlighted = terminal.waitForScreen(shows("▸ Secret Harbor "))
            #expect(highlighted[23].hasPrefix(" Enter open in Sonarr"), "footer: \(highlighted[23])")
            send("Enter")
            let series = terminal.waitForScreen(shows("Series › Secret Harbor"))
            #expect(series.contains { $0.contains("Seasons") }, "\(series.joined(separator: "\n"))")
            #expect(series[23].contains("Esc back to Explore"), "footer: \(series[23])")

            // Esc goes back to Explore, where the hand-off came from; the search is as it was left.
            send("Escape")
            let again = terminal.waitForScreen(shows("results for “harbor”"))
            #expect(again.contains { $0.contains("▸ Secret Harbor ") })
            #expect(again[1] == " Explore")
            // The Sonarr tab is as it was before the hand-off: its library.
            send("2")
            let sonarr = terminal.waitForScreen(shows("64 series"))
            #expect(sonarr[1] == " Series")
            send("3")
            _ = terminal.waitForScreen(shows("results for “harbor”"))

            // Out of the box, `u` shows the merged calendar over the search.
            send("u")
            let upcoming = terminal.waitForScreen(shows("in the next 14 days"))
            #expect(upcoming[1] == " Explore › Upcoming")
            #expect(upcoming.contains { $0.contains("Sonarr demo") })
            #expect(upcoming.contains { $0.contains("Title") && $0.contains("Release") && $0.contains("Instance") }, "a table's header")
            send("q")
            let quit = terminal.waitForScreen(shows("MARQUEE-EXITED-"))
            #expect(quit.contains("MARQUEE-EXITED-0"))
        }
    }
}
