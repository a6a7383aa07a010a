import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// `?` at 80x24 keeps one shape while it scrolls, stops at its last full page, and lists the
/// Delete key beside `d`.
@MainActor
@Suite("Help: one layout while scrolling")
struct HelpLayoutTests {
    private static let manyHints = (0..<60).map { KeyHint("k\($0)", "command number \($0)") }

    /// The box's top border row and its left and right columns.
    private func boxEdges(_ terminal: InMemoryTerminal) -> (top: Int, left: Int, right: Int)? {
        guard let top = terminal.rows.firstIndex(where: { $0.contains("Keys") }) else { return nil }
        let row = Array(terminal.rows[top])
        guard let left = row.firstIndex(of: "╭"), let right = row.firstIndex(of: "╮") else { return nil }
        return (top, left, right)
    }

    @Test func theBoxKeepsItsShapeWhileScrollingAndStopsAtTheLastFullPage() throws {
        let environment = TestEnvironment()
        environment.factory = { _ in TestScreen(title: "Library", hints: Self.manyHints) }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("?")
        let first = try #require(boxEdges(terminal), "\(terminal.screenString)")
        var pages: [String] = [terminal.screenString]
        for _ in 0..<8 {
            shell.press("<PgDn>")
            let edges = try #require(boxEdges(terminal), "\(terminal.screenString)")
            #expect(edges == first, "the box moved or changed width:\n\(terminal.screenString)")
            pages.append(terminal.screenString)
        }
        #expect(terminal.contains("q") && terminal.contains("quit"), "the last page shows the last key")
        #expect(pages.suffix(2).allSatisfy { $0 == pages.last }, "PgDn at the end changes nothing")
        // The last page is full: its first column reaches the closing line.
        let closing = try #require(terminal.rows.firstIndex { $0.contains("Esc or ? closes") })
        let lastLine = String(Array(terminal.rows[closing - 1]).dropFirst(first.left + 2).prefix(first.right - first.left - 3))
        #expect(!lastLine.trimmingCharacters(in: .whitespaces).isEmpty, "\(terminal.screenString)")
        shell.press("k")
        #expect(terminal.screenString != pages.last, "↑ answers at once after PgDn at the end")
    }

    @Test func theDeleteKeyIsListedBesideD() throws {
        let environment = TestEnvironment()
        environment.factory = { _ in TestScreen(title: "Movie", hints: [KeyHint("d", "delete"), KeyHint("m", "monitor")]) }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("?")
        let row = try #require(terminal.rows.first { $0.contains("delete") }, "\(terminal.screenString)")
        #expect(row.contains("d Del"), "\(row)")
    }
}
