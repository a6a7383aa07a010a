import Foundation

/// A value passed to or returned from a plugin action.
public enum PluginValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case int32(Int32)
    case int64(Int64)
    case double(Double)
    case bool(Bool)
    case string(String)

    /// The ABI type of the value.
    public var type: PluginType {
        switch self {
        case .int32: .int32
        case .int64: .int64
        case .double: .double
        case .bool: .bool
        case .string: .string
        }
    }

    /// Parses screen data (the text of a field) as a value of `type`.
    ///
    /// Integers and doubles use Swift's parsing; booleans accept `true`/`false`,
    /// `yes`/`no`, `on`/`off` and `1`/`0`. Returns `nil` when the text does not parse.
    public init?(parsing text: String, as type: PluginType) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case .int32:
            guard let value = Int32(trimmed) else { return nil }
            self = .int32(value)
        case .int64:
            guard let value = Int64(trimmed) else { return nil }
            self = .int64(value)
        case .double:
            guard let value = Double(trimmed), value.isFinite else { return nil }
            self = .double(value)
        case .bool:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": self = .bool(true)
            case "false", "no", "off", "0": self = .bool(false)
            default: return nil
            }
        case .string:
            self = .string(text)
        }
    }

    public var description: String {
        switch self {
        case .int32(let value): "\(value) (i32)"
        case .int64(let value): "\(value) (i64)"
        case .double(let value): "\(value) (f64)"
        case .bool(let value): "\(value) (bool)"
        case .string(let value): "\"\(value)\" (string)"
        }
    }
}
