import Foundation

/// Writes ``OutputValue``s as JSON, keeping each object's field order (two-space indent).
enum JSONText {
    /// The JSON text of `value`; times as ISO 8601 in `timeStyle`'s zone.
    static func render(_ value: OutputValue, timeStyle: TimeStyle) -> String {
        var text = ""
        write(value, indent: 0, timeStyle: timeStyle, into: &text)
        return text
    }

    private static func write(_ value: OutputValue, indent: Int, timeStyle: TimeStyle, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.isFinite ? String(number) : "null"
        case .string(let string): quote(string, into: &text)
        case .date(let date): quote(timeStyle.iso8601(date), into: &text)
        case .bytes(let count): text += String(count)
        case .array(let values):
            guard !values.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, element) in values.enumerated() {
                text += String(repeating: "  ", count: indent + 1)
                write(element, indent: indent + 1, timeStyle: timeStyle, into: &text)
                text += index < values.count - 1 ? ",\n" : "\n"
            }
            text += String(repeating: "  ", count: indent) + "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, field) in fields.enumerated() {
                text += String(repeating: "  ", count: indent + 1)
                quote(field.key, into: &text)
                text += ": "
                write(field.value, indent: indent + 1, timeStyle: timeStyle, into: &text)
                text += index < fields.count - 1 ? ",\n" : "\n"
            }
            text += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// `string` as a JSON string literal (RFC 8259 escapes; other characters as UTF-8).
    static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
