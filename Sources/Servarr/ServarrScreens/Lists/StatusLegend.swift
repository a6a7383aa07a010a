import MarqueeTerminal

/// The legend of a list's status marks ("● monitored  ○ unmonitored"), drawn at the right of a
/// line above the list when it fits beside what the line already says.
public enum StatusLegend {
    /// Draws `legend` at the right of line `y` of `canvas`, muted, when it fits beside `text`
    /// (drawn at the line's left); on a narrow terminal the line keeps its text alone.
    public static func render(_ legend: String, beside text: String, line y: Int, in canvas: inout Canvas) {
        let legend = " \(legend) "
        let width = canvas.size.width
        guard text.displayWidth + legend.displayWidth + 6 <= width else { return }
        canvas.write(legend, at: Point(x: width - legend.displayWidth - 1, y: y), style: canvas.theme.muted)
    }
}
