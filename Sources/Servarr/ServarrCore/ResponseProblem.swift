/// Why a successful (2xx) answer could not be read, with the likely cause in words a user can
/// act on. Carried by ``ServarrError/unreadable(url:problem:)``.
public enum ResponseProblem: Sendable, Hashable {
    /// An HTML page; `isLoginPage` when it holds a password form (a reverse-proxy login).
    case html(isLoginPage: Bool)
    /// No body at all where one was expected.
    case empty
    /// JSON that ends early.
    case truncated
    /// JSON that breaks off into something else (`detail` says where).
    case malformed(detail: String)
    /// Text that is not JSON, with the content type the server named.
    case notJSON(contentType: String?)
    /// JSON of another shape than the endpoint returns (`expected` "a list", `found` "an object").
    case unexpectedShape(expected: String, found: String)

    /// What happened and what probably caused it.
    public var explanation: String {
        switch self {
        case .html(isLoginPage: true):
            "answered with a login page instead of JSON: a reverse proxy in front of the server asks to sign in; let /api through it, or add its credentials as headers"
        case .html(isLoginPage: false):
            "answered with an HTML page instead of JSON: the URL base is probably wrong (a web page answered), or the address is not the kind of server the instance names"
        case .empty:
            "answered with an empty body: check the URL base, that the address is the kind of server the instance names, and that no proxy drops the answer"
        case .truncated:
            "answered with JSON that ends early: the answer was cut off (a proxy or connection limit), try again"
        case .malformed(let detail):
            "answered with broken JSON (\(detail)): the server or a proxy garbled the answer; try again, and check the server's log"
        case .notJSON(let contentType):
            "answered with \(contentType.map { "\($0) text" } ?? "text") that is not JSON: the URL base is probably wrong, or the address is not the kind of server the instance names"
        case .unexpectedShape(let expected, let found):
            "answered with \(found) where \(expected) was expected: the address is probably not the kind of server the instance names (or not the version it suggests)"
        }
    }
}
