import MarqueeHost

/// Why a flow test could not start or go on.
public enum FlowTestError: Error, CustomStringConvertible {
    /// A module the test boots was disabled by the host's validation.
    case moduleDisabled(ModuleStatus)
    /// The journal could not be read.
    case unreadableJournal(String)
    /// ``FlowTest/requireFocusedScreen(as:)`` found another screen (or none) focused.
    case unexpectedScreen(expected: String, actual: String)

    public var description: String {
        switch self {
        case .moduleDisabled(let status): "module \(status.name) (\(status.id)) is disabled: \(status.state.problem.map(\.description) ?? "")"
        case .unreadableJournal(let reason): "the journal could not be read: \(reason)"
        case .unexpectedScreen(let expected, let actual): "expected \(expected) to be focused, found \(actual)"
        }
    }
}
