/// The tabs of a state: their order, the selected one, and the stacks of the others.
///
/// Immutable and shared: states copy one reference, and only selecting a tab makes a new table.
final class TabTable: Sendable {
    let order: [TabID]
    let selected: TabID
    let parked: [TabID: PersistentStack<Entry>]

    init(order: [TabID], selected: TabID, parked: [TabID: PersistentStack<Entry>]) {
        self.order = order
        self.selected = selected
        self.parked = parked
    }
}
