import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// On a terminal, a destructive verb without `--yes` asks, and does only what the answer says.
    @Suite("marquee radarr delete on a terminal", .serialized)
    struct ConfirmationTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-confirm-test-\(getpid())", name: "confirm")

        @Test func noKeepsTheMovieAndYesDeletesIt() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, arguments: "radarr delete movie 1 --demo", columns: 120)
            _ = terminal.waitFor("Delete movie 1 \"Amélie\" (2001)? [y/N]")
            terminal.send("n", "Enter")
            let declined = terminal.waitFor("MARQUEE-EXITED-")
            #expect(declined.contains { $0.contains("not confirmed; nothing changed") })
            #expect(declined.contains { $0.contains("MARQUEE-EXITED-1") })
            terminal.run(["kill-server"])

            terminal.startMarquee(base: folder.path, arguments: "radarr delete movie 1 --demo --delete-files", columns: 120)
            _ = terminal.waitFor("and its files? [y/N]")
            terminal.send("y", "Enter")
            let confirmed = terminal.waitFor("MARQUEE-EXITED-")
            #expect(confirmed.contains { $0.hasPrefix("action") && $0.hasSuffix("deleted with files") }, "\(confirmed)")
            #expect(confirmed.contains { $0.hasPrefix("title") && $0.hasSuffix("Amélie") })
            #expect(confirmed.contains { $0.contains("MARQUEE-EXITED-0") })
        }
    }
}
