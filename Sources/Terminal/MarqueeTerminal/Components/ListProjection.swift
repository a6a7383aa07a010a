/// Which source items a list shows, in which order, after filtering and sorting.
///
/// Computed once when the filter or sort changes, never per frame. Without a filter or a
/// sort it stores nothing (identity), so a list of a million items costs no memory.
public struct ListProjection: Hashable, Sendable {
    /// Source indices in display order; nil means "all items, in source order".
    public let indices: [Int]?
    /// Number of source items.
    public let sourceCount: Int

    /// All `count` items in source order.
    public init(count: Int) {
        self.indices = nil
        self.sourceCount = count
    }

    /// The items of `count` whose `text` contains `filter` (case-insensitive; empty: all), in
    /// `sort`'s order of `value(item, column)`, each item's value in a column
    /// (``ListSort/ordered(_:by:)``: by value, equal items in source order).
    public init(
        count: Int, filter: String, text: (Int) -> String, sort: ListSort? = nil,
        value: (_ item: Int, _ column: Int) -> SortValue = { _, _ in .none }
    ) {
        self.sourceCount = count
        let needle = filter.lowercased()
        if needle.isEmpty && sort == nil {
            self.indices = nil
            return
        }
        let kept = needle.isEmpty ? Array(0..<count) : (0..<count).filter { text($0).lowercased().contains(needle) }
        self.indices = sort.map { sort in sort.ordered(kept) { value($0, sort.column) } } ?? kept
    }

    /// Number of items shown.
    public var count: Int { indices?.count ?? sourceCount }

    /// The source index of displayed item `position`.
    public subscript(position: Int) -> Int { indices?[position] ?? position }
}
