/// A typed dependency container: one instance per service type, per host.
///
/// There are no global singletons: each ``ModuleHost`` (and each flow test) has its own container.
///
/// ```swift
/// let services = ServiceContainer()
/// services.register(MovieStore.self, InMemoryMovieStore())
/// let store = try context.services.require(MovieStore.self)
/// ```
@MainActor
public final class ServiceContainer {
    private var instances: [ObjectIdentifier: Any] = [:]
    private var types: [ObjectIdentifier: Any.Type] = [:]
    /// The container asked for what this one does not hold.
    public let parent: ServiceContainer?

    /// An empty container.
    public init() {
        parent = nil
    }

    /// An empty container over `parent`: it resolves what it holds itself, else what `parent`
    /// does. The host gives each instance of a service (a second Radarr server) such a
    /// container, holding that instance's repository over the host's services.
    public init(parent: ServiceContainer) {
        self.parent = parent
    }

    /// Registers `instance` as the service of type `T`, replacing any earlier one.
    /// `T` is usually a protocol: `register(MovieStore.self, InMemoryMovieStore())`.
    public func register<T>(_ type: T.Type, _ instance: T) {
        let key = ObjectIdentifier(type)
        instances[key] = instance
        types[key] = type
    }

    /// The service of type `T`, or nil when none is registered.
    public func resolve<T>(_ type: T.Type) -> T? {
        instances[ObjectIdentifier(type)] as? T ?? parent?.resolve(type)
    }

    /// The service of type `T`; throws ``ServiceError/notRegistered(_:)`` when none is.
    public func require<T>(_ type: T.Type) throws(ServiceError) -> T {
        guard let service = resolve(type) else { throw .notRegistered(ServiceKey(type).name) }
        return service
    }

    /// Whether a service of `key`'s type is registered.
    public func contains(_ key: ServiceKey) -> Bool { instances[key.id] != nil || parent?.contains(key) == true }

    /// The names of the registered service types, sorted.
    public var registeredNames: [String] { types.values.map { String(describing: $0) }.sorted() }

    /// Removes the service of type `T`.
    public func remove<T>(_ type: T.Type) {
        instances[ObjectIdentifier(type)] = nil
        types[ObjectIdentifier(type)] = nil
    }
}
