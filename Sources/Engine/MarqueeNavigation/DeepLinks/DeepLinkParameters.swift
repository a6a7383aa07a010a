/// The values a link supplied for its pattern's parameters, with typed access.
public struct DeepLinkParameters: Sendable {
    /// Values by parameter name (path parameters and query parameters present in the link).
    public let values: [String: String]
    /// The pattern that matched.
    public let pattern: String
    /// The pattern's parameter names in order (path, then query), when known.
    public let names: [String]

    public init(values: [String: String], pattern: String, names: [String] = []) {
        self.values = values
        self.pattern = pattern
        self.names = names
    }

    /// The raw value of `name`.
    public subscript(name: String) -> String? { values[name] }

    /// The value of `name` converted to `T`; throws a ``DeepLinkError`` naming the parameter and
    /// the pattern when it is missing or does not convert.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError) -> T {
        guard let raw = values[name] else { throw .missingParameter(name: name, pattern: pattern) }
        guard let value = T(raw) else {
            throw .invalidParameter(name: name, value: raw, expected: String(describing: T.self), pattern: pattern)
        }
        return value
    }

    /// The value of the optional parameter `name` converted to `T`, or `nil` when absent.
    public func optionalValue<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError) -> T? {
        guard values[name] != nil else { return nil }
        return try value(name, as: type)
    }
}
