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
        let output = NSTemporaryDirectory() + "\(socket)-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        _ = system("env -u TMUX LANG=C.UTF-8 LC_ALL=C.UTF-8 tmux -L \(socket) -f /dev/null "
            + quoted.joined(separator: " ") + " </dev/null >'\(output)' 2>/dev/null")
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
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
