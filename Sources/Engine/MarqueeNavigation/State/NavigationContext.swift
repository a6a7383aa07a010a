/// Where a stack operation applies.
public enum NavigationContext: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The top-most stack: the top modal's path if a modal is presented, the root stack otherwise.
    case top
    /// The selected tab's root stack.
    case root
    /// The push path of the modal at `depth` (0 is the bottom-most modal).
    case modal(depth: Int)

    public var description: String {
        switch self {
        case .top: "top"
        case .root: "root"
        case .modal(let depth): "modal[\(depth)]"
        }
    }
}
