/// Why a service could not be resolved.
public enum ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No service of the named type is registered.
    case notRegistered(String)

    public var description: String {
        switch self {
        case .notRegistered(let name): "no service \(name) is registered"
        }
    }
}
