import MarqueeApp
import ServarrCore

/// How the connection test reaches one kind of server. Each service makes its probe in its own
/// folder (`ServiceProbe.radarr` in `Services/Radarr/`), and the composition root hands Settings
/// one per kind it runs (``SettingsEnvironment/probes``).
public struct ServiceProbe: Sendable {
    /// The kind it reaches.
    public let kind: ServiceKind
    /// The API's root path (`api/v3`), for messages.
    public let apiRoot: String
    /// Reads the server's system status.
    public let status: @Sendable (ServiceConfiguration) async throws -> SystemStatus

    /// A probe over `Repository`'s `system/status`.
    public init<Repository: ServarrRepository>(_ repository: Repository.Type, kind: ServiceKind) {
        self.kind = kind
        apiRoot = Repository.api.root
        status = { try await Repository(configuration: $0).systemStatus() }
    }
}
