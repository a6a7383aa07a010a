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
    /// How long the column stays on a narrow terminal: the columns of lowest priority are
    /// dropped first (see ``fitted(_:natural:totalWidth:spacing:)``).
    public var priority: Int

    /// Creates a column.
    public init(_ title: String, width: Width = .flex(1, minimum: 4), alignment: TextAlignment = .leading, priority: Int = 0) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.priority = priority
    }

    /// Resolves widths for columns sized to their content: a column is as wide as its widest
    /// cell (`natural`) or its title with room for the sort arrow, a fixed column as it says;
    /// the slack goes to the most important column when it is flexible (the title: the blank
    /// then sits where titles end, not between two columns of values), else to the flexible
    /// column with the widest content. When they do not fit in `totalWidth`, the widest
    /// flexible columns are cut first (their cells end in "…"), down to a common width, none
    /// below its minimum. When even the minimums do not fit, the columns of lowest ``priority``
    /// are dropped first (width 0; the rightmost first among equals), never the most important
    /// one, which then takes what is left. The work grows with the number of columns, not with
    /// their widths.
    public static func fitted(_ columns: [TableColumn], natural: [Int], totalWidth: Int, spacing: Int = 1) -> [Int] {
        guard !columns.isEmpty else { return [] }
        let wanted = columns.indices.map { index -> Int in
            switch columns[index].width {
            case .fixed(let width): return width
            case .flex(_, let minimum):
                return max(minimum, natural.indices.contains(index) ? natural[index] : 0, columns[index].title.displayWidth + 2)
            }
        }
        let minimum = columns.indices.map { index -> Int in
            if case .flex(_, let minimum) = columns[index].width { return minimum }
            return wanted[index]
        }
        let main = columns.indices.max { columns[$0].priority < columns[$1].priority } ?? 0
        let isFlexible = columns.map { if case .flex = $0.width { true } else { false } }
        var kept = Array(columns.indices)
        func needed(_ widths: [Int]) -> Int { kept.reduce(0) { $0 + widths[$1] } + spacing * max(0, kept.count - 1) }
        let droppable = columns.indices.sorted { lhs, rhs in
            columns[lhs].priority != columns[rhs].priority ? columns[lhs].priority < columns[rhs].priority : lhs > rhs
        }
        for index in droppable where index != main && needed(minimum) > totalWidth {
            kept.removeAll { $0 == index }
        }
        var widths = columns.indices.map { kept.contains($0) ? wanted[$0] : 0 }
        let available = totalWidth - spacing * max(0, kept.count - 1)
        let excess = kept.reduce(0) { $0 + widths[$1] } - available
        let flexible = kept.filter { isFlexible[$0] }
        if excess < 0 {
            let receiver = isFlexible[main] ? main : flexible.max { wanted[$0] < wanted[$1] } ?? kept.last ?? 0
            widths[receiver] -= excess
        } else if excess > 0 {
            // The widest level every flexible column can be cut to (none below its minimum).
            let budget = available - kept.filter { !isFlexible[$0] }.reduce(0) { $0 + wanted[$1] }
            func width(_ index: Int, at level: Int) -> Int { max(minimum[index], min(wanted[index], level)) }
            func total(at level: Int) -> Int { flexible.reduce(0) { $0 + width($1, at: level) } }
            var low = 0, high = flexible.map { wanted[$0] }.max() ?? 0
            while low < high {
                let level = (low + high + 1) / 2
                if total(at: level) <= budget { low = level } else { high = level - 1 }
            }
            for index in flexible { widths[index] = width(index, at: low) }
            // What is left below the next level goes a cell each to the most important columns at the level.
            var left = max(0, budget - total(at: low))
            for index in flexible.sorted(by: { columns[$0].priority > columns[$1].priority })
            where left > 0 && widths[index] == low && wanted[index] > low {
                widths[index] += 1
                left -= 1
            }
            // Still too wide (the most important column alone): cut from the right.
            var over = kept.reduce(0) { $0 + widths[$1] } - available
            for index in kept.reversed() where over > 0 {
                let cut = min(widths[index], over)
                widths[index] -= cut
                over -= cut
            }
        }
        return widths
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

/// A table: a header row (with ▲ on the column sorted ascending, ▼ descending) over rows that
/// are virtualized like ``ListView``'s (only visible cells are requested). Selection,
/// scrolling, filter and sort live in a ``ListState``. Every list screen draws its rows with
/// it: given the columns' content widths (`natural`), the columns are sized to their content
/// and the least important dropped first on a narrow terminal (``TableColumn/fitted(_:natural:totalWidth:spacing:)``).
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
    /// The widest cell of each column, to size the columns to their content; nil: the
    /// columns' own width rules (``TableColumn/layout(_:totalWidth:spacing:)``).
    public var natural: [Int]?
    /// The style of a displayed row when it is not highlighted (nil: the theme's normal one).
    public var rowStyle: ((Int) -> Style?)?

    /// Creates a table over `state.itemCount` rows.
    public init(
        columns: [TableColumn], state: ListState, emptyMessage: String = "No items", spacing: Int = 2, natural: [Int]? = nil,
        rowStyle: ((Int) -> Style?)? = nil, cell: @escaping (Int, Int) -> String
    ) {
        self.columns = columns
        self.state = state
        self.cell = cell
        self.emptyMessage = emptyMessage
        self.spacing = spacing
        self.natural = natural
        self.rowStyle = rowStyle
    }

    /// The arrow the header shows after the title of the column the rows are sorted by: ▲
    /// ascending, ▼ descending, on every table.
    public static func sortArrow(ascending: Bool) -> String { ascending ? "▲" : "▼" }

    /// Rows available for items when the table is drawn `height` rows high.
    public static func itemRows(height: Int, state: ListState) -> Int {
        ListView.itemRows(height: max(0, height - 1), state: state)
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard canvas.size.height > 0, width > 2 else { return }
        let inner = width - 2
        let widths =
            natural.map { TableColumn.fitted(columns, natural: $0, totalWidth: inner, spacing: spacing) }
            ?? TableColumn.layout(columns, totalWidth: inner, spacing: spacing)
        // Header.
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: theme.header)
        var x = 2
        for (i, column) in columns.enumerated() where widths[i] > 0 {
            if let sort = state.sort, sort.column == i {
                // The arrow goes inside the column when it fits, else in the gap after it.
                let arrow = Self.sortArrow(ascending: sort.ascending)
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
                let style = selected ? theme.selection : (rowStyle?(row) ?? theme.normal)
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
