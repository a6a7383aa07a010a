/// Names a service (or routing protocol) type, for registration and validation.
public struct ServiceKey: Hashable, CustomStringConvertible {
    let id: ObjectIdentifier
    private let type: Any.Type

    /// The key of `type`.
    public init<T>(_ type: T.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }

    /// The type's name, e.g. `MovieStore` (computed when asked: it is slow to compute).
    public var name: String { String(describing: type) }

    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}
