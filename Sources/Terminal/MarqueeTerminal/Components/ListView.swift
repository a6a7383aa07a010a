/// One row of a ``ListView``.
public struct ListRow: Sendable {
    /// Main text, truncated with "…" when too long.
    public var title: String
    /// Right-aligned secondary text (a year, a size, a status).
    public var detail: String
    /// Style of the title when the row is not selected (nil: the theme's normal style).
    public var style: Style?

    /// Creates a row.
    public init(_ title: String, detail: String = "", style: Style? = nil) {
        self.title = title
        self.detail = detail
        self.style = style
    }
}

/// A vertical list of rows, virtualized: it asks its row provider only for the rows that
/// are visible, so its cost does not depend on the number of items.
///
/// The selected row is drawn across the full width in the theme's selection style with a
/// `▸` marker. While a filter is being edited or applied, the last row shows it.
public struct ListView: Component {
    /// Selection, scroll and filter.
    public var state: ListState
    /// Produces the row for a displayed position (0..<state.itemCount).
    public var row: (Int) -> ListRow
    /// Shown when there are no items.
    public var emptyMessage: String

    /// Creates a list over `state.itemCount` rows produced on demand by `row`.
    public init(state: ListState, emptyMessage: String = "Nothing here", row: @escaping (Int) -> ListRow) {
        self.state = state
        self.row = row
        self.emptyMessage = emptyMessage
    }

    /// The number of item rows a list drawn in `height` rows shows (the filter line takes one).
    public static func itemRows(height: Int, state: ListState) -> Int {
        (state.isEditingFilter || !state.filterText.isEmpty) ? max(0, height - 1) : height
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        let rows = ListView.itemRows(height: canvas.size.height, state: state)
        if state.itemCount == 0 {
            if rows > 0 { canvas.write(emptyMessage, at: Point(x: 2, y: 0), width: width - 2, style: theme.muted) }
        } else {
            let range = state.visibleRange(height: rows)
            for (y, index) in range.enumerated() {
                let item = row(index)
                let selected = index == state.selection
                let style = selected ? theme.selection : (item.style ?? theme.normal)
                if selected { canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: style) }
                if selected { canvas.write("▸", at: Point(x: 0, y: y), style: style) }
                let detailWidth = item.detail.isEmpty ? 0 : min(item.detail.displayWidth, width / 3)
                let titleWidth = width - 2 - (detailWidth > 0 ? detailWidth + 2 : 0)
                canvas.write(item.title, at: Point(x: 2, y: y), width: titleWidth, style: style)
                if detailWidth > 0 {
                    canvas.write(
                        item.detail, at: Point(x: width - detailWidth - 1, y: y), width: detailWidth,
                        style: selected ? style : theme.muted, alignment: .trailing)
                }
            }
        }
        if rows < canvas.size.height {
            canvas.clipped(to: Rect(x: 0, y: canvas.size.height - 1, width: width, height: 1)) { line in
                renderFilterLine(in: &line)
            }
        }
    }

    /// Draws the filter line ("/text▏  N matches") in a one-row canvas.
    func renderFilterLine(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        canvas.write("/", at: .zero, style: theme.accent)
        let countText = " \(state.itemCount) match\(state.itemCount == 1 ? "" : "es")"
        let fieldWidth = max(1, width - 1 - countText.displayWidth)
        canvas.clipped(to: Rect(x: 1, y: 0, width: fieldWidth, height: 1)) { field in
            TextFieldView(state: state.filter, isFocused: state.isEditingFilter).render(in: &field)
        }
        canvas.write(countText, at: Point(x: width - countText.displayWidth, y: 0), style: theme.muted)
    }
}
