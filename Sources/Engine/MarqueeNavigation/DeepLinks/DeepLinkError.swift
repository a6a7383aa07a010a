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
    /// The link names an instance (`/radarr/4k/movie/12`) that is not configured.
    case unknownInstance(url: String, name: String, segment: String, known: [String])

    /// The message shown to the user. Text that came from the link (the link, parameter
    /// names and values) is escaped and cut (see ``EchoedInput``): a link with control
    /// characters cannot drive the terminal, and a huge one gives a short message.
    public var description: String {
        func echo(_ text: String) -> String { EchoedInput.escaped(text) }
        return switch self {
        case .malformed(let url, let reason): "malformed link '\(echo(url))': \(echo(reason))"
        case .wrongScheme(let url, let expected): "link '\(echo(url))' does not use the \(expected):// scheme"
        case .noMatch(let url, let closest):
            "no screen for link '\(echo(url))'" + (closest.map { "; closest pattern: \(echo($0))" } ?? "")
        case .invalidParameter(let name, let value, let expected, let pattern):
            "parameter '\(echo(name))' = '\(echo(value))' is not a valid \(expected) (pattern \(echo(pattern)))"
        case .missingParameter(let name, let pattern): "parameter '\(echo(name))' is missing (pattern \(echo(pattern)))"
        case .unknownQueryParameter(let name, let pattern): "unknown query parameter '\(echo(name))' (pattern \(echo(pattern)))"
        case .invalidPattern(let pattern, let reason): "invalid pattern '\(echo(pattern))': \(echo(reason))"
        case .duplicatePattern(let pattern): "pattern \(echo(pattern)) is registered twice"
        case .ambiguousPattern(let pattern, let other): "pattern \(echo(pattern)) is ambiguous with \(echo(other))"
        case .unknownInstance(let url, let name, let segment, let known):
            "link '\(echo(url))' names no \(echo(segment)) instance '\(echo(name))'; instances: \(known.map(echo).joined(separator: ", "))"
        }
    }
}
