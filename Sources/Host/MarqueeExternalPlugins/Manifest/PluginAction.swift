/// An action: an exported C function and its signature, callable through libffi.
public struct PluginAction: Sendable, Hashable {
    /// How an action reports failure through its return value.
    public enum ErrorConvention: String, Sendable, Hashable {
        /// The return value never signals failure (a `string` action fails by returning NULL).
        case none
        /// An integer result other than 0 is an error code.
        case nonzero
        /// A negative integer result is an error code.
        case negative
    }

    /// The action id, used by screens and by ``ExternalPlugin/call(action:arguments:)``.
    public let id: String
    /// The exported C symbol.
    public let symbol: String
    /// The argument types, in order.
    public let argumentTypes: [PluginType]
    /// The result type.
    public let returnType: PluginReturnType
    /// How a failure is signalled.
    public let errors: ErrorConvention
    /// Optional names binding each argument to a key of screen data, in order.
    public let parameterNames: [String]?

    /// The signature as written in C-like notation, e.g. `i32 dice_roll(i64, i64)`.
    public var signature: String {
        "\(returnType) \(symbol)(\(argumentTypes.map(\.rawValue).joined(separator: ", ")))"
    }
}
