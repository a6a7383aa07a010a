import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// End-to-end: the shell on a real (tmux) terminal through ncurses.
    @Suite("shell-demo in tmux", .serialized)
    struct ShellDemoTmuxTests {
        private let socket = "marquee-shell-test-\(getpid())"
        private let session = "shell"

        private var demoPath: String {
            let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            let candidates = [
                directory.appendingPathComponent("shell-demo").path,
                directory.deletingLastPathComponent().appendingPathComponent("shell-demo").path,
                Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("shell-demo").path,
            ]
            return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
        }

        private var terminal: TmuxSession { TmuxSession(socket: socket, name: session) }

        @discardableResult
        private func tmux(_ arguments: String...) -> String { terminal.run(arguments) }

        private func waitForScreen(_ predicate: ([String]) -> Bool) -> [String] { terminal.waitForScreen(predicate) }

        private func start() {
            tmux(
                "new-session", "-d", "-s", session, "-x", "80", "-y", "24",
                "LANG=C.UTF-8 LC_ALL=C.UTF-8 '\(demoPath)'; echo DEMO-EXITED-$?; sleep 30")
        }

        @Test func chromeSheetQuitConfirmationAndRestore() throws {
            #expect(FileManager.default.isExecutableFile(atPath: demoPath), "built shell-demo at \(demoPath)")
            defer { tmux("kill-server") }
            start()
            let list = waitForScreen { $0.contains { $0.contains("? help") } && $0.contains { $0.contains("▸ Arrival") } }
            #expect(list[0].hasPrefix(" 1 Movies │ 2 Series"))
            #expect(list[1] == " Movies")
            #expect(list[23].hasPrefix(" Enter open  a add  s slow  ? help"))

            tmux("send-keys", "-t", session, "a", "H", "i")
            let sheet = waitForScreen { $0.contains { $0.contains("Title: Hi▏") } }
            #expect(sheet.contains { $0.contains("╭─ Add film ─") })

            // The field takes letters, q included; after Tab (focus on Save) q reaches the shell,
            // which asks first because the form has unsaved input.
            tmux("send-keys", "-t", session, "q")
            _ = waitForScreen { $0.contains { $0.contains("Title: Hiq▏") } }
            tmux("send-keys", "-t", session, "Tab", "q")
            let confirm = waitForScreen { $0.contains { $0.contains("[ Quit ]  [ Cancel ]") } }
            #expect(confirm.contains { $0.contains("A form has unsaved input.") })
            tmux("send-keys", "-t", session, "q")
            let after = waitForScreen { $0.contains { $0.contains("DEMO-EXITED-") } }
            #expect(after.contains("DEMO-EXITED-0"))
            #expect(after.contains("shell-demo: bye"))
            #expect(
                tmux("display-message", "-p", "-t", session, "#{alternate_on}")
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        }

        @Test func sigtermEndsTheDemoInOrderAndRestoresTheTerminal() throws {
            defer { tmux("kill-server") }
            start()
            _ = waitForScreen { $0.contains { $0.contains("▸ Arrival") } }
            #expect(
                tmux("display-message", "-p", "-t", session, "#{alternate_on}")
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "1")
            let pid = tmux("display-message", "-p", "-t", session, "#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
            // The pane's process is the sh running the demo; signal its child (the demo).
            // The pane runs sh, whose only child is the demo: signal that child by its id.
            let shellID = try #require(Int(pid))
            _ = system("kill -TERM $(pgrep -P \(shellID))")
            let after = waitForScreen { $0.contains { $0.contains("DEMO-EXITED-") } }
            // The first SIGTERM asks the run loop to stop: the demo returns normally.
            #expect(after.contains { $0.contains("DEMO-EXITED-0") })
            #expect(!after.contains { $0.contains("▸ Arrival") })
            #expect(
                tmux("display-message", "-p", "-t", session, "#{alternate_on}")
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        }
    }
}
