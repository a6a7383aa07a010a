/// A column of a ``TableView``.
public struct TableColumn: Hashable, Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
        /// Exactly this many cells.
        case fixed(Int)
        /// A share (weight) of the space left after fixed columns, at least `minimum` cells.
        case flex(Int, minimum: Int)
    }

    /// The header text.
    public var title: String
    /// The width rule.
    public var width: Width
    /// Alignment of header and cells.
    public var alignment: TextAlignment

    /// Creates a column.
    public init(_ title: String, width: Width = .flex(1, minimum: 4), alignment: TextAlignment = .leading) {
        self.title = title
        self.width = width
        self.alignment = alignment
    }

    /// Resolves column widths for a table `totalWidth` cells wide, with `spacing` cells
    /// between columns. Flexible columns share what is left by weight; columns that do not
    /// fit get width 0.
    public static func layout(_ columns: [TableColumn], totalWidth: Int, spacing: Int = 1) -> [Int] {
        guard !columns.isEmpty else { return [] }
        let available = max(0, totalWidth - spacing * (columns.count - 1))
        var widths = columns.map { column -> Int in
            switch column.width {
            case .fixed(let n): return n
            case .flex(_, let minimum): return minimum
            }
        }
        let used = widths.reduce(0, +)
        let totalWeight = columns.reduce(0) { total, column in
            if case .flex(let weight, _) = column.width { return total + max(0, weight) }
            return total
        }
        if used < available && totalWeight > 0 {
            let extra = available - used
            var given = 0
            var lastFlex = 0
            for (i, column) in columns.enumerated() {
                if case .flex(let weight, _) = column.width {
                    let share = extra * max(0, weight) / totalWeight
                    widths[i] += share
                    given += share
                    lastFlex = i
                }
            }
            widths[lastFlex] += extra - given
        } else if used > available {
            // Shrink from the right until it fits.
            var excess = used - available
            for i in widths.indices.reversed() where excess > 0 {
                let cut = min(widths[i], excess)
                widths[i] -= cut
                excess -= cut
            }
        }
        return widths
    }
}

/// A table: a header row (with ▲/▼ on the sorted column) over rows that are virtualized
/// like ``ListView``'s (only visible cells are requested). Selection, scrolling, filter and
/// sort live in a ``ListState``.
public struct TableView: Component {
    /// The columns.
    public var columns: [TableColumn]
    /// Selection, scroll, filter and sort (`state.sort?.column` indexes `columns`).
    public var state: ListState
    /// The text of the cell at (displayed row, column).
    public var cell: (Int, Int) -> String
    /// Shown when there are no rows.
    public var emptyMessage: String
    /// Cells between columns.
    public var spacing: Int

    /// Creates a table over `state.itemCount` rows.
    public init(
        columns: [TableColumn], state: ListState, emptyMessage: String = "No items", spacing: Int = 2,
        cell: @escaping (Int, Int) -> String
    ) {
        self.columns = columns
        self.state = state
        self.cell = cell
        self.emptyMessage = emptyMessage
        self.spacing = spacing
    }

    /// Rows available for items when the table is drawn `height` rows high.
    public static func itemRows(height: Int, state: ListState) -> Int {
        ListView.itemRows(height: max(0, height - 1), state: state)
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height > 0, width > 2 else { return }
        let inner = width - 2
        let widths = TableColumn.layout(columns, totalWidth: inner, spacing: spacing)
        // Header.
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: theme.header)
        var x = 2
        for (i, column) in columns.enumerated() where widths[i] > 0 {
            if let sort = state.sort, sort.column == i {
                // The arrow goes inside the column when it fits, else in the gap after it.
                let arrow = sort.ascending ? "▲" : "▼"
                if column.title.displayWidth + 2 <= widths[i] {
                    canvas.write(
                        column.title + " " + arrow, at: Point(x: x, y: 0), width: widths[i],
                        style: theme.header, alignment: column.alignment)
                } else {
                    canvas.write(
                        column.title, at: Point(x: x, y: 0), width: widths[i], style: theme.header,
                        alignment: column.alignment)
                    if spacing > 0 { canvas.write(arrow, at: Point(x: x + widths[i], y: 0), style: theme.header) }
                }
            } else {
                canvas.write(
                    column.title, at: Point(x: x, y: 0), width: widths[i], style: theme.header,
                    alignment: column.alignment)
            }
            x += widths[i] + spacing
        }
        // Rows, drawn as a list whose row text is the laid-out cells.
        canvas.clipped(to: Rect(x: 0, y: 1, width: width, height: canvas.size.height - 1)) { body in
            let rows = ListView.itemRows(height: body.size.height, state: state)
            if state.itemCount == 0 {
                body.write(emptyMessage, at: Point(x: 2, y: 0), width: width - 2, style: theme.muted)
            }
            let range = state.visibleRange(height: rows)
            for (y, row) in range.enumerated() {
                let selected = row == state.selection
                let style = selected ? theme.selection : theme.normal
                if selected { body.fill(Rect(x: 0, y: y, width: width, height: 1), style: style) }
                if selected { body.write("▸", at: Point(x: 0, y: y), style: style) }
                var x = 2
                for (i, column) in columns.enumerated() where widths[i] > 0 {
                    body.write(
                        cell(row, i), at: Point(x: x, y: y), width: widths[i], style: style,
                        alignment: column.alignment)
                    x += widths[i] + spacing
                }
            }
            if rows < body.size.height {
                // Filter line, shared with ListView.
                let y = body.size.height - 1
                body.clipped(to: Rect(x: 0, y: y, width: width, height: 1)) { line in
                    ListView(state: state, emptyMessage: "") { _ in ListRow("") }.renderFilterLine(in: &line)
                }
            }
        }
    }
}
