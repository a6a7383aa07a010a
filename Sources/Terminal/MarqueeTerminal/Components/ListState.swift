/// How a list or table is sorted: by which column, in which direction.
public struct ListSort: Hashable, Sendable {
    /// The column (or sort key) index.
    public var column: Int
    /// Ascending (A→Z, 1→9) when true.
    public var ascending: Bool

    /// Creates a sort order.
    public init(column: Int, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }
}

/// Selection, scrolling, filter and sort of a list or table: the part of a list that keys
/// change. Rendering never mutates it.
///
/// Keys: ↓/`j` and ↑/`k` move, PgDn/PgUp move a page, Home/`g` and End/`G` jump, `/` starts
/// editing the filter (typed text goes to the filter; Enter keeps it, Esc clears it), Esc
/// with a filter set clears the filter. With ``sortableColumnCount`` > 0, `o` sorts by the
/// next column and `r` reverses the direction (docs/keys.md, "Any list").
public struct ListState: Hashable, Sendable {
    /// Number of items shown (after filtering). Setting it keeps the selection in range.
    public var itemCount: Int {
        didSet {
            if itemCount < 0 { itemCount = 0 }
            clampSelection()
        }
    }
    /// The selected item (index among the items shown); 0 when the list is empty.
    public private(set) var selection: Int = 0
    /// The first item row shown; adjusted by key handling to keep the selection visible.
    public var scrollOffset: Int = 0
    /// Rows moved by PgUp/PgDn and used to keep the selection visible. The screen sets it
    /// from the height it lays the list out in.
    public var pageSize: Int = 10
    /// The filter being typed or applied.
    public var filter = TextFieldState()
    /// Whether keys currently go to the filter field.
    public private(set) var isEditingFilter = false
    /// The current sort order, if any.
    public var sort: ListSort?
    /// Columns that `o`/`r` can sort by (0: sorting by key is off).
    public var sortableColumnCount = 0

    /// Creates a state for `itemCount` items with the first one selected.
    public init(itemCount: Int = 0, pageSize: Int = 10) {
        self.itemCount = max(0, itemCount)
        self.pageSize = max(1, pageSize)
    }

    /// The filter text ("" when none).
    public var filterText: String { filter.text }

    /// Selects `index` (clamped) and scrolls to keep it visible.
    public mutating func select(_ index: Int) {
        selection = itemCount == 0 ? 0 : min(max(0, index), itemCount - 1)
        if selection < scrollOffset { scrollOffset = selection }
        if selection >= scrollOffset + pageSize { scrollOffset = selection - pageSize + 1 }
    }

    /// Starts editing the filter (what `/` does).
    public mutating func beginFilter() { isEditingFilter = true }

    /// Whether `key` belongs to the filter rather than to the screen: every key while the
    /// prompt is open (so that no command fires while typing, `q` included), `/` opening it,
    /// and Esc clearing a filter that is set (a second Esc then leaves the screen). A screen
    /// offers such a key to ``handle(_:)`` before its own keys, then shows the rows that match;
    /// Enter in the prompt keeps the filter and should open the highlighted row.
    public func takesFilterKey(_ key: Key) -> Bool {
        isEditingFilter || key == .character("/") || (key == .escape && !filter.text.isEmpty)
    }

    /// Clears the filter and stops editing it.
    public mutating func clearFilter() {
        filter = TextFieldState()
        isEditingFilter = false
    }

    /// Sorts by `column`; if already sorted by it, reverses the direction.
    public mutating func toggleSort(column: Int) {
        if let sort, sort.column == column {
            self.sort = ListSort(column: column, ascending: !sort.ascending)
        } else {
            sort = ListSort(column: column, ascending: true)
        }
    }

    /// The rows to show in a viewport of `height` rows: starts at ``scrollOffset`` moved just
    /// enough to show the selection. Pure: used by renderers.
    public func visibleRange(height: Int) -> Range<Int> {
        guard height > 0, itemCount > 0 else { return 0..<0 }
        var first = min(scrollOffset, max(0, itemCount - height))
        if selection < first { first = selection }
        if selection >= first + height { first = selection - height + 1 }
        first = max(0, first)
        return first..<min(itemCount, first + height)
    }

    /// Applies a key. Returns true when the key was used (the screen should redraw), false
    /// when it should go to someone else (e.g. Esc to navigate back).
    public mutating func handle(_ key: Key) -> Bool {
        if isEditingFilter {
            switch key {
            case .enter, .down, .up:
                isEditingFilter = false
                return key == .enter ? true : handle(key)
            case .escape:
                clearFilter()
                return true
            default:
                let before = filter.text
                let used = filter.handle(key)
                if filter.text != before { select(0) }
                return used
            }
        }
        switch key {
        case .down, .character("j"): select(selection + 1)
        case .up, .character("k"): select(selection - 1)
        case .pageDown, .control("f"): select(selection + pageSize)
        case .pageUp, .control("b"): select(selection - pageSize)
        case .home, .character("g"): select(0)
        case .end, .character("G"): select(itemCount - 1)
        case .character("/"): beginFilter()
        case .escape where !filter.text.isEmpty: clearFilter()
        case .character("o") where sortableColumnCount > 0:
            let next = sort.map { ($0.column + 1) % sortableColumnCount } ?? 0
            sort = ListSort(column: next, ascending: true)
        case .character("r") where sortableColumnCount > 0:
            toggleSort(column: sort?.column ?? 0)
        default:
            return false
        }
        return true
    }

    private mutating func clampSelection() {
        select(selection)
        scrollOffset = min(scrollOffset, max(0, itemCount - 1))
    }
}
