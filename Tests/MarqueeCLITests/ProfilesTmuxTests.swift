import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// The profile screens of `marquee --demo` on a real (tmux) terminal at 80×24: the custom
    /// formats (`F`) with a format's form, then the quality profiles (`V`), a custom format's
    /// score typed in the edit sheet and saved, and the list showing the saved score.
    @Suite("marquee --demo profile screens in tmux", .serialized)
    struct ProfilesTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-profiles-test-\(getpid())", name: "profiles")

        @Test func aCustomFormatScoreIsEditedAndSaved() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            _ = terminal.waitFor("230 movies")

            terminal.send("F")
            _ = terminal.waitFor("5 custom formats", "Remux Tier 01", "Oversized")
            terminal.send("Enter")
            let form = terminal.waitFor("Edit custom format", "Condition 1", "Add condition")
            #expect(form.contains { $0.contains("Release Group") }, "\(form)")
            terminal.send("Escape")
            _ = terminal.waitForScreen { !$0.contains { $0.contains("Add condition") } }

            terminal.send("V")
            _ = terminal.waitFor("4 quality profiles", "HD-1080p")
            terminal.send("Enter")
            _ = terminal.waitFor("Edit Any", "Qualities, best first")
            // Down stops on Save, the last row; the row above it is the last format's score.
            for _ in 0..<40 { terminal.send("Down") }
            terminal.send("Up")
            _ = terminal.waitFor("Oversized: 0")
            terminal.send("BSpace", "-", "2", "5")
            _ = terminal.waitFor("Oversized: -25")
            terminal.send("C-s")
            let saved = terminal.waitFor("✓ Saved Any", "Oversized -25")
            #expect(!saved.contains { $0.contains("Edit Any") }, "the sheet is closed: \(saved)")
            for line in saved { #expect(line.count <= 80) }
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
        }
    }
}
