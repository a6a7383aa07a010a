/// The one error type the Radarr and Sonarr repositories throw.
///
/// Cancellation is not an error case: a cancelled call throws `CancellationError`.
public enum ServarrError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The service could not be reached (refused, unknown host, connection dropped).
    case unreachable(reason: String)
    /// The service did not answer within the configured timeout.
    case timeout
    /// The service rejected the API key (HTTP 401 or 403 without a challenge).
    case unauthorized
    /// The server or a proxy in front of it asked for credentials of its own (HTTP 401, 403 or
    /// 407 with `WWW-Authenticate` or `Proxy-Authenticate`), answered at once.
    case challenged(AuthenticationChallenge)
    /// The answer (after decompression) is larger than the instance's limit, in bytes.
    case answerTooLarge(limit: Int)
    /// The server redirected to another origin (`location`, without its query): not followed,
    /// so that the API key and the configured headers stay with the configured server.
    case redirectedElsewhere(location: String)
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
        case .challenged(let challenge): challenge.explanation
        case .answerTooLarge(let limit):
            "The answer is larger than this instance's limit of \(limit >> 20) MiB: raise max_response_mib in the instance's configuration"
        case .redirectedElsewhere(let location):
            "The server redirected to another address (\(location)), which Marquee does not follow so that the API key stays with this server: if it is the same server, set the instance's url to it"
        case .notFound(let message): "Not found" + (message.map { ": \($0)" } ?? "")
        case .rejected(let status, let message): "Request rejected (HTTP \(status))" + (message.map { ": \($0)" } ?? "")
        case .serverError(let status, let message): "Server error (HTTP \(status))" + (message.map { ": \($0)" } ?? "")
        case .undecodable(let reason): "Unexpected response: \(reason)"
        case .unreadable(let url, let problem): "\(url) \(problem.explanation)"
        }
    }
}

/// What a `WWW-Authenticate` or `Proxy-Authenticate` header asked for.
public struct AuthenticationChallenge: Sendable, Hashable {
    /// The authentication scheme ("Basic", "Bearer", "Digest").
    public var scheme: String
    /// The realm the challenge names, if any.
    public var realm: String?
    /// Whether a proxy asked (HTTP 407, `Proxy-Authenticate`) rather than the server.
    public var isFromProxy: Bool

    /// Creates a challenge.
    public init(scheme: String, realm: String? = nil, isFromProxy: Bool) {
        self.scheme = scheme
        self.realm = realm
        self.isFromProxy = isFromProxy
    }

    /// Reads the first challenge of a header value (`Basic realm="Radarr", charset="UTF-8"`).
    /// Nil when the value names no scheme.
    public init?(header: String, isFromProxy: Bool) {
        let text = header.trimmingCharacters(in: .whitespaces)
        let scheme = text.prefix { !$0.isWhitespace && $0 != "," }
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        var realm: String?
        if let range = text.range(of: "realm=", options: .caseInsensitive) {
            var value = text[range.upperBound...]
            if value.hasPrefix("\"") {
                value = value.dropFirst().prefix { $0 != "\"" }
            } else {
                value = value.prefix { $0 != "," && !$0.isWhitespace }
            }
            realm = String(value.prefix(100).filter { !$0.isASCII || ($0.asciiValue! >= 0x20 && $0.asciiValue! != 0x7F) })
        }
        self.init(scheme: String(scheme.prefix(40)), realm: realm, isFromProxy: isFromProxy)
    }

    /// "the proxy asks for Basic authentication (realm "nas"): …", with what to do about it.
    public var explanation: String {
        let who = isFromProxy ? "The proxy" : "The server (or a proxy in front of it)"
        let realmText = realm.map { " (realm \"\($0)\")" } ?? ""
        let header = isFromProxy ? "a Proxy-Authorization" : "an Authorization"
        return "\(who) asks for \(scheme) authentication\(realmText): add its credentials as \(header) header in the instance's headers"
    }
}
