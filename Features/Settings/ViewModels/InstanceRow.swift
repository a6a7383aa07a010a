import MarqueeApp
import MarqueeNavigation

/// One row of the instances list: the instance and what its connection test reported.
public struct InstanceRow: Hashable, Sendable {
    /// The instance.
    public var instance: ServiceInstance
    /// The connection test's result; nil while it runs.
    public var status: ConnectionTestResult?
    /// Whether this is its kind's default instance (the first configured one): links that
    /// name no instance open on it.
    public var isDefault = false

    /// The status column's text.
    public var statusText: String {
        guard let status else { return "checking…" }
        switch status {
        case .connected(let app, let version): return "✓ " + EchoedInput.escaped("\(app) \(version)", maximumLength: 40)
        case .wrongAPIKey: return "✗ API key rejected"
        case .unreachable: return "✗ unreachable"
        case .timedOut: return "✗ timed out"
        case .wrongKind(_, let found): return "✗ is " + EchoedInput.escaped(found, maximumLength: 40)
        case .notAServer: return "✗ not a server"
        case .serverError: return "✗ server error"
        }
    }
}
