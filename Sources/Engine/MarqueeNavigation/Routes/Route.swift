/// A screen a feature can show, as a value.
///
/// Each feature declares its own route types, usually enums:
///
/// ```swift
/// enum RadarrRoute: Route {
///     static let feature: FeatureID = "radarr"
///     case library
///     case movie(id: Int)
/// }
/// ```
///
/// Routes are erased to ``AnyRoute`` inside the coordinator so that modules the host has never
/// seen at compile time can take part; feature code works with its typed routes through a
/// ``FeatureRouter``.
public protocol Route: Hashable, Codable, Sendable {
    /// The feature that owns this route type.
    static var feature: FeatureID { get }
    /// A name for this route type that is stable across releases; it keys snapshot decoding.
    /// Defaults to the type's name.
    static var typeName: String { get }
}

extension Route {
    public static var typeName: String { String(describing: Self.self) }

    /// The identifier under which snapshots and journals record this route type.
    public static var routeTypeID: RouteTypeID { RouteTypeID(feature: feature, name: typeName) }

    func isEqual(to other: any Route) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Names a route type: the owning feature plus the type's stable name.
public struct RouteTypeID: Hashable, Codable, Sendable, CustomStringConvertible {
    public var feature: FeatureID
    public var name: String

    public init(feature: FeatureID, name: String) {
        self.feature = feature
        self.name = name
    }

    public var description: String { "\(feature).\(name)" }
}
