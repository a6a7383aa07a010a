/// A value type that crosses the C ABI, as spelled in a manifest signature.
///
/// | Manifest | C type        |
/// |----------|---------------|
/// | `i32`    | `int32_t`     |
/// | `i64`    | `int64_t`     |
/// | `f64`    | `double`      |
/// | `bool`   | `bool`        |
/// | `string` | `const char*` (UTF-8, NUL-terminated) |
public enum PluginType: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case int32 = "i32"
    case int64 = "i64"
    case double = "f64"
    case bool = "bool"
    case string = "string"

    /// The manifest spelling, e.g. `i64`.
    public var description: String { rawValue }
}

/// What an action returns: nothing (`void`) or a value of a ``PluginType``.
public enum PluginReturnType: Sendable, Hashable, CustomStringConvertible {
    case void
    case value(PluginType)

    /// Parses the manifest spelling (`void`, `i32`, `i64`, `f64`, `bool`, `string`).
    public init?(manifestName: String) {
        if manifestName == "void" {
            self = .void
        } else if let type = PluginType(rawValue: manifestName) {
            self = .value(type)
        } else {
            return nil
        }
    }

    /// The manifest spelling.
    public var description: String {
        switch self {
        case .void: "void"
        case .value(let type): type.rawValue
        }
    }
}
