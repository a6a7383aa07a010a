/// Why a manifest was refused.
public enum PluginManifestError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The text is not JSON, or not shaped like a manifest (missing key, wrong type).
    case malformedJSON(String)
    /// A signature or field uses a type the ABI does not define.
    case unknownType(String, declaredBy: String)
    /// The JSON is well-formed but breaks a rule (duplicate id, dangling reference, ...).
    case invalid(String)

    public var description: String {
        switch self {
        case .malformedJSON(let detail):
            "invalid JSON manifest: \(detail)"
        case .unknownType(let type, let declaredBy):
            "unknown type \"\(type)\" in \(declaredBy) (known: i32, i64, f64, bool, string; returns also void)"
        case .invalid(let detail):
            "invalid manifest: \(detail)"
        }
    }

    init(decoding error: DecodingError) {
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
            self = .malformedJSON("missing key \"\(key.stringValue)\"\(parent)")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            self = .malformedJSON("expected \(type) at \(path(context.codingPath))")
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { ": \($0.localizedDescription)" } ?? ""
            self = .malformedJSON("not valid JSON at \(path(context.codingPath))\(underlying)")
        @unknown default:
            self = .malformedJSON(String(describing: error))
        }
    }
}
