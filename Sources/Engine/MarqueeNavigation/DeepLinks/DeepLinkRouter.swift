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
        var instances: [String: LinkInstances] = [:]

        init(scheme: String) { self.scheme = scheme }

        func copy() -> Tables {
            let copy = Tables(scheme: scheme)
            copy.links = links
            copy.nodes = nodes
            copy.linksByShape = linksByShape
            copy.linksByFeature = linksByFeature
            copy.instances = instances
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
    ///
    /// Under a segment with instances (``addInstances(under:defaultTab:tabs:)``) the segment
    /// after it may name one: `/radarr/4k/movie/12` resolves `/radarr/movie/12` onto the 4k
    /// instance's tab; without a name the link shows on the default instance's tab. A name that
    /// is no instance, in a link that would resolve without it, is
    /// ``DeepLinkError/unknownInstance(url:name:segment:known:)``.
    public func resolve(_ url: String) throws(DeepLinkError) -> NavigationDestination {
        guard !tables.instances.isEmpty else {
            let (link, values) = try match(url)
            return try link.destination(DeepLinkParameters(values: values, pattern: link.pattern.text))
        }
        let parsed = try Self.parse(url, scheme: scheme)
        guard let first = parsed.segments.first, let scope = tables.instances[first], parsed.segments.count >= 2 else {
            let (link, values) = try match(parsed, url: url)
            return try link.destination(DeepLinkParameters(values: values, pattern: link.pattern.text))
        }
        let name = parsed.segments[1]
        var withoutName = parsed
        withoutName.segments.remove(at: 1)
        if let tab = scope.tabs[name], let matched = try? match(withoutName, url: url) {
            var destination = try matched.link.destination(DeepLinkParameters(values: matched.values, pattern: matched.link.pattern.text))
            if destination.tab == nil || destination.tab == scope.defaultTab { destination.tab = tab }
            return destination
        }
        do {
            let (link, values) = try match(parsed, url: url)
            return try link.destination(DeepLinkParameters(values: values, pattern: link.pattern.text))
        } catch .noMatch(let link, let closest) {
            if scope.tabs[name] == nil, (try? match(withoutName, url: url)) != nil {
                throw .unknownInstance(url: url, name: name, segment: first, known: scope.names)
            }
            throw .noMatch(url: link, closestPattern: closest)
        }
    }

    // MARK: Instances

    /// The instances of one feature's links: the segment they follow, the names, and their tabs.
    struct LinkInstances: Sendable {
        var defaultTab: TabID
        var names: [String]
        var tabs: [String: TabID]
        var namesByTab: [TabID: String]
    }

    /// Lets the links under `/segment` name an instance in their second segment
    /// (`/radarr/4k/movie/12`), shown on that instance's tab; links without a name show on
    /// `defaultTab`. `tabs` are the instances in display order, the default one included.
    ///
    /// ```swift
    /// router.addInstances(under: "radarr", defaultTab: "radarr", tabs: [("home", "radarr"), ("4k", "radarr/4k")])
    /// try router.resolve("/radarr/4k/movie/12").tab   // "radarr/4k"
    /// ```
    public mutating func addInstances(under segment: String, defaultTab: TabID, tabs: [(name: String, tab: TabID)]) {
        if !isKnownUniquelyReferenced(&tables) { tables = tables.copy() }
        var byName: [String: TabID] = [:]
        var byTab: [TabID: String] = [:]
        for (name, tab) in tabs where byName[name] == nil {
            byName[name] = tab
            byTab[tab] = name
        }
        tables.instances[segment] = LinkInstances(defaultTab: defaultTab, names: tabs.map(\.name), tabs: byName, namesByTab: byTab)
    }

    /// The instance names of the links under `/segment`, in display order (empty without instances).
    public func instanceNames(under segment: String) -> [String] { tables.instances[segment]?.names ?? [] }

    /// The link that shows `route` on `tab`: the link of ``link(for:)`` with the instance's name
    /// after the first segment when `tab` is an instance's tab other than the default one
    /// (`marquee://radarr/4k/movie/42`).
    public func link(for route: some Route, on tab: TabID?) -> String? {
        let plain = link(for: route)
        guard let plain, let tab, !tables.instances.isEmpty else { return plain }
        let prefix = "\(scheme)://"
        guard plain.hasPrefix(prefix) else { return plain }
        let path = plain.dropFirst(prefix.count)
        let first = path.prefix { $0 != "/" && $0 != "?" }
        guard let scope = tables.instances[String(first)], tab != scope.defaultTab, let name = scope.namesByTab[tab] else { return plain }
        return prefix + first + "/" + DeepLinkURL.encode(name) + path.dropFirst(first.count)
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
        try match(try Self.parse(url, scheme: scheme), url: url)
    }

    private static func parse(_ url: String, scheme: String) throws(DeepLinkError) -> DeepLinkURL {
        let length = url.utf8.count
        guard length <= Self.maximumLinkLength else {
            throw .malformed(url: url, reason: "the link is \(length) bytes long; at most \(Self.maximumLinkLength) are accepted")
        }
        return try DeepLinkURL(parsing: url, scheme: scheme)
    }

    private func match(_ parsed: DeepLinkURL, url: String) throws(DeepLinkError) -> (link: DeepLink, values: [String: String]) {
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
