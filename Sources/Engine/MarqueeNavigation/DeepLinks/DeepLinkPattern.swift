/// A parsed URL pattern: `/radarr/movie/:id`, `/sonarr/series/:id/season/:number?tab&sort`.
///
/// Segments are literals or `:name` parameters; names after `?` are optional query parameters.
public struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// A path segment.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    /// The text the pattern was written as.
    public let text: String
    public let segments: [Segment]
    /// Declared optional query parameters.
    public let queryParameters: [String]

    /// Parses `text`.
    public init(_ text: String) throws(DeepLinkError) {
        self.text = text
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0]
        guard path.hasPrefix("/") else { throw .invalidPattern(pattern: text, reason: "must start with /") }
        var segments: [Segment] = []
        var names = Set<String>()
        for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard !raw.isEmpty else { throw .invalidPattern(pattern: text, reason: "empty segment") }
            if raw.hasPrefix(":") {
                let name = String(raw.dropFirst())
                guard Self.isName(name) else { throw .invalidPattern(pattern: text, reason: "bad parameter name '\(name)'") }
                guard names.insert(name).inserted else { throw .invalidPattern(pattern: text, reason: "parameter '\(name)' appears twice") }
                segments.append(.parameter(name))
            } else {
                guard !raw.contains(where: { $0 == " " || $0 == "?" || $0 == "#" || $0 == ":" }) else {
                    throw .invalidPattern(pattern: text, reason: "bad literal '\(raw)'")
                }
                segments.append(.literal(raw.lowercased()))
            }
        }
        var query: [String] = []
        if parts.count == 2 {
            for name in parts[1].split(separator: "&").map(String.init) {
                guard Self.isName(name) else { throw .invalidPattern(pattern: text, reason: "bad query parameter '\(name)'") }
                guard names.insert(name).inserted else { throw .invalidPattern(pattern: text, reason: "parameter '\(name)' appears twice") }
                query.append(name)
            }
        }
        self.segments = segments
        queryParameters = query
    }

    /// The pattern with parameter names erased: two patterns with the same shape match the
    /// same links.
    var shape: String {
        "/" + segments.map { if case .literal(let text) = $0 { text } else { ":" } }.joined(separator: "/")
    }

    /// Builds the link path for `values` (percent-encoded); `nil` when a path parameter is
    /// missing. Query parameters with values are appended in declaration order.
    public func link(with values: [String: String]) -> String? {
        var path = ""
        for segment in segments {
            switch segment {
            case .literal(let text): path += "/" + text
            case .parameter(let name):
                guard let value = values[name], !value.isEmpty else { return nil }
                path += "/" + DeepLinkURL.encode(value)
            }
        }
        let query = queryParameters.compactMap { name in values[name].map { "\(name)=\(DeepLinkURL.encode($0))" } }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }

    /// The parameter names in the order a declaration's values come in: the path
    /// parameters, then the query parameters.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } } + queryParameters
    }

    /// Builds the link path for `values` given in ``parameterNames`` order (percent-encoded);
    /// `nil` when a path value is empty or the count is wrong. Empty query values are left out.
    public func link(positional values: [String]) -> String? {
        var path = ""
        var next = values.startIndex
        for segment in segments {
            switch segment {
            case .literal(let text):
                path += "/"
                path += text
            case .parameter:
                guard next < values.endIndex, !values[next].isEmpty else { return nil }
                path += "/"
                path += DeepLinkURL.encode(values[next])
                next += 1
            }
        }
        guard values.count - next == queryParameters.count else { return nil }
        var separator = "?"
        for name in queryParameters {
            defer { next += 1 }
            guard !values[next].isEmpty else { continue }
            path += separator
            path += name
            path += "="
            path += DeepLinkURL.encode(values[next])
            separator = "&"
        }
        return path
    }

    public var description: String { text }

    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
