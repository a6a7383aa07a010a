import MarqueeTerminal

/// A row of a list screen the `/` filter reads: its title and its detail.
public protocol FilterableRow {
    var title: String { get }
    var detail: String { get }
}

extension ActivityRow: FilterableRow {}
extension ManagementRow: FilterableRow {}

/// The `/` filter of the list screens that hold their loaded rows (activity, management): the
/// rows whose title or detail contains the typed text, whatever the case, and what the summary
/// says of them (" · 3 of 250 loaded match"), so that a filter over a paged list says it filters
/// what is loaded.
public enum LoadedRowFilter {
    /// The rows of `loaded` that `list`'s filter shows, in their order (all without a filter).
    public static func rows<Row: FilterableRow>(_ loaded: [Row], shownBy list: ListState) -> [Row] {
        let filter = list.filterText
        return filter.isEmpty ? loaded : loaded.filter { ($0.title + " " + $0.detail).localizedCaseInsensitiveContains(filter) }
    }

    /// The note for `list` showing `shown` of `loaded` rows; "" without a filter.
    public static func note(_ list: ListState, shown: Int, loaded: Int) -> String {
        list.filterText.isEmpty ? "" : " · \(shown) of \(loaded) loaded match"
    }
}
