/// One committed change: the state before, the state after, and what differs.
///
/// Every operation or transaction on a ``NavigationCoordinator`` emits exactly one change
/// (none when it changed nothing). Copying states is O(1), so carrying both costs nothing.
public struct NavigationChange: Sendable, CustomStringConvertible {
    public let before: NavigationState
    public let after: NavigationState
    public let diff: NavigationDiff

    /// Why the change happened.
    public var reason: ChangeReason { diff.reason }

    public var description: String { diff.description }
}
