import MarqueeTerminal

/// Where a list's highlight goes when its items change under it (results streaming in ahead
/// of it, a queue reordering as downloads progress).
///
/// A list opens on its first row and stays there while its items arrive, whatever order they
/// arrive in. Once the user moves the highlight, it stays on the same item when the items
/// change, and on the same position when that item is gone.
struct StableSelection {
    private var ids: [String] = []
    /// Whether the highlight stays on the first row (until the user moves it).
    private(set) var isPinned = true

    /// Updates `list` for the new items, identified by `ids`.
    mutating func update(_ list: inout ListState, ids newIDs: [String]) {
        let selected = ids.indices.contains(list.selection) ? ids[list.selection] : nil
        ids = newIDs
        list.itemCount = newIDs.count
        if isPinned {
            list.select(0)
        } else if let selected, let index = newIDs.firstIndex(of: selected) {
            list.select(index)
        }
    }

    /// The user moved the highlight: from now on it follows its item.
    mutating func release() {
        isPinned = false
    }

    /// Back to the first row (a new search), staying there while the items arrive.
    mutating func pin(_ list: inout ListState) {
        isPinned = true
        list.select(0)
    }
}
