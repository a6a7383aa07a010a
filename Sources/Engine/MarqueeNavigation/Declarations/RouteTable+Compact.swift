/// The compact way to declare a route type: one line per case, the case found from its
/// constructor, no summary needed, and cases without a public link.
///
/// ```swift
/// var routes = RouteTable<EpisodesRoute>()
/// routes.declare("/episodes", .list, .root(of: "episodes"))
/// routes.declare("/episodes/:id", EpisodesRoute.episode, .push(on: EpisodesRoute.list))
/// routes.declare("/episodes/:id/cast/:name", EpisodesRoute.castMember) { id, _ in .push(on: EpisodesRoute.episode(id: id)) }
/// routes.declare(EpisodesRoute.rate, .present(.sheet(detents: [.medium]), over: EpisodesRoute.list))  // no link
/// ```
///
/// A case with values is recognised by its case name (read with `Mirror` from a route made
/// from the values' ``LinkValue/placeholder``), so `match:` closures are not needed; the full
/// form (``declare(_:_:_:match:placement:)``) remains for value types without a placeholder
/// and for route types whose snapshots must be written fastest.
extension RouteTable {
    /// A case without values: `routes.declare("/episodes", .list, .root(of: "episodes"))`.
    public mutating func declare(_ pattern: String, _ route: R, _ placement: RoutePlacement, summary: String = "") {
        declare(pattern, summary, route, placement: placement)
    }

    /// A case with one value, placed the same way whatever the value.
    public mutating func declare<A: LinkValue>(
        _ pattern: String, _ make: @escaping @Sendable (A) -> R, _ placement: RoutePlacement, summary: String = ""
    ) {
        declare(pattern, make, summary: summary) { _ in placement }
    }

    /// A case with one value, placed by the value.
    public mutating func declare<A: LinkValue>(
        _ pattern: String, _ make: @escaping @Sendable (A) -> R, summary: String = "", placement: @escaping @Sendable (A) -> RoutePlacement
    ) {
        guard let match = match(make, pattern: pattern) else { return }
        declare(pattern, summary, make, match: match, placement: placement)
    }

    /// A case with two values, placed by the values.
    public mutating func declare<A: LinkValue, B: LinkValue>(
        _ pattern: String, _ make: @escaping @Sendable (A, B) -> R, summary: String = "",
        placement: @escaping @Sendable (A, B) -> RoutePlacement
    ) {
        guard let first = A.placeholder, let second = B.placeholder else {
            return reject(pattern, reason: "its values have no placeholder; declare it with match:")
        }
        let name = CaseMatch.name(of: make(first, second))
        declare(
            pattern, summary, make,
            match: { route in
                guard CaseMatch.name(of: route) == name, let values = CaseMatch.payload(of: route) as? (A, B) else { return nil }
                return values
            }, placement: placement)
    }

    /// A case without values and without a public link (an inner step): it has a placement
    /// (so its declared style is the default when it is presented), but no link resolves to it.
    public mutating func declare(_ route: R, _ placement: RoutePlacement) {
        declareUnlinked { $0 == route ? placement : nil }
    }

    /// A case with one value and without a public link.
    public mutating func declare<A: LinkValue>(_ make: @escaping @Sendable (A) -> R, _ placement: RoutePlacement) {
        guard let match = match(make, pattern: "\(R.self)") else { return }
        declareUnlinked { match($0) == nil ? nil : placement }
    }

    /// The way back from a route to the value `make` built it from, found by the case's name:
    /// nil for a route of another case. Nil (and a problem recorded under `pattern`) when `A`
    /// has no ``LinkValue/placeholder`` to learn the case from.
    public mutating func match<A: LinkValue>(_ make: @escaping @Sendable (A) -> R, pattern: String) -> (@Sendable (R) -> A?)? {
        guard let placeholder = A.placeholder else {
            reject(pattern, reason: "\(A.self) has no placeholder; declare the case with match:")
            return nil
        }
        let name = CaseMatch.name(of: make(placeholder))
        return { route in
            guard CaseMatch.name(of: route) == name else { return nil }
            return CaseMatch.payload(of: route) as? A
        }
    }
}

/// Recognises an enum case by its name, read with `Mirror`.
enum CaseMatch {
    /// The case name of an enum value (`movie` for `.movie(id: 1)`, `library` for `.library`).
    static func name(of value: Any) -> String {
        if let label = Mirror(reflecting: value).children.first?.label { return label }
        return String(describing: value)
    }

    /// The associated values of an enum value (one value, or a tuple of them).
    static func payload(of value: Any) -> Any? {
        guard let payload = Mirror(reflecting: value).children.first?.value else { return nil }
        // One labelled value (`.movie(id: 1)`) is a one-element tuple.
        let inner = Mirror(reflecting: payload)
        if inner.displayStyle == .tuple, inner.children.count == 1, let only = inner.children.first { return only.value }
        return payload
    }
}
