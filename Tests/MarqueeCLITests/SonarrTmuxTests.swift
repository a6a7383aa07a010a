import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end Sonarr flow of `marquee --demo` on a real (tmux) terminal at 80×24: series →
    /// season → episode sheet → interactive search (full-screen over the sheet) → grab
    /// confirmation → success, then back out level by level.
    @Suite("marquee --demo Sonarr flows in tmux", .serialized)
    struct SonarrTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-sonarr-test-\(getpid())", name: "sonarr")

        /// Whether a sheet or an alert is drawn.
        private func showsModal(_ screen: [String]) -> Bool {
            screen.contains { $0.contains("╭─") || $0.contains("╔") }
        }

        @Test func episodeSheetToInteractiveSearchToGrabAndBackToTheSeason() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            _ = terminal.waitFor("230 movies")
            terminal.send("Tab")
            _ = terminal.waitFor("64 series", "Breaking Bad (2008)")
            terminal.send("Down", "Enter")
            _ = terminal.waitFor("Series › Breaking Bad", "Season 1")
            terminal.send("Enter")
            let season = terminal.waitFor("Series › Breaking Bad › Season 1", "S01E02")
            #expect(season[23].contains("i interactive"), "the season offers its own releases: \(season[23])")

            // The episode sheet names the series on its first line.
            terminal.send("Down", "Enter")
            let sheet = terminal.waitFor("╭─ S01E02 ", "Breaking Bad · S01E02 · ")
            let sheetTop = try #require(sheet.firstIndex { $0.contains("╭─ S01E02 ") })
            #expect(sheet[sheetTop + 1].contains("Breaking Bad · S01E02 · "), "the heading is the sheet's first line")
            #expect(sheet[23].contains("i interactive search"))

            // Interactive search covers the whole screen, sheet included.
            terminal.send("i")
            let releases = terminal.waitFor("Interactive search", "releases ·", "Breaking Bad.S01E02.")
            #expect(!showsModal(releases), "full-screen: the sheet is not drawn under it")
            // Its breadcrumb keeps the titles it covers.
            #expect(
                releases[1].contains("Season 1 › S01E02") && releases[1].trimmingCharacters(in: .whitespaces).hasSuffix("› Interactive search"),
                "\(releases[1])")
            #expect(releases[23].contains("Enter grab"))

            // Grabbing asks first, in an alert over the releases.
            terminal.send("Enter")
            let alert = terminal.waitFor("Grab release?", "[ Grab ]", "[ Cancel ]")
            #expect(alert.contains { $0.contains("Quality ▲") }, "the releases stay under the alert")
            terminal.send("Enter")
            // The grab is announced once, by the shell's toast over the tab bar.
            let grabbed = terminal.waitFor("✓ Grabbed Breaking Bad.S01E02.")
            #expect(!grabbed.contains { $0.contains("Grab release?") })
            #expect(grabbed[0].contains("✓ Grabbed Breaking Bad.S01E02.") && grabbed[0].contains("it is in the queue"), "\(grabbed)")
            #expect(grabbed.count { $0.contains("Grabbed") } == 1, "\(grabbed)")
            for line in grabbed { #expect(line.count <= 80) }

            // Esc goes back one level at a time: the sheet, then the season.
            terminal.send("Escape")
            let back = terminal.waitFor("╭─ S01E02 ", "Breaking Bad · S01E02 · ")
            #expect(!back.contains { $0.contains("Interactive search") })
            terminal.send("Escape")
            let seasonAgain = terminal.waitForScreen { lines in
                !showsModal(lines) && lines.contains { $0.contains("Series › Breaking Bad › Season 1") }
            }
            #expect(seasonAgain.contains { $0.contains("▸ S01E02") }, "the season keeps its selection")

            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            #expect(!terminal.isOnAlternateScreen)
        }
    }
}
