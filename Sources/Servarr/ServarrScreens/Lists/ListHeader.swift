import MarqueeTerminal

/// The first line of a list screen (activity, management): "Loading…" or why the load failed
/// until the rows are there; then a problem in the error style, or the summary with a muted
/// note at the right ("loading more…", a status) when both fit.
public enum ListHeader {
    /// Draws the header on the first line of `canvas`; returns false while nothing is loaded
    /// (the screen has nothing more to draw).
    @discardableResult
    public static func render(
        in canvas: inout Canvas, isLoaded: Bool, loadFailure: String?, problem: String?, summary: String, aside: String
    ) -> Bool {
        let theme = canvas.theme
        let width = canvas.size.width
        guard isLoaded else {
            canvas.write(loadFailure ?? "Loading…", at: Point(x: 1, y: 0), width: width - 1, style: loadFailure == nil ? theme.muted : theme.error)
            return false
        }
        if let problem {
            canvas.write(problem, at: Point(x: 1, y: 0), width: width - 1, style: theme.error)
        } else {
            canvas.write(summary, at: Point(x: 1, y: 0), width: width - 1, style: theme.header)
            if !aside.isEmpty, summary.displayWidth + aside.displayWidth + 4 < width {
                canvas.write(aside, at: Point(x: width - aside.displayWidth - 1, y: 0), style: theme.muted)
            }
        }
        return true
    }
}
