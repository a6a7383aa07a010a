import Foundation
import MarqueeTerminal

/// A row of a list screen the `/` filter and the sort read: its title and its details (the
/// cells after the title, one per column).
public protocol FilterableRow {
    var title: String { get }
    /// The row's cells after its title, in column order (``RowColumns/details``).
    var details: [String] { get }
    /// Whether the row belongs where it is (a calendar day's heading, an unmapped folder under
    /// its root folder): a list with such rows keeps the server's order and does not sort.
    var keepsItsPlace: Bool { get }
    /// What detail `index` sorts by: its text, unless the row says otherwise.
    func sortKey(ofDetail index: Int) -> String
}

extension FilterableRow {
    public func sortKey(ofDetail index: Int) -> String { details.indices.contains(index) ? details[index] : "" }
}

extension ActivityRow: FilterableRow {
    public var keepsItsPlace: Bool { isHeading }
    public func sortKey(ofDetail index: Int) -> String {
        sortKeys.indices.contains(index) ? sortKeys[index] : details.indices.contains(index) ? details[index] : ""
    }
}

extension ManagementRow: FilterableRow {
    public var keepsItsPlace: Bool { id == nil }
}

/// The `/` filter and the sort of the list screens that hold their loaded rows (activity,
/// management): the rows whose title or a detail contains the typed text, whatever the case, in
/// the order of the sorted column (``RowTable``'s: 0 the title, then the details), and what the
/// summary says of them (" · 3 of 250 loaded match"), so that a filter over a paged list says
/// it filters what is loaded.
public enum LoadedRowFilter {
    /// The rows of `loaded` that `list`'s filter shows, in `list`'s sort order (the loaded
    /// order without one; equal rows keep it). Numbers sort by value ("9" before "25").
    public static func rows<Row: FilterableRow>(_ loaded: [Row], shownBy list: ListState) -> [Row] {
        let filter = list.filterText
        let shown =
            filter.isEmpty
            ? loaded : loaded.filter { row in ([row.title] + row.details).contains { $0.localizedCaseInsensitiveContains(filter) } }
        guard let sort = list.sort, list.sortableColumnCount > 0 else { return shown }
        let key: (Row) -> String = { row in
            sort.column > 0 ? row.sortKey(ofDetail: sort.column - 1) : row.title
        }
        return shown.enumerated().map { (offset: $0.offset, row: $0.element, key: key($0.element)) }
            .sorted { lhs, rhs in
                let order = lhs.key.localizedStandardCompare(rhs.key)
                if order == .orderedSame { return lhs.offset < rhs.offset }
                return (order == .orderedAscending) == sort.ascending
            }
            .map(\.row)
    }

    /// How many columns `o` cycles through for `loaded` under `columns`: every column, or none
    /// when a row keeps its place.
    public static func sortableColumnCount<Row: FilterableRow>(_ loaded: [Row], columns: RowColumns) -> Int {
        loaded.contains { $0.keepsItsPlace } ? 0 : columns.count
    }

    /// The note for `list` showing `shown` of `loaded` rows: " · 3 of 250 loaded match" with a
    /// filter; " · sorted in 250 loaded" when the rows are sorted and the server has more
    /// pages (`hasMorePages`); "" otherwise.
    public static func note(_ list: ListState, shown: Int, loaded: Int, hasMorePages: Bool = false) -> String {
        if !list.filterText.isEmpty { return " · \(shown) of \(loaded) loaded match" }
        return list.sort != nil && list.sortableColumnCount > 0 && hasMorePages ? " · sorted in \(loaded) loaded" : ""
    }
}
