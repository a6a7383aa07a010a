import MarqueeTerminal

extension ListRow: FilterableRow {
    /// The row's detail, its one cell after the title.
    public var details: [String] { [detail] }
    /// The rows of an item's screen (seasons, episodes, albums, tracks) keep the server's order.
    public var keepsItsPlace: Bool { true }
}

/// The `/` filter of the lists on an item's screen (a series' seasons, a season's episodes, an
/// artist's albums), as on every list (docs/keys.md, "Filter prompt"): the rows narrow as the
/// text is typed, every printable key goes to the prompt (``MarqueeTerminal/ListState/takesFilterKey(_:)``),
/// Enter keeps the filter and opens the highlighted row, the first Esc clears the filter and
/// only a second leaves the screen.
public enum ItemListFilter {
    /// The items of `loaded` whose row (`row`: as the list draws it) the filter of `list`
    /// shows, in their order.
    public static func items<Item>(_ loaded: [Item], shownBy list: ListState, row: (Item) -> ListRow) -> [Item] {
        let filter = list.filterText
        return filter.isEmpty ? loaded : loaded.filter { row($0).matches(filter) }
    }
}
