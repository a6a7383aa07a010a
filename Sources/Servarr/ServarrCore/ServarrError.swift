/// The one error type the Radarr and Sonarr repositories throw.
///
/// Cancellation is not an error case: a cancelled call throws `CancellationError`.
public enum ServarrError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The service could not be reached (refused, unknown host, connection dropped).
    case unreachable(reason: String)
    /// The service did not answer within the configured timeout.
    case timeout
    /// The service rejected the API key (HTTP 401 or 403).
    case unauthorized
    /// The requested resource does not exist (HTTP 404).
    case notFound(message: String?)
    /// The service rejected the request (other HTTP 4xx), with its message.
    case rejected(status: Int, message: String?)
    /// The service failed (HTTP 5xx), with its message.
    case serverError(status: Int, message: String?)
    /// The response could not be decoded.
    case undecodable(reason: String)
    /// A successful answer from `url` that is not what a Radarr/Sonarr server sends (an HTML
    /// login page, an empty or truncated body, text that is not JSON); `problem` names the
    /// likely cause.
    case unreadable(url: String, problem: ResponseProblem)

    public var description: String {
        switch self {
        case .unreachable(let reason): "Service unreachable: \(reason)"
        case .timeout: "The service did not answer in time"
        case .unauthorized: "The API key was rejected"
        case .notFound(let message): "Not found" + (message.map { ": \($0)" } ?? "")
        case .rejected(let status, let message): "Request rejected (HTTP \(status))" + (message.map { ": \($0)" } ?? "")
        case .serverError(let status, let message): "Server error (HTTP \(status))" + (message.map { ": \($0)" } ?? "")
        case .undecodable(let reason): "Unexpected response: \(reason)"
        case .unreadable(let url, let problem): "\(url) \(problem.explanation)"
        }
    }
}
