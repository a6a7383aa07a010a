import Foundation

/// One value of a command's output, before it is printed as JSON, YAML or a table cell.
enum OutputValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A share of a whole, 0…1 (a download's progress): the number in JSON and YAML, `10%` in
    /// tables.
    case fraction(Double)
    case string(String)
    /// A time: ISO 8601 in JSON and YAML, `yyyy-MM-dd HH:mm` in tables (local or UTC).
    case date(Date)
    /// A size: a number of bytes in JSON and YAML, `1.4 GB` in tables.
    case bytes(Int64)
    case array([OutputValue])
    case object([OutputField])

    /// An optional string, null when absent.
    static func text(_ value: String?) -> OutputValue { value.map(OutputValue.string) ?? .null }
    /// An optional time, null when absent.
    static func time(_ value: Date?) -> OutputValue { value.map(OutputValue.date) ?? .null }
    /// An optional number, null when absent.
    static func number(_ value: Int?) -> OutputValue { value.map(OutputValue.int) ?? .null }
    /// A list of numbers.
    static func numbers(_ values: [Int]) -> OutputValue { .array(values.map(OutputValue.int)) }
    /// A list of strings.
    static func strings(_ values: [String]) -> OutputValue { .array(values.map(OutputValue.string)) }
}

/// One named field of an output object; objects keep their fields in this order.
struct OutputField: Sendable {
    var key: String
    var value: OutputValue

    init(_ key: String, _ value: OutputValue) {
        self.key = key
        self.value = value
    }
}

/// A table column: a field of the record, its header, and how it behaves when the terminal
/// is too narrow (a shrinking column is cut with an ellipsis before any column is dropped).
struct TableColumn: Sendable {
    var key: String
    var header: String
    var shrinks = false
    var alignsRight = false

    init(_ key: String, _ header: String, shrinks: Bool = false, alignsRight: Bool = false) {
        self.key = key
        self.header = header
        self.shrinks = shrinks
        self.alignsRight = alignsRight
    }
}

/// What a command prints: its fields (the JSON object, documented in docs/cli.md) and the
/// columns a list of them shows in a table.
protocol OutputRecord {
    /// The fields, in the order JSON and YAML print them.
    var fields: [OutputField] { get }
    /// The columns of a table of these records (keys of ``fields``), left to right; the first
    /// columns matter most (the rightmost are dropped first on a narrow terminal).
    static var columns: [TableColumn] { get }
}
