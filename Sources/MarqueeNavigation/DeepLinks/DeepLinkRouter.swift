/// Resolves links to destinations through a trie of registered patterns, and turns routes back
/// into links.
///
/// Resolution walks one trie node per path segment (literal children first, then the
/// parameter child, backtracking when a literal branch dead-ends), so its cost depends on the
/// link's length, not on how many patterns are registered.
public struct DeepLinkRouter: Sendable {
    /// The tables, behind one reference so that copying a router is cheap; copied on write.
    private final class Tables: @unchecked Sendable {
        let scheme: String
        var links: [DeepLink] = []
        var nodes: [Node] = [Node()]
        var linksByShape: [String: Int] = [:]
        var linksByFeature: [FeatureID: [Int]] = [:]

        init(scheme: String) { self.scheme = scheme }

        func copy() -> Tables {
            let copy = Tables(scheme: scheme)
            copy.links = links
            copy.nodes = nodes
            copy.linksByShape = linksByShape
            copy.linksByFeature = linksByFeature
            return copy
        }
    }

    private var tables: Tables

    /// The link scheme (`marquee://radarr/movie/42`).
    public var scheme: String { tables.scheme }
    /// Every registered link, in registration order.
    public var links: [DeepLink] { tables.links }
    private var nodes: [Node] {
        get { tables.nodes }
        _modify { yield &tables.nodes }
    }
    private var linksByShape: [String: Int] {
        get { tables.linksByShape }
        _modify { yield &tables.linksByShape }
    }
    private var linksByFeature: [FeatureID: [Int]] {
        get { tables.linksByFeature }
        _modify { yield &tables.linksByFeature }
    }

    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var link: Int?
        /// A few links below this node, for "closest pattern" hints.
        var examples: [Int] = []
    }

    public init(scheme: String = "marquee") {
        tables = Tables(scheme: scheme)
    }

    /// Registers `link`. Refuses a pattern already registered or one that matches exactly the
    /// same links as another.
    public mutating func register(_ link: DeepLink) throws(DeepLinkError) {
        let shape = link.pattern.shape
        if let existing = linksByShape[shape] {
            let other = links[existing].pattern.text
            if other == link.pattern.text { throw .duplicatePattern(other) }
            throw .ambiguousPattern(link.pattern.text, conflictsWith: other)
        }
        if !isKnownUniquelyReferenced(&tables) { tables = tables.copy() }
        let index = links.count
        tables.links.append(link)
        linksByShape[shape] = index
        linksByFeature[link.feature, default: []].append(index)
        var node = 0
        addExample(index, to: node)
        for segment in link.pattern.segments {
            switch segment {
            case .literal(let text):
                if let child = nodes[node].literals[text] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter:
                if let child = nodes[node].parameter {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].parameter = nodes.count - 1
                    node = nodes.count - 1
                }
            }
            addExample(index, to: node)
        }
        nodes[node].link = index
    }

    private mutating func addExample(_ link: Int, to node: Int) {
        if nodes[node].examples.count < 32 { nodes[node].examples.append(link) }
    }

    /// Resolves `url` to a destination. Throws a ``DeepLinkError`` naming the closest pattern
    /// for a link that matches nothing.
    public func resolve(_ url: String) throws(DeepLinkError) -> NavigationDestination {
        let (link, values) = try match(url)
        return try link.destination(DeepLinkParameters(values: values, pattern: link.pattern.text))
    }

    /// The longest link resolved, in UTF-8 bytes. A longer one (a pasted document, a plugin's
    /// runaway `navigate`) is refused at once with ``DeepLinkError/malformed(url:reason:)``.
    public static let maximumLinkLength = 4_096

    /// How many registered patterns the closest-pattern hint compares a link with, at most.
    public static let maximumSuggestionCandidates = 256

    /// How much of the link and of each pattern (in UTF-8 bytes) the closest-pattern hint
    /// compares: the hint's work is bounded by a constant whatever the link's length.
    public static let suggestionComparedLength = 256

    /// The link that `url` matches and its parameter values, without building the destination.
    public func match(_ url: String) throws(DeepLinkError) -> (link: DeepLink, values: [String: String]) {
        let length = url.utf8.count
        guard length <= Self.maximumLinkLength else {
            throw .malformed(url: url, reason: "the link is \(length) bytes long; at most \(Self.maximumLinkLength) are accepted")
        }
        let parsed = try DeepLinkURL(parsing: url, scheme: scheme)
        var captured: [String] = []
        var deepest = (depth: 0, node: 0)
        guard let index = find(parsed.segments, at: 0, node: 0, captured: &captured, deepest: &deepest) else {
            throw .noMatch(url: url, closestPattern: closestPattern(to: parsed.segments, deepest: deepest.node))
        }
        let link = links[index]
        var values: [String: String] = [:]
        var parameterIndex = 0
        for segment in link.pattern.segments {
            if case .parameter(let name) = segment {
                values[name] = captured[parameterIndex]
                parameterIndex += 1
            }
        }
        for (name, value) in parsed.query {
            guard link.pattern.queryParameters.contains(name) else {
                throw .unknownQueryParameter(name: name, pattern: link.pattern.text)
            }
            values[name] = value
        }
        return (link, values)
    }

    /// The link that shows `route`, e.g. `marquee://radarr/movie/42`; `nil` when no registered
    /// link shows it.
    public func link(for route: some Route) -> String? {
        let route = AnyRoute(route)
        for index in linksByFeature[route.feature] ?? [] {
            let link = links[index]
            if let values = link.parameters(route), let path = link.pattern.link(with: values) {
                return "\(scheme):/" + path
            }
        }
        return nil
    }

    /// Patterns that start with `prefix` (for completion in a command palette).
    public func patterns(startingWith prefix: String) -> [DeepLinkPattern] {
        let prefix = prefix.hasPrefix("/") ? prefix : "/" + prefix
        return links.map(\.pattern).filter { $0.text.hasPrefix(prefix) }
    }

    // MARK: Matching

    private func find(_ segments: [String], at position: Int, node: Int, captured: inout [String], deepest: inout (depth: Int, node: Int)) -> Int? {
        if position > deepest.depth { deepest = (position, node) }
        if position == segments.count { return nodes[node].link }
        let segment = segments[position]
        if let child = nodes[node].literals[segment]
            ?? (segment.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } ? nodes[node].literals[segment.lowercased()] : nil),
            let found = find(segments, at: position + 1, node: child, captured: &captured, deepest: &deepest)
        {
            return found
        }
        if let child = nodes[node].parameter {
            captured.append(segment)
            if let found = find(segments, at: position + 1, node: child, captured: &captured, deepest: &deepest) {
                return found
            }
            captured.removeLast()
        }
        return nil
    }

    private func closestPattern(to segments: [String], deepest node: Int) -> String? {
        guard !links.isEmpty else { return nil }
        let candidates =
            node == 0 && links.count <= Self.maximumSuggestionCandidates
            ? Array(links.indices) : Array(nodes[node].examples.prefix(Self.maximumSuggestionCandidates))
        let path = Self.prefix("/" + segments.joined(separator: "/"))
        // Compare with each pattern's parameters filled from the link, and prefer patterns
        // with as many segments as the link.
        func distance(to link: DeepLink) -> Int {
            var filled = ""
            for (position, segment) in link.pattern.segments.enumerated() {
                switch segment {
                case .literal(let text): filled += "/" + text
                case .parameter(let name): filled += "/" + (position < segments.count ? segments[position] : ":" + name)
                }
            }
            return Self.editDistance(path, Self.prefix(filled)) + 2 * abs(link.pattern.segments.count - segments.count)
        }
        return
            candidates
            .map { (index: $0, distance: distance(to: links[$0])) }
            .min { $0.distance < $1.distance }
            .map { links[$0.index].pattern.text }
    }

    /// The first ``suggestionComparedLength`` bytes of `text`.
    private static func prefix(_ text: String) -> String {
        text.utf8.count <= suggestionComparedLength ? text : String(decoding: text.utf8.prefix(suggestionComparedLength), as: UTF8.self)
    }

    static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first.utf8), b = Array(second.utf8)
        if a.isEmpty || b.isEmpty { return a.count + b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
