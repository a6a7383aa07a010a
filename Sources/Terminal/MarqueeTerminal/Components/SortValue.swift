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
        let values = rows.map(value)
        // Numbers only (sizes, dates, counts, a library's 20,000 years): compare doubles.
        var numbers: [(offset: Int, number: Double)] = [], unknown: [Int] = []
        numbers.reserveCapacity(values.count)
        for (offset, value) in values.enumerated() {
            switch value {
            case .number(let number): numbers.append((offset, number))
            case .none: unknown.append(offset)
            case .text: return ordered(rows, values: values, ascending: ascending)
            }
        }
        numbers.sort { lhs, rhs in
            lhs.number == rhs.number ? lhs.offset < rhs.offset : (lhs.number < rhs.number) == ascending
        }
        return numbers.map { rows[$0.offset] } + unknown.map { rows[$0] }
    }

    /// `rows` by `values` (one per row), texts among them.
    private static func ordered<Row>(_ rows: [Row], values: [SortValue], ascending: Bool) -> [Row] {
        let order = values.indices.sorted { lhs, rhs in
            switch (values[lhs], values[rhs]) {
            case (.none, .none): return lhs < rhs
            case (.none, _): return false
            case (_, .none): return true
            default:
                let order = compare(values[lhs], values[rhs])
                if order == .orderedSame { return lhs < rhs }
                return (order == .orderedAscending) == ascending
            }
        }
        return order.map { rows[$0] }
    }
}

extension ListSort {
    /// `rows` in this sort's direction by `value`, each row's value in the sorted column
    /// (``SortValue/ordered(_:ascending:by:)``).
    public func ordered<Row>(_ rows: [Row], by value: (Row) -> SortValue) -> [Row] {
        SortValue.ordered(rows, ascending: ascending, by: value)
    }
}
