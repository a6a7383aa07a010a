/// One committed change: the state before, the state after, and what differs.
///
/// Every operation or transaction on a ``NavigationCoordinator`` emits exactly one change
/// (none when it changed nothing). Copying states is O(1), so carrying both costs nothing.
public struct NavigationChange: Sendable, CustomStringConvertible {
    /// What differs; it also holds both states.
    public let diff: NavigationDiff

    /// The state before the change.
    public var before: NavigationState { diff.before }
    /// The state after the change.
    public var after: NavigationState { diff.after }
    /// Why the change happened.
    public var reason: ChangeReason { diff.reason }

    public var description: String { diff.description }
}
