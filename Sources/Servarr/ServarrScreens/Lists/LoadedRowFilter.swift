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
    /// What the details sort by, where their texts would sort wrongly (a size, a percent, a
    /// date); a detail without one sorts by its text.
    var sortValues: [SortValue] { get }
}

extension FilterableRow {
    /// No detail sorts by other than its text, unless the row says otherwise.
    public var sortValues: [SortValue] { [] }

    /// What column `column` sorts by (0 the title, then the details): its ``sortValues`` entry,
    /// else its text.
    public func sortValue(ofColumn column: Int) -> SortValue {
        guard column > 0 else { return .text(title) }
        let index = column - 1
        if sortValues.indices.contains(index) { return sortValues[index] }
        return details.indices.contains(index) ? .text(details[index]) : .none
    }
}

extension FilterableRow {
    /// Whether the row's title or a detail contains `filter`, whatever the case.
    public func matches(_ filter: String) -> Bool {
        ([title] + details).contains { $0.localizedCaseInsensitiveContains(filter) }
    }
}

extension ActivityRow: FilterableRow {
    public var keepsItsPlace: Bool { isHeading }
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
    /// order without one; equal rows keep it), each column by its value
    /// (``FilterableRow/sortValue(ofColumn:)``, ``ListSort/ordered(_:by:)``).
    public static func rows<Row: FilterableRow>(_ loaded: [Row], shownBy list: ListState) -> [Row] {
        let filter = list.filterText
        let shown = filter.isEmpty ? loaded : loaded.filter { $0.matches(filter) }
        guard let sort = list.sort, list.sortableColumnCount > 0 else { return shown }
        return sort.ordered(shown) { $0.sortValue(ofColumn: sort.column) }
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
