import MarqueeTerminal

/// Keeps the highlighted row on the same item when a list's items change under it (results
/// streaming in ahead of it, a queue reordering as downloads progress), and on the same
/// position when that item is gone.
struct StableSelection {
    private var ids: [String] = []

    /// Updates `list` for the new items, identified by `ids`.
    mutating func update(_ list: inout ListState, ids newIDs: [String]) {
        let selected = ids.indices.contains(list.selection) ? ids[list.selection] : nil
        ids = newIDs
        list.itemCount = newIDs.count
        if let selected, let index = newIDs.firstIndex(of: selected) { list.select(index) }
    }
}
