/// Why the navigation state changed; every removal in a change carries it.
public enum ChangeReason: String, Hashable, Codable, Sendable {
    /// The user went back (Esc, a back button).
    case back
    /// Code asked for it (a push, a dismiss after saving).
    case programmatic
    /// A deep link was opened.
    case deepLink
    /// A guard redirected an intent elsewhere.
    case guardRedirect
    /// A snapshot was restored.
    case restore
}
