/// Why the app stopped a plugin's runner process and marked the plugin unresponsive.
///
/// A fault is final: the runner is killed and reaped, and every later call to the plugin
/// fails at once with ``PluginCallError/unresponsive(_:)``.
public enum PluginFault: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the plugin was doing when it failed.
    public enum Activity: Sendable, Hashable, Codable, CustomStringConvertible {
        /// Running `marquee_plugin_entry` and the load checks.
        case loading
        /// Running the action with this id.
        case action(String)

        public var description: String {
            switch self {
            case .loading: "while loading"
            case .action(let id): "in action \"\(id)\""
            }
        }
    }

    /// The plugin did not answer before the deadline (it blocks or loops).
    case timedOut(Activity, limit: Duration)
    /// The runner died: a signal (`termination` says which) or an exit.
    case crashed(Activity, termination: String)
    /// The plugin sent more than the limits allow: a message too long, or too many host
    /// callbacks in one call.
    case flooded(Activity, detail: String)
    /// The runner sent something that is not a valid message in turn.
    case protocolViolation(Activity, detail: String)
    /// The runner could not be started (`detail` says why).
    case runnerUnavailable(String)

    public var description: String {
        switch self {
        case .timedOut(let activity, let limit):
            "did not answer within \(Self.describe(limit)) \(activity); its runner was stopped"
        case .crashed(let activity, let termination):
            "its runner crashed (\(termination)) \(activity)"
        case .flooded(let activity, let detail):
            "flooded the host \(activity): \(detail); its runner was stopped"
        case .protocolViolation(let activity, let detail):
            "broke the runner protocol \(activity): \(detail); its runner was stopped"
        case .runnerUnavailable(let detail):
            "cannot start the plugin runner: \(detail)"
        }
    }

    /// `2 s`, `1.5 s` or `500 ms`.
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 100 == 0 && milliseconds >= 1000
            ? "\(Double(milliseconds) / 1000) s" : "\(milliseconds) ms"
    }
}
