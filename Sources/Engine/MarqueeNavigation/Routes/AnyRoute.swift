/// A type-erased ``Route``: what the coordinator stores.
///
/// Feature code rarely sees this type; ``FeatureRouter`` converts typed routes in and out.
/// Encoding writes the route's ``RouteTypeID`` next to its value; decoding needs a
/// ``RouteRegistry`` in the decoder's `userInfo` (see ``RouteRegistry/userInfoKey``).
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
    /// The typed route.
    public let base: any Route

    public init<R: Route>(_ route: R) {
        if R.self == AnyRoute.self {
            base = unsafeBitCast(route, to: AnyRoute.self).base
        } else {
            base = route
        }
    }

    /// The feature that owns the route.
    public var feature: FeatureID { type(of: base).feature }

    /// The route type's identifier.
    public var typeID: RouteTypeID { type(of: base).routeTypeID }

    /// The typed route, if it is an `R`.
    public func `as`<R: Route>(_ type: R.Type) -> R? { base as? R }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool { lhs.base.isEqual(to: rhs.base) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    public var description: String { "\(feature):\(base)" }
}

extension AnyRoute: Route {
    public static var feature: FeatureID { "*" }
}

extension AnyRoute: Codable {
    private enum CodingKeys: String, CodingKey { case feature, type, value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let typeID = RouteTypeID(
            feature: try container.decode(FeatureID.self, forKey: .feature),
            name: try container.decode(String.self, forKey: .type)
        )
        guard let registry = decoder.userInfo[RouteRegistry.userInfoKey] as? RouteRegistry else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "decoding a route needs a RouteRegistry in the decoder's userInfo")
        }
        guard let routeType = registry.routeType(for: typeID) else {
            throw UnknownRouteType(typeID: typeID, featureIsRegistered: registry.isRegistered(typeID.feature))
        }
        let valueDecoder = try container.superDecoder(forKey: .value)
        self.init(unchecked: try routeType.init(from: valueDecoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(feature, forKey: .feature)
        try container.encode(type(of: base).typeName, forKey: .type)
        try base.encode(to: container.superEncoder(forKey: .value))
    }

    init(unchecked route: any Route) { base = route }
}

/// Thrown while decoding an ``AnyRoute`` whose type the registry does not know.
public struct UnknownRouteType: Error, CustomStringConvertible {
    public let typeID: RouteTypeID
    public let featureIsRegistered: Bool

    public var description: String {
        featureIsRegistered
            ? "route type '\(typeID.name)' is not registered by feature '\(typeID.feature)'"
            : "feature '\(typeID.feature)' is not installed"
    }
}
