/// Maps ``RouteTypeID``s to route types, so that snapshots and journals can be decoded.
///
/// The host fills one registry at start-up with every route type of every active feature.
public struct RouteRegistry: Sendable {
    private var types: [RouteTypeID: any Route.Type] = [:]
    private var features: Set<FeatureID> = []
    private var declarations: [ObjectIdentifier: any DeclaredRouteTable] = [:]

    /// The `CodingUserInfoKey` under which decoders expect the registry.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "marquee.routeRegistry")!

    public init() {}

    /// Creates a registry with the given route types.
    public init(_ routeTypes: [any Route.Type]) {
        for type in routeTypes { register(type) }
    }

    /// Registers a route type under its ``Route/routeTypeID``.
    public mutating func register(_ type: any Route.Type) {
        types[type.routeTypeID] = type
        features.insert(type.feature)
    }

    /// Registers a declared route type: its routes snapshot as their link paths.
    public mutating func register(_ table: any DeclaredRouteTable) {
        register(table.routeType)
        declarations[ObjectIdentifier(table.routeType)] = table
    }

    /// The declaration of a route type, when it was registered with one.
    public func declaration(of type: any Route.Type) -> (any DeclaredRouteTable)? {
        declarations.isEmpty ? nil : declarations[ObjectIdentifier(type)]
    }

    /// The route type registered for `id`.
    public func routeType(for id: RouteTypeID) -> (any Route.Type)? { types[id] }

    /// Whether any route type of `feature` is registered.
    public func isRegistered(_ feature: FeatureID) -> Bool { features.contains(feature) }

    /// Every registered route type id, sorted.
    public var routeTypeIDs: [RouteTypeID] {
        types.keys.sorted { ($0.feature.rawValue, $0.name) < ($1.feature.rawValue, $1.name) }
    }
}
