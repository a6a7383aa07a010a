/// Why an action call failed. The plugin stays loaded and callable after any of these
/// except ``unresponsive(_:)``.
public enum PluginCallError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The manifest declares no action with this id.
    case unknownAction(String)
    /// The number of arguments does not match the declared signature.
    case wrongArgumentCount(action: String, expected: Int, got: Int)
    /// An argument's type does not match the declared signature (positions count from 1).
    case wrongArgumentType(action: String, position: Int, expected: PluginType, got: PluginType)
    /// A string argument contains a NUL character, which C cannot represent.
    case stringContainsNUL(action: String, position: Int)
    /// The action declares no `params`, so it cannot be called with screen data.
    case noParameterNames(action: String)
    /// Screen data lacks a value for a parameter.
    case missingValue(action: String, parameter: String)
    /// Screen data for a parameter does not parse as the declared type.
    case invalidValue(action: String, parameter: String, text: String, expected: PluginType)
    /// The action reported failure: an error code under its error convention (`code`), or
    /// a NULL string result (`code == nil`), with the plugin's `last_error` message if any.
    case actionFailed(action: String, code: Int64?, message: String?)
    /// The plugin's runner process crashed, blocked past its deadline or flooded the host,
    /// now or earlier; it was stopped and the plugin takes no more calls.
    case unresponsive(PluginFault)

    public var description: String {
        switch self {
        case .unknownAction(let action):
            "no action \"\(action)\" in the manifest"
        case .wrongArgumentCount(let action, let expected, let got):
            "action \"\(action)\" takes \(expected) argument\(expected == 1 ? "" : "s"), got \(got)"
        case .wrongArgumentType(let action, let position, let expected, let got):
            "action \"\(action)\" argument \(position) must be \(expected), got \(got)"
        case .stringContainsNUL(let action, let position):
            "action \"\(action)\" argument \(position) contains a NUL character"
        case .noParameterNames(let action):
            "action \"\(action)\" declares no params to bind screen data to"
        case .missingValue(let action, let parameter):
            "action \"\(action)\" needs a value for \"\(parameter)\""
        case .invalidValue(let action, let parameter, let text, let expected):
            "action \"\(action)\": \"\(text)\" is not a valid \(expected) for \"\(parameter)\""
        case .actionFailed(let action, let code, let message):
            "action \"\(action)\" failed"
                + (code.map { " with code \($0)" } ?? " (returned NULL)")
                + (message.map { ": \($0)" } ?? "")
        case .unresponsive(let fault):
            "the plugin is unresponsive: \(fault)"
        }
    }
}
