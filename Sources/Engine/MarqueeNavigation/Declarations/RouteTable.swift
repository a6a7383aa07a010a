/// Every case of a route type declared once: its link pattern and where it stands
/// (``RoutePlacement``). The deep link, the reverse link and the snapshot text all come from
/// the declaration; the snapshot text is the link's path (`/radarr/movie/12`).
///
/// ```swift
/// var table = RouteTable<MovieRoute>()
/// table.declare("/movies/library", "The library", .library, placement: .root(of: "movies"))
/// table.declare("/movies/movie/:id", "A movie", MovieRoute.movie,
///               match: { if case .movie(let id) = $0 { id } else { nil } },
///               placement: { _ in .push(on: MovieRoute.library) })
/// ```
///
/// The feature-module API (`FeatureRoutes` in the host) adds each case's screen to the same line.
/// A case's values are its pattern's parameters in order (path, then query): a case with one
/// `Int` takes a pattern with one parameter. A pattern that does not parse, or whose parameter
/// count differs from the case's values, is recorded in ``problems``.
public struct RouteTable<R: Route>: Sendable {
    /// One declared case (or a link-only alias).
    public typealias Case = DeclaredCase

    /// The declared cases and aliases, in declaration order.
    public private(set) var cases: [Case] = []
    /// Patterns that did not parse or do not fit their case, with the reason.
    public private(set) var problems: [DeepLinkError] = []
    /// Reads snapshot texts written before the text was the link path.
    private var legacyReader: (@Sendable (String, AnyRoute?) -> R?)?
    /// Where the cases declared without a public link stand (nil for a route of another case).
    private var unlinked: [@Sendable (R) -> RoutePlacement?] = []

    public init() {}

    // MARK: Declaring

    /// Declares a case without values: `/radarr/library` is `.library`.
    @inlinable
    public mutating func declare(_ pattern: String, _ summary: String, _ route: R, placement: RoutePlacement) {
        add(
            pattern, summary, arity: 0,
            make: { _ throws(DeepLinkError) in (route, nil) },
            values: { ($0 as? R) == route ? [] : nil },
            placement: { _ in placement })
    }

    /// Declares a case with one value: `/radarr/movie/:id` is `.movie(id:)`.
    @inlinable
    public mutating func declare<A: LinkValue>(
        _ pattern: String, _ summary: String, _ make: @escaping @Sendable (A) -> R,
        match: @escaping @Sendable (R) -> A?, placement: @escaping @Sendable (A) -> RoutePlacement
    ) {
        add(
            pattern, summary, arity: 1,
            make: { [pattern] values throws(DeepLinkError) in
                (make(try LinkValueReader.read(A.self, values, 0, pattern)), nil)
            },
            values: { route in (route as? R).flatMap(match).map { [$0.linkText] } },
            placement: { route in (route as? R).flatMap(match).map(placement) })
    }

    /// Declares a case with two values: `/sonarr/series/:id/season/:number` is `.season(seriesID:number:)`.
    @inlinable
    public mutating func declare<A: LinkValue, B: LinkValue>(
        _ pattern: String, _ summary: String, _ make: @escaping @Sendable (A, B) -> R,
        match: @escaping @Sendable (R) -> (A, B)?, placement: @escaping @Sendable (A, B) -> RoutePlacement
    ) {
        add(
            pattern, summary, arity: 2,
            make: { [pattern] values throws(DeepLinkError) in
                (make(try LinkValueReader.read(A.self, values, 0, pattern), try LinkValueReader.read(B.self, values, 1, pattern)), nil)
            },
            values: { route in (route as? R).flatMap(match).map { [$0.0.linkText, $0.1.linkText] } },
            placement: { route in (route as? R).flatMap(match).map { placement($0.0, $0.1) } })
    }

    /// Declares a case with three values.
    @inlinable
    public mutating func declare<A: LinkValue, B: LinkValue, C: LinkValue>(
        _ pattern: String, _ summary: String, _ make: @escaping @Sendable (A, B, C) -> R,
        match: @escaping @Sendable (R) -> (A, B, C)?, placement: @escaping @Sendable (A, B, C) -> RoutePlacement
    ) {
        add(
            pattern, summary, arity: 3,
            make: { [pattern] values throws(DeepLinkError) in
                (
                    make(
                        try LinkValueReader.read(A.self, values, 0, pattern), try LinkValueReader.read(B.self, values, 1, pattern),
                        try LinkValueReader.read(C.self, values, 2, pattern)), nil
                )
            },
            values: { route in (route as? R).flatMap(match).map { [$0.0.linkText, $0.1.linkText, $0.2.linkText] } },
            placement: { route in (route as? R).flatMap(match).map { placement($0.0, $0.1, $0.2) } })
    }

    /// Declares a case whose link needs more than typed values (defaults, ranges): `make`
    /// reads the parameters, `values` gives them back by name (nil for another case's route).
    public mutating func declare(
        _ pattern: String, _ summary: String,
        make: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> R,
        values: @escaping @Sendable (R) -> [String: String]?,
        placement: @escaping @Sendable (R) -> RoutePlacement
    ) {
        let names = (try? DeepLinkPattern(pattern))?.parameterNames ?? []
        add(
            pattern, summary, arity: nil,
            make: { values throws(DeepLinkError) in (try make(Self.parameters(values, names: names, pattern: pattern)), nil) },
            values: { route in (route as? R).flatMap(values).map { named in names.map { named[$0] ?? "" } } },
            placement: { ($0 as? R).map(placement) })
    }

    /// Declares a link that only resolves: another way to a declared route, placed as the
    /// link says (an episode opened from its season). Routes still link back to their own case.
    public mutating func alias(
        _ pattern: String, _ summary: String,
        _ make: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> (R, RoutePlacement)
    ) {
        let names = (try? DeepLinkPattern(pattern))?.parameterNames ?? []
        add(
            pattern, summary, arity: nil,
            make: { values throws(DeepLinkError) in
                let (route, placement) = try make(Self.parameters(values, names: names, pattern: pattern))
                return (route, placement)
            },
            values: nil, placement: nil)
    }

    /// Reads snapshot texts of an older form that the link paths do not cover. `under` is the
    /// route the entry stood on (the entry before it, or the top of the modal or stack below).
    /// Texts written without the leading `/feature/` are tried as paths first.
    public mutating func readLegacyTexts(_ read: @escaping @Sendable (_ text: String, _ under: AnyRoute?) -> R?) {
        legacyReader = read
    }

    /// Declares a case that has no public link (an inner step of a flow): it has a placement
    /// (its declared presentation style, where a link to a route on it puts it) and is
    /// snapshotted through `Codable`, but no link resolves to it. `placement` is nil for a
    /// route of another case.
    public mutating func declareUnlinked(placement: @escaping @Sendable (R) -> RoutePlacement?) {
        unlinked.append(placement)
    }

    /// Records a declaration that cannot work, with the reason.
    mutating func reject(_ pattern: String, reason: String) {
        problems.append(.invalidPattern(pattern: pattern, reason: reason))
    }

    @usableFromInline
    mutating func add(
        _ text: String, _ summary: String, arity: Int?,
        make: @escaping @Sendable ([String?]) throws(DeepLinkError) -> (any Route, RoutePlacement?),
        values: (@Sendable (any Route) -> [String]?)?, placement: (@Sendable (any Route) -> RoutePlacement?)?
    ) {
        let pattern: DeepLinkPattern
        do {
            pattern = try DeepLinkPattern(text)
        } catch {
            problems.append(error)
            return
        }
        let names = pattern.parameterNames
        if let arity, names.count != arity {
            problems.append(.invalidPattern(pattern: text, reason: "has \(names.count) parameters for a case with \(arity) values"))
            return
        }
        if values != nil, let other = cases.first(where: { $0.isReversible && $0.pattern.shape == pattern.shape }) {
            problems.append(other.pattern.text == pattern.text ? .duplicatePattern(text) : .ambiguousPattern(text, conflictsWith: other.pattern.text))
            return
        }
        cases.append(DeclaredCase(pattern: pattern, summary: summary, names: names, make: make, values: values, placement: placement))
    }

    /// The values by name, for declarations that read ``DeepLinkParameters``.
    private static func parameters(_ values: [String?], names: [String], pattern: String) -> DeepLinkParameters {
        var named: [String: String] = [:]
        for (name, value) in zip(names, values) where value != nil { named[name] = value }
        return DeepLinkParameters(values: named, pattern: pattern, names: names)
    }

    // MARK: Using

    /// The route's link path (`/radarr/movie/12`), which is also its snapshot text.
    public func path(of route: R) -> String? {
        DeclaredCase.path(of: route, in: cases)
    }

    /// Reads a path written by ``path(of:)`` back to its route (literals match case-insensitively,
    /// as links do); nil when no declared case reads it.
    public func route(fromPath path: String) -> R? {
        DeclaredCase.route(fromPath: path, in: cases) as? R
    }
}

extension RouteTable: DeclaredRouteTable {
    public var routeType: any Route.Type { R.self }

    public func text(of route: any Route) -> String? {
        DeclaredCase.path(of: route, in: cases)
    }

    public func route(fromText text: String, under: () -> AnyRoute?) -> (any Route)? {
        if text.utf8.first == UInt8(ascii: "/") { return DeclaredCase.route(fromPath: text, in: cases) }
        // Texts written before they were link paths: most are the path after the feature.
        if let route = DeclaredCase.route(fromPath: "/\(R.feature.rawValue)/\(text)", in: cases) { return route }
        return legacyReader?(text, under())
    }

    public func placement(of route: any Route) -> RoutePlacement? {
        guard let (item, _) = DeclaredCase.declaredCase(of: route, in: cases) else {
            guard let route = route as? R else { return nil }
            for placement in unlinked {
                if let placed = placement(route) { return placed }
            }
            return nil
        }
        return item.placement?(route) ?? nil
    }

    public func deepLinks(placedBy placements: RoutePlacements) -> [DeepLink] {
        cases.map { item in
            let names = item.names
            let parameters: @Sendable (AnyRoute) -> [String: String]? =
                if let values = item.values {
                    { route in
                        guard let found = values(route.base) else { return nil }
                        var named: [String: String] = [:]
                        for (name, value) in zip(names, found) where !value.isEmpty { named[name] = value }
                        return named
                    }
                } else {
                    { _ in nil }
                }
            return DeepLink(
                pattern: item.pattern, feature: R.feature, summary: item.summary,
                routeType: item.isReversible ? R.routeTypeID : nil,
                destination: { parameters throws(DeepLinkError) in
                    let (route, placement) = try item.make(names.map { parameters.values[$0] })
                    return try placements.destination(for: AnyRoute(erasing: route), placement: placement)
                },
                parameters: parameters)
        }
    }
}

/// One declared case (or a link-only alias).
public final class DeclaredCase: Sendable {
    public let pattern: DeepLinkPattern
    public let summary: String
    let names: [String]
    /// The path's segments: literal bytes (lowercased), or nil for a parameter.
    let literals: [[UInt8]?]
    /// The route from the values in ``names`` order (nil: an absent query parameter) and,
    /// for an alias, where it stands instead of its declared placement.
    let make: @Sendable ([String?]) throws(DeepLinkError) -> (any Route, RoutePlacement?)
    /// The case's values in ``DeepLinkPattern/parameterNames`` order; nil for a route of
    /// another case. Absent for an alias (nothing links back to it).
    let values: (@Sendable (any Route) -> [String]?)?
    let placement: (@Sendable (any Route) -> RoutePlacement?)?

    /// The literal text between the parameters (`/radarr/movie/`, ``), for writing paths
    /// without a query quickly; nil for a pattern with query parameters.
    let pieces: [String]?

    /// Whether routes of this case are written back to this pattern (false for an alias).
    public var isReversible: Bool { values != nil }

    init(
        pattern: DeepLinkPattern, summary: String, names: [String],
        make: @escaping @Sendable ([String?]) throws(DeepLinkError) -> (any Route, RoutePlacement?),
        values: (@Sendable (any Route) -> [String]?)?, placement: (@Sendable (any Route) -> RoutePlacement?)?
    ) {
        self.pattern = pattern
        self.summary = summary
        self.names = names
        literals = pattern.segments.map { if case .literal(let text) = $0 { Array(text.utf8) } else { nil } }
        self.make = make
        self.values = values
        self.placement = placement
        if pattern.queryParameters.isEmpty {
            var pieces = [""]
            for segment in pattern.segments {
                switch segment {
                case .literal(let text): pieces[pieces.count - 1] += "/" + text
                case .parameter:
                    pieces[pieces.count - 1] += "/"
                    pieces.append("")
                }
            }
            self.pieces = pieces
        } else {
            pieces = nil
        }
    }

    /// The path for `values` (in ``names`` order); nil when a path value is empty.
    func path(_ values: [String]) -> String? {
        guard let pieces, values.count + 1 == pieces.count else { return pattern.link(positional: values) }
        var path = pieces[0]
        for index in values.indices {
            guard !values[index].isEmpty else { return nil }
            path += DeepLinkURL.encode(values[index])
            path += pieces[index + 1]
        }
        return path
    }
}

extension DeclaredCase {
    /// The declared case of `cases` that `route` is, with its values.
    static func declaredCase(of route: any Route, in cases: [DeclaredCase]) -> (case: DeclaredCase, values: [String])? {
        for item in cases {
            if let values = item.values?(route) { return (item, values) }
        }
        return nil
    }

    /// The route's link path (`/radarr/movie/12`), which is also its snapshot text.
    static func path(of route: any Route, in cases: [DeclaredCase]) -> String? {
        guard let (item, values) = declaredCase(of: route, in: cases) else { return nil }
        return item.path(values)
    }

    /// Reads a path written by ``path(of:)`` back to its route (literals match case-insensitively,
    /// as links do); nil when no declared case reads it.
    static func route(fromPath path: String, in cases: [DeclaredCase]) -> (any Route)? {
        var path = path
        return path.withUTF8 { bytes in read(bytes, cases) }
    }

    /// Matches the path's segments against each declared case in turn: snapshots read many
    /// entries, and a route type has a few cases, so a scan over bytes beats parsing a link.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ cases: [DeclaredCase]) -> (any Route)? {
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        let queryStart = bytes.firstIndex(of: UInt8(ascii: "?"))
        let pathEnd = queryStart ?? bytes.count
        for item in cases where item.isReversible {
            var values: [String?] = []
            var start = 1
            var matches = true
            for literal in item.literals {
                // The next segment: from `start` to the next `/` or the end of the path.
                guard start < pathEnd else {
                    matches = false
                    break
                }
                var end = start
                while end < pathEnd && bytes[end] != UInt8(ascii: "/") { end += 1 }
                guard end > start else { return nil }
                let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let literal {
                    guard Self.equalsIgnoringCase(segment, literal) else {
                        matches = false
                        break
                    }
                } else {
                    guard let value = DeepLinkURL.decode(segment, plusIsSpace: false) else { return nil }
                    values.append(value)
                }
                start = end + 1
            }
            guard matches, start == pathEnd + 1 else { continue }
            let queryNames = item.pattern.queryParameters
            if !queryNames.isEmpty || queryStart != nil {
                guard let query = Self.query(bytes, from: (queryStart ?? bytes.count) + 1, names: queryNames) else { return nil }
                values += query
            }
            return try? item.make(values).0
        }
        return nil
    }

    /// The query's values in `names` order (nil where absent); nil for an unknown or malformed item.
    private static func query(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, names: [String]) -> [String?]? {
        var values = [String?](repeating: nil, count: names.count)
        guard start < bytes.count else { return values }
        var itemStart = start
        for index in start...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "&") {
            defer { itemStart = index + 1 }
            guard index > itemStart else { continue }
            let item = UnsafeBufferPointer(rebasing: bytes[itemStart..<index])
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.count
            guard let name = DeepLinkURL.decode(UnsafeBufferPointer(rebasing: item[0..<equals]), plusIsSpace: true),
                let position = names.firstIndex(of: name), values[position] == nil,
                let value = equals < item.count ? DeepLinkURL.decode(UnsafeBufferPointer(rebasing: item[(equals + 1)...]), plusIsSpace: true) : ""
            else { return nil }
            values[position] = value
        }
        return values
    }

    private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: [UInt8]) -> Bool {
        guard bytes.count == literal.count else { return false }
        for (byte, expected) in zip(bytes, literal) where byte != expected {
            guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte + 32 == expected else { return false }
        }
        return true
    }
}

/// Reads a case's typed values from a link's texts (outside ``RouteTable``, so that the
/// declarations' closures call it without looking up the table's generic type).
@usableFromInline
enum LinkValueReader {
    @usableFromInline
    static func read<V: LinkValue>(_ type: V.Type, _ values: [String?], _ position: Int, _ pattern: String) throws(DeepLinkError) -> V {
        func name() -> String {
            let names = (try? DeepLinkPattern(pattern))?.parameterNames ?? []
            return position < names.count ? names[position] : "#\(position)"
        }
        guard position < values.count, let text = values[position] else {
            if let absent = V.whenAbsent { return absent }
            throw .missingParameter(name: name(), pattern: pattern)
        }
        guard let value = V(linkText: text) else {
            throw .invalidParameter(name: name(), value: text, expected: V.linkDescription, pattern: pattern)
        }
        return value
    }
}
