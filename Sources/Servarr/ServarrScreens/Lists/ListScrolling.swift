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
}
