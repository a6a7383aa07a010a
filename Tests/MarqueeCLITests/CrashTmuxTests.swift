import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// A crash gives the terminal back: after a fatal signal the pane is off the alternate screen,
    /// echoes what is typed and reads whole lines (cooked mode), the log names the crash, and the
    /// state that was on screen is moved aside on the next start. The crash comes from the hidden
    /// trigger `MARQUEE_DEBUG_CRASH` (right after the first frame).
    @Suite("marquee after a crash", .serialized)
    struct CrashTmuxTests {
        private let terminal = TmuxSession(socket: "marquee-crash-test-\(getpid())", name: "crash")

        @Test(arguments: [("segv", 139, "SIGSEGV"), ("trap", 132, "SIGILL"), ("abort", 134, "SIGABRT")])
        func aCrashRestoresTheTerminalLogsItAndSetsTheStateAside(crash: String, status: Int, signalName: String) throws {
            let folder = try ScratchFolder()
            defer {
                terminal.run(["kill-server"])
                folder.remove()
            }
            let stateFolder = folder.path + "/state/marquee"
            // The real state file: --demo must neither read nor overwrite it.
            try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
            let real = #"{"not":"touched by the demo"}"#
            try real.write(toFile: stateFolder + "/navigation.json", atomically: true, encoding: .utf8)

            // A normal demo run leaves a movie's screen in the demo's state file.
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            _ = terminal.waitFor("230 movies")
            terminal.send("Enter")
            _ = terminal.waitFor("Movies › ", "Overview")
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            #expect(FileManager.default.fileExists(atPath: stateFolder + "/navigation-demo.json"))
            terminal.run(["kill-session", "-t", terminal.name])

            // The next start restores that screen and crashes right after drawing it.
            terminal.startMarquee(
                base: folder.path, arguments: "--demo", environment: "MARQUEE_DEBUG_CRASH=\(crash)",
                afterExit: "read -r typed; echo \"GOT-$typed\";")
            let crashed = terminal.waitFor("MARQUEE-EXITED-")
            #expect(crashed.contains("MARQUEE-EXITED-\(status)"), "died of \(signalName): \(crashed)")
            #expect(!terminal.isOnAlternateScreen, "the terminal left the alternate screen")
            terminal.send("hello world", "Enter")
            let typed = terminal.waitFor("GOT-hello world")
            #expect(typed.contains { $0.trimmingCharacters(in: .whitespaces) == "hello world" }, "the terminal echoes what is typed: \(typed)")
            #expect(typed.contains("GOT-hello world"), "and reads whole lines (cooked mode): \(typed)")
            let log = try String(contentsOfFile: stateFolder + "/marquee.log", encoding: .utf8)
            #expect(log.contains("critical marquee: crashed on \(signalName)"), "the log names the crash")
            terminal.run(["kill-session", "-t", terminal.name])

            // The start after the crash sets the state aside, says so on screen and in the log, and
            // starts fresh.
            terminal.startMarquee(base: folder.path, arguments: "--demo")
            let fresh = terminal.waitFor("230 movies", "Saved screens set aside")
            #expect(fresh.contains { $0.contains("Saved screens set aside, started fresh (see the log)") }, "a toast tells the user: \(fresh)")
            terminal.send("q")
            #expect(terminal.waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
            let files = try FileManager.default.contentsOfDirectory(atPath: stateFolder)
            #expect(files.contains { $0.hasPrefix("navigation-demo.json.crashed-") }, "moved aside: \(files)")
            let after = try String(contentsOfFile: stateFolder + "/marquee.log", encoding: .utf8)
            #expect(after.contains("stopped unexpectedly at the previous start; it was moved to"))
            #expect(try String(contentsOfFile: stateFolder + "/navigation.json", encoding: .utf8) == real)
        }
    }
}
