import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One tmux session on a private server socket, for end-to-end tests on a real terminal.
struct TmuxSession {
    let socket: String
    let name: String

    /// Runs a tmux command and returns what it printed. Goes through the shell (`system`, not
    /// `Process`): the tmux server would otherwise inherit the test's pipes.
    @discardableResult
    func run(_ arguments: [String]) -> String {
        execute(arguments).output
    }

    /// Starts a detached session running `command` in a `columns`×`rows` pane. A server still
    /// shutting down after the previous session was killed refuses new sessions for a moment:
    /// this tries again until the session exists (at most 10 s).
    func start(columns: Int, rows: Int, command: String) {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            if execute(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", command]).succeeded { return }
            if execute(["has-session", "-t", name]).succeeded { return }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
    }

    private func execute(_ arguments: [String]) -> (output: String, succeeded: Bool) {
        let output = NSTemporaryDirectory() + "\(socket)-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let status = system(
            "env -u TMUX LANG=C.UTF-8 LC_ALL=C.UTF-8 tmux -L \(socket) -f /dev/null "
                + quoted.joined(separator: " ") + " </dev/null >'\(output)' 2>/dev/null")
        return ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "", status == 0)
    }

    /// Waits until `predicate` holds on two identical captures 50 ms apart, or 30 s pass
    /// (generous for a loaded machine; it returns as soon as the screen settles).
    func waitForScreen(_ predicate: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(30)
        var previous: [String] = []
        var lines = capture()
        while !(predicate(lines) && lines == previous) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            previous = lines
            lines = capture()
        }
        return lines
    }

    /// The visible screen, one string per row.
    func capture() -> [String] {
        run(["capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
    }
}
