/// The whole navigation state of an app: one root stack per tab, the selected tab, and the
/// modals presented over everything, bottom to top.
///
/// A value type: copying is O(1) (stacks share storage, see ``PersistentStack``), so a
/// ``NavigationChange`` can carry the state before and after every change for free.
/// Only a ``NavigationCoordinator`` (or a transaction on it) changes the state.
public struct NavigationState: Sendable {
    /// The selected tab's root stack, bottom first.
    public internal(set) var stack: PersistentStack<Entry>
    /// Presented modals, bottom first.
    public internal(set) var modals: PersistentStack<Modal>
    /// The tabs, the selected one and the parked stacks of the others. Changes only when a tab
    /// is selected, so it is shared (one reference) between states.
    var tabTable: TabTable
    /// The next id to hand out. Not part of equality.
    var nextID: UInt64

    /// An empty state with the given tabs (at least one), the first selected.
    public init(tabs: [TabID] = [.main]) {
        let tabs = tabs.isEmpty ? [.main] : tabs
        stack = []
        modals = []
        tabTable = TabTable(
            order: tabs, selected: tabs[0],
            parked: Dictionary(tabs.dropFirst().map { ($0, []) }) { first, _ in first })
        nextID = 1
    }

    /// The selected tab.
    public var selectedTab: TabID { tabTable.selected }
    /// Every tab, in display order.
    public var tabs: [TabID] { tabTable.order }
    /// The root stacks of the tabs that are not selected.
    var parkedStacks: [TabID: PersistentStack<Entry>] { tabTable.parked }

    /// The root stack of `tab` (the live one if `tab` is selected).
    public func stack(for tab: TabID) -> PersistentStack<Entry>? {
        tab == selectedTab ? stack : parkedStacks[tab]
    }

    /// This state with exactly `tabs` (at least one), in that order: tabs it has keep their
    /// stacks, new tabs start empty, and tabs not in `tabs` are dropped with their entries. The
    /// selected tab stays selected when it is kept; otherwise the first of `tabs` is, and the
    /// modals (which were over the dropped tab) are dismissed.
    ///
    /// Used to restore a snapshot written when the app had other tabs (an instance added or
    /// removed since).
    public func fitted(to tabs: [TabID]) -> NavigationState {
        var seen = Set<TabID>()
        let order = (tabs.isEmpty ? [.main] : tabs).filter { seen.insert($0).inserted }
        guard order != self.tabs else { return self }
        var fitted = self
        let selected = order.contains(selectedTab) ? selectedTab : order[0]
        fitted.stack = stack(for: selected) ?? []
        if selected != selectedTab { fitted.modals = [] }
        var parked: [TabID: PersistentStack<Entry>] = [:]
        for tab in order where tab != selected { parked[tab] = stack(for: tab) ?? [] }
        fitted.tabTable = TabTable(order: order, selected: selected, parked: parked)
        return fitted
    }

    /// The top-most modal.
    public var topModal: Modal? { modals.last }

    /// The entry the user sees and acts on: the top modal's top, or the top of the root stack.
    public var focusedEntry: Entry? { modals.last?.top ?? stack.last }

    /// Whether nothing is pushed or presented in any tab.
    public var isEmpty: Bool {
        stack.isEmpty && modals.isEmpty && parkedStacks.values.allSatisfy(\.isEmpty)
    }

    /// Every entry in the state: each tab's stack in tab order, then each modal's entries.
    public var allEntries: [Entry] {
        var result: [Entry] = []
        for tab in tabs { result.append(contentsOf: stack(for: tab) ?? []) }
        for modal in modals { result.append(contentsOf: modal.entries) }
        return result
    }

    /// The stack a context names: the root stack or a modal's path. `nil` for a depth out of range.
    public func path(in context: NavigationContext) -> PersistentStack<Entry>? {
        switch resolve(context) {
        case .root: stack
        case .modal(let depth): modals[depth].path
        case nil: nil
        }
    }

    // MARK: Locating entries

    /// Where an entry lives.
    public enum Location: Hashable, Sendable {
        /// In the selected tab's root stack, at `index`.
        case root(index: Int)
        /// The root of the modal at `depth`.
        case modalRoot(depth: Int)
        /// In the path of the modal at `depth`, at `index`.
        case modalPath(depth: Int, index: Int)
        /// In the root stack of a tab that is not selected.
        case parkedTab(TabID, index: Int)
    }

    /// Finds the entry with `id`. O(modals × log n): ids increase along every stack.
    public func location(of id: EntryID) -> Location? {
        for depth in stride(from: modals.count - 1, through: 0, by: -1) {
            let modal = modals[depth]
            if modal.root.id == id { return .modalRoot(depth: depth) }
            if let index = Self.index(of: id, in: modal.path) { return .modalPath(depth: depth, index: index) }
        }
        if let index = Self.index(of: id, in: stack) { return .root(index: index) }
        for tab in tabs where tab != selectedTab {
            if let parked = parkedStacks[tab], let index = Self.index(of: id, in: parked) {
                return .parkedTab(tab, index: index)
            }
        }
        return nil
    }

    /// The entry with `id`, wherever it is.
    public func entry(_ id: EntryID) -> Entry? {
        switch location(of: id) {
        case .root(let index): stack[index]
        case .modalRoot(let depth): modals[depth].root
        case .modalPath(let depth, let index): modals[depth].path[index]
        case .parkedTab(let tab, let index): parkedStacks[tab]![index]
        case nil: nil
        }
    }

    static func index(of id: EntryID, in entries: PersistentStack<Entry>) -> Int? {
        var low = 0
        var high = entries.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = entries[middle].id
            if candidate == id { return middle }
            if candidate < id { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    // MARK: Contexts

    enum ResolvedContext: Equatable {
        case root
        case modal(Int)
    }

    func resolve(_ context: NavigationContext) -> ResolvedContext? {
        switch context {
        case .top: modals.isEmpty ? .root : .modal(modals.count - 1)
        case .root: .root
        case .modal(let depth): depth >= 0 && depth < modals.count ? .modal(depth) : nil
        }
    }

    mutating func makeID() -> UInt64 {
        defer { nextID += 1 }
        return nextID
    }
}

extension NavigationState: Hashable {
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.stack == rhs.stack && lhs.modals == rhs.modals
            && (lhs.tabTable === rhs.tabTable
                || (lhs.selectedTab == rhs.selectedTab && lhs.tabs == rhs.tabs && lhs.parkedStacks == rhs.parkedStacks))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(selectedTab)
        hasher.combine(tabs)
        hasher.combine(stack)
        hasher.combine(modals)
    }
}

extension NavigationState: CustomStringConvertible {
    /// A readable multi-line picture of the state, used in test failure messages.
    public var description: String {
        var lines: [String] = []
        for tab in tabs {
            let marker = tab == selectedTab ? "*" : " "
            let entries = (stack(for: tab) ?? []).map(\.description)
            lines.append("\(marker) tab \(tab): [\(entries.joined(separator: " > "))]")
        }
        for (depth, modal) in modals.enumerated() {
            let options = modal.options.isDismissalDisabled ? " (dismissal disabled)" : ""
            lines.append("  modal[\(depth)] \(modal.id) \(modal)\(options)")
        }
        return lines.joined(separator: "\n")
    }
}
