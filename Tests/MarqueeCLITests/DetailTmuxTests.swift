import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// Detail screens on a real (tmux) terminal, in `marquee --demo`: a season's episodes narrow
    /// as the filter is typed and the first Esc clears it; at 40x10 the edit sheet scrolls to
    /// the focused row.
    @Suite("Detail screens in tmux", .serialized)
    struct DetailTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-detail-test-\(getpid())", name: "detail")

        @Test func aSeasonsEpisodesNarrowAsYouTypeAndEscClearsFirst() throws {
            try terminal.withDemo { _ in
                terminal.send("2")
                _ = terminal.waitFor("64 series")
                terminal.send("Enter")
                _ = terminal.waitFor("Seasons")
                terminal.send("Enter")
                _ = terminal.waitFor("S01E01")
                terminal.send("/")
                terminal.send("-l", "zzq")
                let narrowed = terminal.waitFor("/zzq")
                #expect(!narrowed.contains { $0.contains("S01E01") }, "no episode matches: \(narrowed.joined(separator: "\n"))")
                #expect(!narrowed.contains { $0.contains("MARQUEE-EXITED") }, "q typed into the filter")
                terminal.send("Escape")
                let cleared = terminal.waitFor("S01E01")
                #expect(cleared[1].contains("Season 1"), "the first Esc stays on the season: \(cleared[1])")
                terminal.send("Escape")
                let series = terminal.waitForScreen { !$0[1].contains("Season 1") }
                #expect(series.contains { $0.contains("Seasons") }, "the second Esc leaves")
                terminal.send("q")
                #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            }
        }

        @Test func theEditSheetScrollsToTheFocusedRowAt40x10() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, arguments: "--demo", columns: 40, rows: 10)
            _ = terminal.waitFor("1 Ra")
            Thread.sleep(forTimeInterval: 1)
            terminal.send("Enter")
            Thread.sleep(forTimeInterval: 1)
            terminal.send("e")
            _ = terminal.waitFor("Edit ")
            for _ in 0..<6 { terminal.send("Down") }
            let sheet = terminal.waitFor("Tags")
            #expect(sheet.contains { $0.contains("Tags") }, "\(sheet.joined(separator: "\n"))")
            terminal.send("Down")
            let save = terminal.waitFor("[ Save ]")
            #expect(save.contains { $0.contains("[ Save ]") }, "\(save.joined(separator: "\n"))")
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
        }
    }
}
