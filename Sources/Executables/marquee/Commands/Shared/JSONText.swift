import Foundation
import MarqueeJSON

/// Writes ``OutputValue``s as JSON with ``JSONWriter``, keeping each object's field order (two-space
/// indent).
enum JSONText {
    /// The JSON text of `value`; times as ISO 8601 in `timeStyle`'s zone.
    static func render(_ value: OutputValue, timeStyle: TimeStyle) -> String {
        var writer = JSONWriter(layout: .indented)
        write(value, timeStyle: timeStyle, into: &writer)
        return writer.text
    }

    private static func write(_ value: OutputValue, timeStyle: TimeStyle, into writer: inout JSONWriter) {
        switch value {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .int(let number): writer.integer(number)
        case .double(let number), .fraction(let number): writer.number(number)
        case .string(let string): writer.string(string)
        case .date(let date): writer.string(timeStyle.iso8601(date))
        case .bytes(let count): writer.integer(Int(count))
        case .array(let values):
            writer.beginArray()
            for element in values { write(element, timeStyle: timeStyle, into: &writer) }
            writer.endArray()
        case .object(let fields):
            writer.beginObject()
            for field in fields {
                writer.key(named: field.key)
                write(field.value, timeStyle: timeStyle, into: &writer)
            }
            writer.endObject()
        }
    }
}
