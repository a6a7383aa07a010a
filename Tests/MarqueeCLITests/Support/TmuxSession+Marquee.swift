import Foundation

extension TmuxSession {
    /// Starts the built `marquee` in an 80×24 (or `columns`×`rows`) window with its own home,
    /// configuration, state and data folders under `base`. When it exits, the pane prints
    /// `MARQUEE-EXITED-<status>` and stays open for a while so the test can read it.
    ///
    /// - Parameters:
    ///   - environment: Extra `NAME=value` words for `env` (e.g. `MARQUEE_DEBUG_CRASH=segv`).
    ///   - afterExit: Shell commands run in the pane after the exit line (before the wait).
    func startMarquee(
        base: String, arguments: String = "", columns: Int = 80, rows: Int = 24,
        environment extra: String = "", afterExit: String = ""
    ) {
        let environment =
            "HOME='\(base)' XDG_CONFIG_HOME='\(base)/config' XDG_STATE_HOME='\(base)/state' "
            + "XDG_DATA_HOME='\(base)/data' LANG=C.UTF-8 LC_ALL=C.UTF-8 \(extra)"
        start(
            columns: columns, rows: rows,
            command: "env \(environment) '\(MarqueeRun.executable)' \(arguments); echo MARQUEE-EXITED-$?; \(afterExit) sleep 30")
    }

    /// Sends keys in tmux's notation (`"Enter"`, `"Escape"`, `"C-s"`, `"BTab"`, or literal text).
    func send(_ keys: String...) {
        run(["send-keys", "-t", name] + keys)
    }

    /// Waits until some row contains every one of `texts`, then returns the screen.
    func waitFor(_ texts: String...) -> [String] {
        waitForScreen { lines in texts.allSatisfy { text in lines.contains { $0.contains(text) } } }
    }

    /// Whether curses' alternate screen is on (off again once Marquee has restored the terminal).
    var isOnAlternateScreen: Bool {
        run(["display-message", "-p", "-t", name, "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }
}

/// A scratch folder with a short path (so paths on screen fit 80 columns), removed by `remove()`.
struct ScratchFolder {
    let path = NSTemporaryDirectory() + "mq-" + UUID().uuidString.prefix(8)

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
