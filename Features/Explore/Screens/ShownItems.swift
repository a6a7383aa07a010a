import Foundation
import MarqueeTerminal

/// The rows an Explore table shows of its items: those with a cell containing the `/` filter
/// (whatever the case), in the order of the sorted column's values (``ListProjection``, the
/// items' own order without a sort; equal rows keep it), as on every list (docs/keys.md, "Any
/// list").
struct ShownItems<Item> {
    /// The items shown, in order.
    private(set) var items: [Item] = []

    /// Shows the `items` that `list` filters in, ordered by `list`'s sort: column `n` by
    /// `values(item)[n]` when given (a year, a date, a progress, a time left), else by its text
    /// (`cells(item)[n]`).
    mutating func show(_ all: [Item], by list: ListState, cells: (Item) -> [String], values: (Item) -> [SortValue] = { _ in [] }) {
        let texts = all.map(cells)
        let projection = ListProjection(
            count: all.count, filter: list.filterText, text: { texts[$0].joined(separator: "\n") }, sort: list.sort
        ) { item, column in
            let given = values(all[item])
            if given.indices.contains(column) { return given[column] }
            return texts[item].indices.contains(column) ? .text(texts[item][column]) : .none
        }
        items = (0..<projection.count).map { all[projection[$0]] }
    }
}
