/// A route type's declaration, erased: what the snapshot codec and the host use.
public protocol DeclaredRouteTable: Sendable {
    /// The declared route type.
    var routeType: any Route.Type { get }
    /// The route's snapshot text (its link path), or nil when it is not a declared case.
    func text(of route: any Route) -> String?
    /// Reads a snapshot text back; `under` gives the route the entry stood on (asked only for
    /// texts of an older form).
    func route(fromText text: String, under: () -> AnyRoute?) -> (any Route)?
    /// Where the route stands, or nil when it is not a declared case.
    func placement(of route: any Route) -> RoutePlacement?
    /// One deep link per declared case and alias, resolving through `placements`.
    func deepLinks(placedBy placements: RoutePlacements) -> [DeepLink]
}

extension DeclaredRouteTable {
    /// Reads a snapshot text back; `under` is the route the entry stood on (for older texts).
    public func route(fromText text: String, under: AnyRoute?) -> (any Route)? {
        route(fromText: text, under: { under })
    }
}

/// Builds a declared route's whole destination (tab, stack, modals) from the placements of the
/// routes under it, each found through its own type's declaration.
public struct RoutePlacements: Sendable {
    private var tables: [ObjectIdentifier: any DeclaredRouteTable] = [:]

    /// How many routes may stand under one (a cycle of placements stops here with an error).
    public static let maximumDepth = 64

    public init(_ tables: [any DeclaredRouteTable] = []) {
        for table in tables { add(table) }
    }

    /// Adds a route type's declaration.
    public mutating func add(_ table: any DeclaredRouteTable) {
        tables[ObjectIdentifier(table.routeType)] = table
    }

    /// The destination that shows `route`, placed by `placement` or else by its declaration.
    public func destination(for route: AnyRoute, placement: RoutePlacement? = nil) throws(DeepLinkError) -> NavigationDestination {
        try destination(for: route, placement: placement, depth: 0)
    }

    private func destination(for route: AnyRoute, placement: RoutePlacement?, depth: Int) throws(DeepLinkError) -> NavigationDestination {
        guard depth < Self.maximumDepth else {
            throw .invalidPattern(pattern: "\(route)", reason: "more than \(Self.maximumDepth) routes stand under it (a cycle of placements?)")
        }
        guard let placement = placement ?? tables[ObjectIdentifier(type(of: route.base))]?.placement(of: route.base) else {
            throw .invalidPattern(pattern: "\(route)", reason: "the route under a link has no declared placement")
        }
        switch placement.kind {
        case .root(let tab):
            return NavigationDestination(tab: tab, stack: [route])
        case .push(let parent, let placed):
            var destination = try self.destination(for: parent, placement: placed, depth: depth + 1)
            if destination.modals.isEmpty {
                destination.stack.append(route)
            } else {
                destination.modals[destination.modals.count - 1].path.append(route)
            }
            return destination
        case .present(let style, let parent, let placed):
            var destination = try self.destination(for: parent, placement: placed, depth: depth + 1)
            destination.modals.append(ModalDestination(route, style: style))
            return destination
        }
    }
}

extension RoutePlacements {
    /// The style `route` is declared to be presented in; nil when its declaration does not
    /// present it (or it has none).
    public func declaredStyle(of route: AnyRoute) -> ModalStyle? {
        guard let placement = tables[ObjectIdentifier(type(of: route.base))]?.placement(of: route.base),
            case .present(let style, _, _) = placement.kind
        else { return nil }
        return style
    }
}

extension ModalStyle {
    /// The style to present `route` in: `requested`, else its declared style, else a sheet.
    /// Asking for another style than the declared one is a mistake at the call site, reported
    /// in debug builds as ``NavigationError/styleConflict(_:declared:requested:)``.
    static func resolved(for route: AnyRoute, requested: ModalStyle?, declarations: RoutePlacements?) throws(NavigationError) -> ModalStyle {
        #if DEBUG
        guard let declared = declarations?.declaredStyle(of: route) else { return requested ?? .sheet }
        if let requested, requested != declared { throw .styleConflict(route, declared: declared, requested: requested) }
        return declared
        #else
        if let requested { return requested }
        return declarations?.declaredStyle(of: route) ?? .sheet
        #endif
    }
}
