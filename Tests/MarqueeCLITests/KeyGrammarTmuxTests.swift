import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// The key grammar on a real (tmux) 80×24 terminal, in `marquee --demo`: section keys
    /// replace each other, the tab's digit goes back to its first screen, Explore lets digits
    /// switch tabs until something is typed, a toast goes away while the app is idle, the
    /// library's footer keeps the item's keys at 80 columns, a gone title offers only back,
    /// `Enter` answers "Monitor 2 movies?" and "Search 2 movies?" (but not "Delete"), and the
    /// bulk editor changes the marked movies.
    @Suite("Key grammar in tmux", .serialized)
    struct KeyGrammarTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-keys-test-\(getpid())", name: "keys")

        private func breadcrumb(_ screen: [String]) -> String {
            screen.count > 1 ? screen[1].trimmingCharacters(in: .whitespaces) : ""
        }

        @Test func sectionsReplaceEachOtherAndTheTabDigitGoesBackToTheLibrary() throws {
            try terminal.withDemo { _ in
                terminal.send("Q")
                let queue = terminal.waitFor("Movies › Queue")
                #expect(breadcrumb(queue) == "Movies › Queue")
                terminal.send("H")
                let history = terminal.waitFor("Movies › History")
                #expect(breadcrumb(history) == "Movies › History", "History replaces the queue, it does not stack on it")
                terminal.send("K")
                _ = terminal.waitFor("Movies › Tasks")
                terminal.send("Escape")
                let library = terminal.waitFor("230 movies")
                #expect(breadcrumb(library) == "Movies", "one Esc from a section returns to the library")

                // A title, then the tab's digit: back to the library in one key.
                terminal.send("Enter")
                _ = terminal.waitFor("Movies › ", "Overview")
                terminal.send("1")
                let root = terminal.waitForScreen { breadcrumb($0) == "Movies" }
                #expect(breadcrumb(root) == "Movies")
                #expect(root[0].contains("1 Radarr") && root[0].contains("2 Sonarr"), "the tab bar shows the digits: \(root[0])")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func exploreLetsDigitsSwitchTabsUntilSomethingIsTyped() throws {
            try terminal.withDemo { _ in
                terminal.send("3")
                _ = terminal.waitFor("Search")
                terminal.send("2")
                let sonarr = terminal.waitFor("64 series")
                #expect(!sonarr.contains { $0.contains("Search: 2") }, "the digit switched tabs, it typed nothing")
                terminal.send("3")
                _ = terminal.waitFor("Search")
                terminal.send("/")
                terminal.send("-l", "2001")
                let typed = terminal.waitFor("2001")
                #expect(!typed.contains { $0.contains("64 series") }, "once in the box, digits are text")
                terminal.send("C-c")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func aToastGoesAwayWhileTheAppIsIdle() throws {
            try terminal.withDemo { _ in
                terminal.send("m")
                let toasted = terminal.waitForScreen { $0.first?.contains("onitoring") == true }
                #expect(toasted.first?.contains("✓") == true, "\(toasted.first ?? "")")
                // No key is sent from here on: the toast must still go.
                let idle = terminal.waitForScreen { $0.first?.contains("onitoring") == false }
                #expect(idle.first?.contains("Radarr") == true, "the tab bar is back: \(idle.first ?? "")")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        /// Whether `footer` shows `key` as a hint of its own (`m monitor`, or `m` alone).
        private func shows(_ key: String, in footer: String) -> Bool {
            footer.split(separator: " ").contains { $0 == key }
        }

        @Test func theLibraryFooterKeepsTheItemsKeysAt80Columns() throws {
            try terminal.withDemo { _ in
                let library = terminal.capture()
                for key in ["m", "s", "e", "d"] { #expect(shows(key, in: library[23]), "\(key) missing from the footer: \(library[23])") }
                // A movie: every action of the item before any global key, `? help` kept.
                terminal.send("Enter")
                let movie = terminal.waitFor("Movies › ", "Overview")
                let footer = movie[23]
                for key in ["m", "s", "e", "d", "i", "?"] { #expect(shows(key, in: footer), "\(key) missing from the footer: \(footer)") }
                #expect(footer.contains("? help"), "\(footer)")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func aMoviesFooterKeepsItsActionsAt40x10() throws {
            try terminal.withDemo(columns: 40, rows: 10) { _ in
                terminal.send("Enter")
                let movie = terminal.waitForScreen { $0.count >= 10 && $0[1].contains("Movies › ") }
                let footer = movie[9]
                for key in ["m", "s", "e", "d", "?"] { #expect(shows(key, in: footer), "\(key) missing from the footer: \(footer)") }
                #expect(!footer.contains("q quit"), "the global keys give way to the item's: \(footer)")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func aSearchBoxFooterAdvertisesNoKeyItTypes() throws {
            try terminal.withDemo { _ in
                terminal.send("a")
                _ = terminal.waitFor("Search:")
                terminal.send("-l", "q?:1")
                let typed = terminal.waitFor("Search: q?:1")
                let footer = typed[23]
                for taken in ["? help", ": go to", "q quit"] { #expect(!footer.contains(taken), "\(footer)") }
                terminal.send("Escape")
                _ = terminal.waitForScreen { !$0.contains { $0.contains("Search:") } }
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func aGoneTitleOffersOnlyBack() throws {
            try terminal.withDemo { _ in
                terminal.send(":")
                _ = terminal.waitFor("Go to")
                terminal.send("-l", "/radarr/movie/99999")
                terminal.send("Enter")
                let gone = terminal.waitFor("Movie 99999 is gone from Radarr at 127.0.0.1")
                #expect(!gone[23].contains("search") && !gone[23].contains("edit"), "\(gone[23])")
                terminal.send("s")
                Thread.sleep(forTimeInterval: 0.5)
                #expect(!terminal.capture().contains { $0.contains("Search started") })
                terminal.send("Escape")
                _ = terminal.waitFor("230 movies")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func enterAnswersTheQuestionsOfMonitorAndSearchOnMarks() throws {
            try terminal.withDemo { _ in
                terminal.send("Space")
                terminal.send("Space")
                _ = terminal.waitFor("2 marked")
                terminal.send("m")
                let asked = terminal.waitFor("onitor 2 movies?")
                let answer = asked.contains { $0.contains("Unmonitor 2 movies?") } ? "Unmonitored" : "Monitored"
                terminal.send("Enter")  // not destructive: Enter answers, it does not cancel
                #expect(terminal.waitFor("✓ \(answer) 2 movies").contains { $0.contains("✓ \(answer) 2 movies") })
                terminal.send("s")
                _ = terminal.waitFor("Search 2 movies?")
                terminal.send("Enter")
                let ended = terminal.waitFor("✓ Search for 2 movies completed")
                #expect(ended.contains { $0.contains("✓ Search for 2 movies completed") }, "\(ended.first ?? "")")
                terminal.send("d")
                _ = terminal.waitFor("Delete 2 movies")
                terminal.send("Enter")  // destructive: Enter on the focused Cancel keeps them
                let kept = terminal.waitForScreen { screen in !screen.contains { $0.contains("Delete 2 movies") } }
                #expect(kept.contains { $0.contains("2 marked") })
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func theBulkEditorChangesTheMarkedMovies() throws {
            try terminal.withDemo { _ in
                terminal.send("Space")
                terminal.send("Down")
                terminal.send("Space")
                let marked = terminal.waitFor("2 marked")
                #expect(marked.filter { $0.contains("[x]") }.count == 2)
                terminal.send("e")
                _ = terminal.waitFor("Edit 2 movies", "Monitored")
                terminal.send("Right")
                _ = terminal.waitFor("‹ monitored ›")
                terminal.send("C-s")
                _ = terminal.waitFor("Change 2 movies: monitored monitored?")
                terminal.send("Enter")
                let done = terminal.waitFor("✓ Changed 2 movies")
                #expect(!done.contains { $0.contains("Edit 2 movies") }, "the sheet closed")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }
    }
}
