/// Why a deep link (or a pattern) was refused. Every case says what was wrong and, where it
/// helps, the registered pattern closest to what was asked.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a well-formed link.
    case malformed(url: String, reason: String)
    /// The link's scheme is not the router's.
    case wrongScheme(url: String, expected: String)
    /// No pattern matches.
    case noMatch(url: String, closestPattern: String?)
    /// A parameter's value does not convert to the type the link needs.
    case invalidParameter(name: String, value: String, expected: String, pattern: String)
    /// A required parameter is missing.
    case missingParameter(name: String, pattern: String)
    /// A query parameter the pattern does not declare.
    case unknownQueryParameter(name: String, pattern: String)
    /// A pattern that cannot be parsed.
    case invalidPattern(pattern: String, reason: String)
    /// The same pattern registered twice.
    case duplicatePattern(String)
    /// A pattern that matches exactly the same links as another (`/a/:id` and `/a/:name`).
    case ambiguousPattern(String, conflictsWith: String)

    public var description: String {
        switch self {
        case .malformed(let url, let reason): "malformed link '\(url)': \(reason)"
        case .wrongScheme(let url, let expected): "link '\(url)' does not use the \(expected):// scheme"
        case .noMatch(let url, let closest):
            "no screen for link '\(url)'" + (closest.map { "; closest pattern: \($0)" } ?? "")
        case .invalidParameter(let name, let value, let expected, let pattern):
            "parameter '\(name)' = '\(value)' is not a valid \(expected) (pattern \(pattern))"
        case .missingParameter(let name, let pattern): "parameter '\(name)' is missing (pattern \(pattern))"
        case .unknownQueryParameter(let name, let pattern): "unknown query parameter '\(name)' (pattern \(pattern))"
        case .invalidPattern(let pattern, let reason): "invalid pattern '\(pattern)': \(reason)"
        case .duplicatePattern(let pattern): "pattern \(pattern) is registered twice"
        case .ambiguousPattern(let pattern, let other): "pattern \(pattern) is ambiguous with \(other)"
        }
    }
}
