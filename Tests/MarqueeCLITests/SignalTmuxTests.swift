import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// Closing the terminal (SIGHUP), `kill` (SIGTERM) or `kill -INT` (SIGINT) ends Marquee in
    /// order: the screen it showed is saved and comes back on the next start, and the terminal is
    /// restored.
    @Suite("marquee on SIGTERM, SIGHUP and SIGINT", .serialized)
    struct SignalTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-signal-test-\(getpid())", name: "signal")

        /// The pid of `marquee` in the pane (the pane runs a shell whose child `env` became marquee).
        private func marqueePID() throws -> pid_t {
            let pane = terminal.run(["display-message", "-p", "-t", terminal.name, "#{pane_pid}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let children = try #require(try? String(contentsOfFile: "/proc/\(pane)/task/\(pane)/children", encoding: .utf8))
            return try #require(children.split(separator: " ").compactMap { pid_t($0) }.first, "the pane's shell has a child")
        }

        @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
        func aSignalSavesTheScreenAndRestoresTheTerminal(signalNumber: Int32) throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            _ = terminal.waitFor("230 movies")
            terminal.send("Enter")
            let detail = terminal.waitFor("Movies › ", "Overview")
            let title = try #require(detail.first { $0.contains("Movies › ") })

            kill(try marqueePID(), signalNumber)
            let quit = terminal.waitFor("MARQUEE-EXITED-")
            #expect(quit.contains("MARQUEE-EXITED-0"), "an orderly exit")
            #expect(!terminal.isOnAlternateScreen, "the terminal is restored")
            // The demo's own state file.
            let saved = try String(contentsOfFile: folder.path + "/state/marquee/navigation-demo.json", encoding: .utf8)
            #expect(saved.contains("movie/"), "the movie's screen was saved: \(saved)")

            terminal.run(["kill-session", "-t", terminal.name])
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            let restored = terminal.waitFor(title, "Overview")
            #expect(restored.contains(title))
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
        }
    }
}
