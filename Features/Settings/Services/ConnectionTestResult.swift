import MarqueeApp
import MarqueeNavigation

/// What testing the connection to an instance found: the server's name and version, or
/// precisely why it cannot be used. The descriptions never contain the API key.
public enum ConnectionTestResult: Hashable, Sendable, CustomStringConvertible {
    /// The server answered `GET /api/v3/system/status` as the expected kind.
    case connected(appName: String, version: String)
    /// The server rejected the API key (HTTP 401 or 403).
    case wrongAPIKey
    /// The server could not be reached (refused, unknown host, dropped connection).
    case unreachable(reason: String)
    /// The server did not answer within the timeout.
    case timedOut(after: Duration)
    /// The server is the other kind (a Sonarr where a Radarr was expected).
    case wrongKind(expected: ServiceKind, found: String)
    /// Something answered, but not as a Radarr, Sonarr or Lidarr server (a 404, or a body that is not
    /// a system status).
    case notAServer(expected: ServiceKind, detail: String)
    /// The server failed (HTTP 5xx), with its message.
    case serverError(message: String)

    /// Whether the instance can be used.
    public var isSuccess: Bool {
        if case .connected = self { true } else { false }
    }

    /// What the user reads: text from the server or the network error is escaped (control
    /// characters) and masked (credentials in a URL, API keys), see ``Redaction``.
    public var description: String {
        EchoedInput.escaped(Redaction.redact(rawDescription), maximumLength: 500)
    }

    private var rawDescription: String {
        switch self {
        case .connected(let app, let version):
            "Connected: \(app) \(version)"
        case .wrongAPIKey:
            "The API key was rejected (HTTP 401): copy it from Settings › General › Security on the server"
        case .unreachable(let reason):
            "Cannot reach the server: \(reason)"
        case .timedOut(let timeout):
            "The server did not answer within \(timeout.components.seconds) s"
        case .wrongKind(let expected, let found):
            "This is a \(found) server, not \(expected.name)"
        case .notAServer(let expected, let detail):
            "Not a \(expected.name) server: \(detail)"
        case .serverError(let message):
            "The server failed: \(message)"
        }
    }
}
