import MarqueeTerminal

/// Keeps the highlighted row of a list visible in `rows` rows.
public enum ListScrolling {
    /// The scroll offset that shows the selection of `list` in a viewport of `rows` rows,
    /// moving as little as possible from the current offset.
    public static func offset(_ list: ListState, rows: Int) -> Int {
        guard rows > 0 else { return 0 }
        var offset = list.scrollOffset
        if list.selection < offset { offset = list.selection }
        if list.selection >= offset + rows { offset = list.selection - rows + 1 }
        return max(0, min(offset, max(0, list.itemCount - rows)))
    }

    /// The first row of a form (an edit sheet, add options) to draw in `rows` lines so that the
    /// focused row, at `focus`, shows: 0 while it fits, else the focused row on the last line.
    public static func firstRow(showing focus: Int, rows: Int) -> Int {
        rows > 0 ? max(0, focus - rows + 1) : 0
    }
}
