import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// Every signal whose default action ends a process gives the terminal back (the alternate
    /// screen left, echo and canonical mode on, the cursor shown) before Marquee dies of it;
    /// and a locale without UTF-8 still shows every character.
    @Suite("marquee on every signal that ends it, and without a UTF-8 locale", .serialized)
    struct SignalRestoreTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-restore-test-\(getpid())", name: "restore")

        /// The signals that end a process by default and that the app does not handle in order
        /// (SIGINT, SIGTERM and SIGHUP save first: ``SignalTmuxTests``). A default run takes a
        /// sample; `MARQUEE_FUZZ_ITERATIONS` above its default takes them all.
        static let signals: [Int32] = {
            // Linux numbers for the ones Glibc's module does not name: SIGSTKFLT 16, SIGIO 29,
            // SIGPWR 30, and glibc's real-time range 34 (SIGRTMIN) to 64 (SIGRTMAX).
            var all: [Int32] = [
                SIGQUIT, SIGTRAP, SIGSYS, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE, 16, 29, 30,
                SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE,
            ]
            all += Array(34...64)
            let everything = (ProcessInfo.processInfo.environment["MARQUEE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 0) > 3_400
            return everything ? all : [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, 37]
        }()

        /// The pid of `marquee` in the pane (the pane runs a shell whose child `env` became marquee).
        private func marqueePID() throws -> pid_t {
            let pane = terminal.run(["display-message", "-p", "-t", terminal.name, "#{pane_pid}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let children = try #require(try? String(contentsOfFile: "/proc/\(pane)/task/\(pane)/children", encoding: .utf8))
            return try #require(children.split(separator: " ").compactMap { pid_t($0) }.first, "the pane's shell has a child")
        }

        @Test func everySignalThatEndsTheAppRestoresTheTerminal() throws {
            for signalNumber in Self.signals {
                let folder = try ScratchFolder()
                defer {
                    terminal.run(["kill-server"])
                    folder.remove()
                }
                // No configuration: the onboarding opens at once, no server needed.
                // After the exit, the pane prints the terminal's modes that curses turns off.
                terminal.startMarquee(
                    base: folder.path,
                    afterExit: "echo MODES: $(stty -a | tr -s ' ;' '\\n\\n' | grep -x -e echo -e icanon | sort | tr '\\n' ' ');")
                _ = terminal.waitFor("Welcome")
                #expect(terminal.isOnAlternateScreen)
                kill(try marqueePID(), signalNumber)
                let screen = terminal.waitFor("MARQUEE-EXITED-", "MODES:")
                let exit = screen.first { $0.contains("MARQUEE-EXITED-") } ?? ""
                #expect(exit.contains("MARQUEE-EXITED-\(128 + signalNumber)"), "died of signal \(signalNumber): \(exit)")
                #expect(!terminal.isOnAlternateScreen, "signal \(signalNumber): the alternate screen is left")
                #expect(screen.contains { $0.contains("MODES: echo icanon") }, "signal \(signalNumber): echo and canonical mode: \(screen)")
                let cursor = terminal.run(["display-message", "-p", "-t", terminal.name, "#{cursor_flag}"])
                #expect(cursor.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "signal \(signalNumber): the cursor is shown")
                let log = (try? String(contentsOfFile: folder.path + "/state/marquee/marquee.log", encoding: .utf8)) ?? ""
                #expect(log.contains("signal \(signalNumber); the terminal was restored"), "signal \(signalNumber): logged: \(log)")
            }
        }

        @Test func aLocaleWithoutUTF8StillShowsEveryCharacter() throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            terminal.startMarquee(base: folder.path, arguments: "--demo", environment: "LANG=C LC_ALL=C")
            let screen = terminal.waitFor("230 movies")
            #expect(screen.contains { $0.contains("Amélie") }, "the accent is drawn: \(screen)")
            #expect(screen.contains { $0.contains("▸") || $0.contains("●") }, "the marks are drawn")
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains { $0.contains("MARQUEE-EXITED-0") })
        }
    }
}
