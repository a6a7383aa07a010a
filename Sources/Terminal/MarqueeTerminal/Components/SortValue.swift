import Foundation

/// What a table cell sorts by: its value where its text would sort wrongly ("812 MB" before
/// "1.2 GB", "50%" before "100%", "1h44m" before "3d2h"), else its text.
///
/// Every table sorts through ``SortValue/ordered(_:ascending:by:)`` (``ListSort/ordered(_:by:)``,
/// ``ListProjection``, a library's orders) with these values: a screen gives each sortable cell its value once, and the sort compares
/// values, never the cells' texts.
public enum SortValue: Hashable, Sendable {
    /// A number: a size in bytes, a percent, seconds, a date's seconds since the reference date.
    case number(Double)
    /// Text, compared as people read it: case-insensitive, runs of digits by their value ("9"
    /// before "25").
    case text(String)
    /// No value (a time left the server does not know, a date not given): after every value, in
    /// either direction.
    case none

    /// The value of `date`, or ``none`` without one.
    public static func date(_ date: Date?) -> SortValue {
        date.map { .number($0.timeIntervalSinceReferenceDate) } ?? .none
    }

    /// How `lhs` compares with `rhs` in ascending order: numbers before texts (a queue's times
    /// left before its states), each by value; ``none`` after both (``ordered(_:ascending:by:)``
    /// keeps it last in either direction).
    static func compare(_ lhs: SortValue, _ rhs: SortValue) -> ComparisonResult {
        switch (lhs, rhs) {
        case (.number(let left), .number(let right)):
            left < right ? .orderedAscending : (left > right ? .orderedDescending : .orderedSame)
        case (.text(let left), .text(let right)): left.localizedStandardCompare(right)
        case (.number, .text): .orderedAscending
        case (.text, .number): .orderedDescending
        case (.none, .none): .orderedSame
        case (.none, _): .orderedDescending
        case (_, .none): .orderedAscending
        }
    }
}

extension SortValue {
    /// `rows` ordered by `value`, each row's value in the sorted column: ascending or descending
    /// by value, rows without one (``none``) last either way, equal rows in their given order
    /// (so a list given in title order breaks ties by title). Each value is read once.
    public static func ordered<Row>(_ rows: [Row], ascending: Bool, by value: (Row) -> SortValue) -> [Row] {
        let keyed = rows.enumerated().map { (offset: $0.offset, value: value($0.element)) }
        let order = keyed.sorted { lhs, rhs in
            switch (lhs.value, rhs.value) {
            case (.none, .none): return lhs.offset < rhs.offset
            case (.none, _): return false
            case (_, .none): return true
            default:
                let order = compare(lhs.value, rhs.value)
                if order == .orderedSame { return lhs.offset < rhs.offset }
                return (order == .orderedAscending) == ascending
            }
        }
        return order.map { rows[$0.offset] }
    }
}

extension ListSort {
    /// `rows` in this sort's direction by `value`, each row's value in the sorted column
    /// (``SortValue/ordered(_:ascending:by:)``).
    public func ordered<Row>(_ rows: [Row], by value: (Row) -> SortValue) -> [Row] {
        SortValue.ordered(rows, ascending: ascending, by: value)
    }
}
