import MarqueeTerminal

/// The inline lines about instances that did not answer well: one error line per failing
/// instance ("✗ Radarr nas: …") and one line per instance still being waited for. Instances
/// that answered need no line: their items show.
enum InstanceStatusLines {
    /// The lines to draw, failures first.
    static func lines(for statuses: [InstanceStatus], loadingText: String) -> [(text: String, isFailure: Bool)] {
        let failures = statuses.compactMap { status in status.failure.map { ("✗ \(status.label): \($0)", true) } }
        let waiting = statuses.filter(\.isLoading).map { ("… \($0.label): \(loadingText)", false) }
        return failures + waiting
    }

    /// Draws at most `limit` lines from row `y`; returns how many rows it used. When there
    /// are more lines than room, the last row says how many more.
    @discardableResult
    static func render(_ statuses: [InstanceStatus], loadingText: String, in canvas: inout Canvas, at y: Int, limit: Int) -> Int {
        let lines = self.lines(for: statuses, loadingText: loadingText)
        guard limit > 0, !lines.isEmpty else { return 0 }
        let theme = canvas.theme
        let width = canvas.size.width
        let shown = lines.count <= limit ? lines.count : limit - 1
        for (offset, line) in lines.prefix(shown).enumerated() {
            canvas.write(line.text, at: Point(x: 1, y: y + offset), width: width - 1, style: line.isFailure ? theme.error : theme.muted)
        }
        if shown < lines.count {
            let hidden = lines.count - shown
            let failures = lines.dropFirst(shown).filter(\.isFailure).count
            canvas.write(
                "… and \(hidden) more instance\(hidden == 1 ? "" : "s")" + (failures > 0 ? " (\(failures) failing)" : ""),
                at: Point(x: 1, y: y + shown), width: width - 1, style: failures > 0 ? theme.error : theme.muted)
        }
        return lines.count <= limit ? lines.count : limit
    }
}
