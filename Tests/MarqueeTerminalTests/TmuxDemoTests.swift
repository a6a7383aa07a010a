import Foundation
import Testing

@testable import MarqueeTerminal

/// End-to-end: runs `terminal-demo` on a real (tmux) terminal through ncurses, reads the
/// screen back with `tmux capture-pane`, and checks alignment of CJK text and that `q`
/// restores the terminal. CI installs tmux; this test does not skip.
@Suite("terminal-demo in tmux", .serialized)
struct TmuxDemoTests {
    private let socket = "marquee-terminal-test-\(getpid())"
    private let session = "demo"

    private var demoPath: String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            directory.appendingPathComponent("terminal-demo").path,
            directory.deletingLastPathComponent().appendingPathComponent("terminal-demo").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("terminal-demo").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// Runs tmux with `arguments` through the shell and returns its standard output.
    ///
    /// `system` is used rather than `Process`: the server that `new-session` forks inherits
    /// the client's descriptors, and `Process` pipes then never reach end-of-file.
    @discardableResult
    private func tmux(_ arguments: String...) throws -> String {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command =
            "env -u TMUX LANG=C.UTF-8 LC_ALL=C.UTF-8 tmux -L \(socket) -f /dev/null "
            + quoted.joined(separator: " ") + " </dev/null >'\(output)' 2>/dev/null"
        let status = system(command)
        if status != 0 && arguments.first != "kill-server" {
            throw TmuxError(command: command, status: status)
        }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    struct TmuxError: Error, CustomStringConvertible {
        var command: String
        var status: Int32
        var description: String { "`\(command)` failed with status \(status)" }
    }

    private func capture() throws -> [String] {
        try tmux("capture-pane", "-p", "-t", session).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Polls the pane until `predicate` holds on a settled screen — two captures 50 ms
    /// apart that are identical, so a frame still being written is never asserted on —
    /// or 10 s pass. Returns the last capture.
    private func waitForScreen(_ predicate: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(10)
        var previous: [String] = []
        var lines = try capture()
        while !(predicate(lines) && lines == previous) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            previous = lines
            lines = try capture()
        }
        return lines
    }

    private func column(of text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return String(line[..<range.lowerBound]).displayWidth
    }

    @Test func demoShowsAlignedCJKTextAndQuitRestoresTheTerminal() throws {
        #expect(FileManager.default.isExecutableFile(atPath: demoPath), "built terminal-demo at \(demoPath)")
        defer { _ = try? tmux("kill-server") }
        try tmux(
            "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
            "LANG=C.UTF-8 LC_ALL=C.UTF-8 '\(demoPath)'; echo DEMO-EXITED-$?; sleep 30")

        // The list: CJK, Hangul, accented and Latin titles, each with its year right-aligned
        // at the same column, inside a box whose right border is at the last column.
        let list = try waitForScreen { lines in
            lines.contains { $0.contains("千と千尋の神隠し") } && lines.contains { $0.hasPrefix("j/k move") }
        }
        let years = ["2001", "2019", "2002", "2016"]
        let filmRows = list.filter { line in line.hasPrefix("│") && years.contains { line.contains($0) } }
        #expect(filmRows.count == 6, "\(list.joined(separator: "\n"))")
        for row in filmRows {
            let year = years.first { row.contains($0) }!
            #expect(column(of: year, in: row) == 94, "year misaligned in \(row)")
            #expect(row.displayWidth == 100, "right border misaligned in \(row)")
        }
        #expect(list[0].hasPrefix(" 映画 Movies │ シリーズ Series │ 設定 Settings"))
        #expect(list.contains { $0.hasPrefix("│▸ 千と千尋の神隠し") })

        // The sheet: a centred box with a CJK title over the dimmed list; its right border
        // lines up with the corner of its title row.
        try tmux("send-keys", "-t", session, "Enter")
        let sheet = try waitForScreen { lines in
            lines.contains { $0.contains("Director  宮崎駿") } && lines.contains { $0.hasPrefix("j/k move") }
        }
        let titleRow = try #require(sheet.first { $0.contains("╭─ 千と千尋の神隠し ─") })
        let directorRow = try #require(sheet.first { $0.contains("Director  宮崎駿") })
        let corner = try #require(column(of: "╮", in: titleRow))
        let left = try #require(column(of: "╭", in: titleRow))
        #expect(left == 20 && corner == 79, "sheet not centred: \(titleRow)")
        let directorCells = Array(directorRow)
        var x = 0
        var bordersAt: [Int] = []
        for character in directorCells {
            if character == "│" { bordersAt.append(x) }
            x += DisplayWidth.of(character)
        }
        #expect(bordersAt == [0, left, corner, 99], "\(directorRow)")
        for line in sheet[1..<29] { #expect(line.displayWidth == 100, "misaligned: \(line)") }

        // Resizing the terminal (SIGWINCH → KEY_RESIZE) redraws everything at the new size:
        // outer box to the new width, sheet re-centred, CJK still aligned.
        try tmux("resize-window", "-t", session, "-x", "72", "-y", "20")
        let resized = try waitForScreen { lines in
            lines.count >= 20 && lines[18].hasPrefix("╰") && lines[18].displayWidth == 72
                && lines[19].hasPrefix("j/k move") && lines.contains { $0.contains("Director  宮崎駿") }
        }
        for line in resized[1..<19] { #expect(line.displayWidth == 72, "after resize: \(line)") }
        let resizedTitle = try #require(resized.first { $0.contains("╭─ 千と千尋の神隠し ─") })
        #expect(column(of: "╭", in: resizedTitle) == 6)
        #expect(column(of: "╮", in: resizedTitle) == 65)
        #expect(resized[19].hasPrefix("j/k move"))

        // q quits: the demo exits 0, the alternate screen is gone, the shell's screen is back.
        try tmux("send-keys", "-t", session, "q")
        let after = try waitForScreen { $0.contains { $0.contains("DEMO-EXITED-") } }
        #expect(after.contains("DEMO-EXITED-0"))
        #expect(after.contains("terminal-demo: bye"))
        #expect(!after.contains { $0.contains("ライブラリ") || $0.contains("千と千尋") })
        let alternate = try tmux("display-message", "-p", "-t", session, "#{alternate_on}")
        #expect(alternate.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }
}
