import Foundation
import MarqueeTerminal
import Yams

/// Prints a command's records to standard output in the chosen ``OutputFormat``.
struct OutputWriter: Sendable {
    var format: OutputFormat
    var timeStyle: TimeStyle
    /// The width a table fits in.
    var width: Int
    /// The most records a list prints (`list --limit`); nil for every record.
    var recordLimit: Int? = nil

    /// The writer of a list that prints at most `limit` records (every record when nil).
    func limited(to limit: Int?) -> OutputWriter {
        var writer = self
        writer.recordLimit = limit
        return writer
    }

    /// Prints a list: a JSON or YAML array, or a table; past ``recordLimit``, the first records
    /// and `showing N of M` on standard error.
    func write<Record: OutputRecord>(_ records: [Record]) throws(CommandError) {
        if let recordLimit, records.count > recordLimit {
            try limited(to: nil).write(Array(records.prefix(recordLimit)))
            if let note = OmissionNote.text(shown: recordLimit, total: records.count, limit: recordLimit) { printError(note) }
            return
        }
        switch format {
        case .json: emit(JSONText.render(.array(records.map { .object($0.fields) }), timeStyle: timeStyle))
        case .yaml: emit(try yaml(.array(records.map { .object($0.fields) })))
        case .table:
            let table = TableText(columns: Record.columns, width: width)
            emit(
                table.render(
                    records.map { record in
                        let fields = record.fields
                        return Record.columns.map { column in
                            cellText(fields.first { $0.key == column.key }?.value ?? .null)
                        }
                    }))
        }
    }

    /// Prints one record: a JSON or YAML object, or one `field  value` line per field.
    func write(_ record: some OutputRecord) throws(CommandError) {
        switch format {
        case .json: emit(JSONText.render(.object(record.fields), timeStyle: timeStyle))
        case .yaml: emit(try yaml(.object(record.fields)))
        case .table:
            let fields = record.fields
            let keyWidth = fields.map(\.key.displayWidth).max() ?? 0
            let valueWidth = max(10, width - keyWidth - 2)
            emit(
                fields.map { field in
                    (field.key.fitted(toWidth: keyWidth) + "  " + cellText(field.value).truncated(toWidth: valueWidth))
                        .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
                }.joined(separator: "\n"))
        }
    }

    private func emit(_ text: String) {
        StandardOutput.write(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    /// A value as a table cell: one line, control characters made visible as spaces.
    func cellText(_ value: OutputValue) -> String {
        switch value {
        case .null: return "-"
        case .bool(let flag): return flag ? "yes" : "no"
        case .int(let number): return String(number)
        case .double(let number): return number.isFinite ? String(format: "%.1f", number) : "-"
        case .fraction(let share): return share.isFinite ? String(format: "%.0f%%", (share * 100).rounded(.down)) : "-"
        case .string(let text): return TableText.singleLine(text)
        case .date(let date): return timeStyle.short(date)
        case .bytes(let count): return ByteCountText.text(for: count)
        case .array(let values): return values.isEmpty ? "-" : values.map(cellText).joined(separator: ", ")
        case .object(let fields): return fields.map { "\($0.key)=\(cellText($0.value))" }.joined(separator: " ")
        }
    }

    private func yaml(_ value: OutputValue) throws(CommandError) -> String {
        do {
            return try Yams.serialize(node: node(value), allowUnicode: true)
        } catch {
            throw .runtime("cannot write YAML: \(error)")
        }
    }

    private func node(_ value: OutputValue) -> Node {
        switch value {
        case .null: return Node("null", Tag(.null))
        case .bool(let flag): return Node(flag ? "true" : "false", Tag(.bool))
        case .int(let number): return Node(String(number), Tag(.int))
        case .double(let number), .fraction(let number):
            return number.isFinite ? Node(String(number), Tag(.float)) : Node("null", Tag(.null))
        case .string(let text): return .scalar(text.represented())
        case .date(let date): return .scalar(timeStyle.iso8601(date).represented())
        case .bytes(let count): return Node(String(count), Tag(.int))
        case .array(let values): return .sequence(Node.Sequence(values.map(node)))
        case .object(let fields): return .mapping(Node.Mapping(fields.map { (Node($0.key), node($0.value)) }))
        }
    }
}
