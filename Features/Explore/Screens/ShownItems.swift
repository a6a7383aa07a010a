import Foundation
import MarqueeTerminal

/// The rows an Explore table shows of its items: those with a cell containing the `/` filter
/// (whatever the case), in the order of the sorted column (the items' own order without a sort;
/// equal rows keep it), as on every list (docs/keys.md, "Any list").
struct ShownItems<Item> {
    /// The items shown, in order.
    private(set) var items: [Item] = []

    /// Shows the `items` that `list` filters in, ordered by `list`'s sort: column `n` by
    /// `order[n]` when given, else by `cells(item)[n]` as text ("9" before "25").
    mutating func show(
        _ all: [Item], by list: ListState, cells: (Item) -> [String], order: [Int: (Item, Item) -> Bool] = [:]
    ) {
        let texts = all.map(cells)
        let projection = ListProjection(
            count: all.count, filter: list.filterText, text: { texts[$0].joined(separator: "\n") },
            areInIncreasingOrder: list.sort.map { sort in
                let precedes: (Int, Int) -> Bool =
                    order[sort.column].map { precedes in { precedes(all[$0], all[$1]) } }
                    ?? { lhs, rhs in
                        guard texts[lhs].indices.contains(sort.column), texts[rhs].indices.contains(sort.column) else { return false }
                        return texts[lhs][sort.column].localizedStandardCompare(texts[rhs][sort.column]) == .orderedAscending
                    }
                return { lhs, rhs in
                    if precedes(lhs, rhs) { return sort.ascending }
                    if precedes(rhs, lhs) { return !sort.ascending }
                    return lhs < rhs
                }
            })
        items = (0..<projection.count).map { all[projection[$0]] }
    }
}
