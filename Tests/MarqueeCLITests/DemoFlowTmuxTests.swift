import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end flows of `marquee --demo` on a real (tmux) terminal at 80×24: the add-movie
    /// flow through its nested modals and a search of the new movie announced from start to end,
    /// cancelling it at every depth, and a restart that restores every tab's stack.
    @Suite("marquee --demo flows in tmux", .serialized)
    struct DemoFlowTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-flow-test-\(getpid())", name: "flow")

        private func rows(_ screen: [String], containing text: String) -> [String] {
            screen.filter { $0.contains(text) }
        }

        @Test func addMovieRunsThroughLookupOptionsPickerAndConfirmationToTheNewMoviesDetail() throws {
            try terminal.withDemo { _ in

                terminal.send("a")
                _ = terminal.waitFor("╭─ Add movie ─", "Search:")
                terminal.send("ponyo", "Enter")
                let results = terminal.waitFor("1 result for “ponyo”", "Ponyo (2008)")
                #expect(rows(results, containing: "Ponyo (2008)").allSatisfy { !$0.contains("in library") })

                // Options are pushed inside the same sheet.
                terminal.send("Enter")
                let options = terminal.waitFor("╭─ Add movie › Add Ponyo ─", "Quality profile   Any")
                #expect(options[23].contains("Ctrl-S add"))

                // The quality-profile picker is a modal over the sheet that returns its choice.
                terminal.send("Enter")
                _ = terminal.waitFor("╭─ Quality profile ─", "HD-1080p")
                terminal.send("Down", "Enter")
                let picked = terminal.waitFor("Quality profile   SD")
                #expect(!picked.contains { $0.contains("╭─ Quality profile ─") })

                // Ctrl-S adds without a second question (adding destroys nothing): every modal
                // closes and the new movie's detail opens on the root stack.
                terminal.send("C-s")
                let detail = terminal.waitFor("Movies › Ponyo (2008)", "monitored · missing")
                #expect(!detail.contains { $0.contains("Add movie?") })
                #expect(!detail.contains { $0.contains("╭─") || $0.contains("╔") })

                // A search started on the detail is announced when the server accepts it, and its
                // end once it completes, on whatever screen the user is by then.
                terminal.send("s")
                let started = terminal.waitFor("✓ Search started for Ponyo")
                #expect(started[0].contains("✓ Search started for Ponyo"), "\(started[0])")
                terminal.send("Escape")
                let ended = terminal.waitFor("231 movies", "✓ Search for Ponyo completed in")
                #expect(ended[0].contains("✓ Search for Ponyo completed in"), "\(ended[0])")
                terminal.send("C-c")
                let quit = terminal.waitFor("MARQUEE-EXITED-")
                #expect(quit.contains("MARQUEE-EXITED-0"), "Ctrl-C quits in order")
                #expect(!terminal.isOnAlternateScreen)
            }
        }

        @Test func cancellingTheAddMovieFlowAtEveryDepthAddsNothing() throws {
            try terminal.withDemo { _ in
                terminal.send("a")
                _ = terminal.waitFor("╭─ Add movie ─")
                terminal.send("ponyo", "Enter")
                _ = terminal.waitFor("Ponyo (2008)")
                terminal.send("Enter")
                _ = terminal.waitFor("╭─ Add movie › Add Ponyo ─")
                terminal.send("Enter")
                _ = terminal.waitFor("╭─ Quality profile ─")

                terminal.send("Escape")
                let options = terminal.waitFor("╭─ Add movie › Add Ponyo ─", "Quality profile   Any")
                #expect(!options.contains { $0.contains("╭─ Quality profile ─") })
                // The Add button (the last field) asks before adding.
                for _ in 0..<12 { terminal.send("Down") }
                terminal.send("Enter")
                _ = terminal.waitFor("Add movie?")
                terminal.send("Escape")
                _ = terminal.waitForScreen { lines in !lines.contains { $0.contains("Add movie?") } }
                terminal.send("Escape")
                let lookup = terminal.waitFor("Search: ponyo")
                #expect(!lookup.contains { $0.contains("Add Ponyo") })
                terminal.send("Escape")
                let library = terminal.waitForScreen { lines in !lines.contains { $0.contains("╭─") } }
                #expect(library.contains { $0.contains("230 movies") }, "nothing was added")

                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func restartingRestoresEveryTabsStack() throws {
            try terminal.withDemo { folder in
                terminal.send("Enter")
                // Once loaded (the breadcrumb names the movie, not "Movie 1").
                let movie = terminal.waitFor("Movies › ", "Overview   Files")
                let movieTitle = try #require(movie.first { $0.contains("Movies › ") })
                terminal.send("Tab")
                _ = terminal.waitFor("64 series")
                terminal.send("Enter")
                let series = terminal.waitFor("Series › ", "episodes")
                let seriesTitle = try #require(series.first { $0.contains("Series › ") })
                terminal.restartDemo(in: folder)
                // The demo keeps its own state file and leaves the real one alone.
                #expect(FileManager.default.fileExists(atPath: folder.path + "/state/marquee/navigation-demo.json"))
                #expect(!FileManager.default.fileExists(atPath: folder.path + "/state/marquee/navigation.json"))
                let restored = terminal.waitFor(seriesTitle)
                #expect(restored.contains(seriesTitle), "the Sonarr tab is selected with its series open")
                terminal.send("BTab")
                let radarr = terminal.waitFor(movieTitle)
                #expect(radarr.contains(movieTitle), "the Radarr tab kept its movie")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }
    }
}
