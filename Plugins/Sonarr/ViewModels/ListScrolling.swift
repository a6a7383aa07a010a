import MarqueeTerminal

/// Keeps the highlighted row of a list visible in `rows` rows.
enum ListScrolling {
    static func offset(_ list: ListState, rows: Int) -> Int {
        guard rows > 0 else { return 0 }
        var offset = list.scrollOffset
        if list.selection < offset { offset = list.selection }
        if list.selection >= offset + rows { offset = list.selection - rows + 1 }
        return max(0, min(offset, max(0, list.itemCount - rows)))
    }
}
