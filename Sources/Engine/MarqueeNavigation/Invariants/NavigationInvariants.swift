/// A broken rule of the navigation state.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// The rules every ``NavigationState`` obeys; checked after every commit in debug builds and
/// by the property tests.
///
/// - entry and modal ids are unique across the whole state (every tab and modal);
/// - ids increase along every stack (what makes entry lookup a binary search);
/// - an alert is only ever the top-most modal and has no push path;
/// - the selected tab is one of the tabs, tabs are unique, and every tab has a stack;
/// - the next id is larger than every id in use.
public enum NavigationInvariants {
    /// Every violation in `state`; empty when the state is valid.
    public static func violations(in state: NavigationState) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        func fail(_ message: String) { violations.append(InvariantViolation(message: message)) }

        if Set(state.tabs).count != state.tabs.count { fail("duplicate tabs \(state.tabs)") }
        if !state.tabs.contains(state.selectedTab) { fail("selected tab '\(state.selectedTab)' is not one of \(state.tabs)") }
        for tab in state.tabs where tab != state.selectedTab && state.parkedStacks[tab] == nil {
            fail("tab '\(tab)' has no stack")
        }
        if state.parkedStacks[state.selectedTab] != nil { fail("selected tab '\(state.selectedTab)' is also parked") }

        var seen = Set<UInt64>()
        var largest: UInt64 = 0
        func visit(_ id: UInt64, _ place: String) {
            if !seen.insert(id).inserted { fail("id \(id) is used twice (again at \(place))") }
            largest = Swift.max(largest, id)
        }
        func visitStack(_ entries: some Collection<Entry>, after floor: EntryID?, _ place: String) {
            var previous = floor
            for entry in entries {
                visit(entry.id.rawValue, place)
                if let previous, entry.id <= previous { fail("ids do not increase along \(place) at \(entry.id)") }
                previous = entry.id
            }
        }
        for tab in state.tabs {
            visitStack(state.stack(for: tab) ?? [], after: nil, "tab \(tab)")
        }
        for (depth, modal) in state.modals.enumerated() {
            visit(modal.id.rawValue, "modal[\(depth)]")
            visitStack([modal.root], after: nil, "modal[\(depth)] root")
            visitStack(modal.path, after: modal.root.id, "modal[\(depth)] path")
            if modal.style.isAlert {
                if depth != state.modals.count - 1 { fail("alert \(modal.id) at depth \(depth) is not top-most") }
                if !modal.path.isEmpty { fail("alert \(modal.id) has a push path") }
            }
        }
        if !seen.isEmpty && state.nextID <= largest { fail("next id \(state.nextID) is not above the largest id \(largest)") }
        return violations
    }
}
