import MarqueeTerminal

extension ListState {
    /// The highlighted one of `items` (the list's rows), if any.
    func selected<Item>(in items: [Item]) -> Item? {
        items.indices.contains(selection) ? items[selection] : nil
    }

    /// Highlights the row at `index` and returns its item; throws for a row that is not there.
    mutating func select<Item>(_ index: Int, in items: [Item]) throws(ExploreScreenError) -> Item {
        guard items.indices.contains(index) else { throw .noSuchRow(index) }
        select(index)
        return items[index]
    }
}
