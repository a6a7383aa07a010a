/// The tabs of a state: their order, the selected one, and the stacks of the others.
///
/// Shared: states copy one reference, and selecting a tab makes a new table — except in a
/// table only one state holds (a transaction's working copy after its first tab switch), which
/// ``NavigationState/selectTab(_:)`` changes in place, so switching through thousands of tabs
/// in one transaction stays linear. Nothing else ever changes a table, so sharing it across
/// threads is safe.
final class TabTable: @unchecked Sendable {
    let order: [TabID]
    var selected: TabID
    var parked: [TabID: PersistentStack<Entry>]

    init(order: [TabID], selected: TabID, parked: [TabID: PersistentStack<Entry>]) {
        self.order = order
        self.selected = selected
        self.parked = parked
    }
}
