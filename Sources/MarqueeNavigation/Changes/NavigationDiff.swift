/// What one change did: the entries pushed and popped on each stack, the modals presented and
/// dismissed, and the tab switch, each removal with its reason.
///
/// Stack changes are slices of the states before and after, so building a diff never copies
/// entries: popping 10,000 entries produces a diff in O(1).
public struct NavigationDiff: Sendable {
    /// Names a stack that changed.
    public enum StackOwner: Hashable, Sendable, CustomStringConvertible {
        /// A tab's root stack.
        case tab(TabID)
        /// A modal's push path.
        case modal(ModalID)

        public var description: String {
            switch self {
            case .tab(let tab): "tab \(tab)"
            case .modal(let id): "\(id)"
            }
        }
    }

    /// The change to one stack.
    public struct StackChange: Sendable {
        public let owner: StackOwner
        /// Entries removed, bottom first.
        public let popped: Slice<PersistentStack<Entry>>
        /// Entries added, bottom first.
        public let pushed: Slice<PersistentStack<Entry>>
    }

    /// An entry that left the state, and why.
    public struct Removal: Hashable, Sendable {
        public let entry: Entry
        public let reason: ChangeReason
    }

    /// Why the change happened.
    public let reason: ChangeReason
    /// The stacks that changed (tab root stacks and modal paths of modals that stayed).
    public let stacks: [StackChange]
    /// Modals presented, bottom first.
    public let presented: Slice<PersistentStack<Modal>>
    /// Modals dismissed, bottom first.
    public let dismissed: Slice<PersistentStack<Modal>>
    /// The tab selection, when it changed.
    public let tabSelection: (from: TabID, to: TabID)?

    /// Whether nothing changed.
    public var isEmpty: Bool {
        stacks.isEmpty && presented.isEmpty && dismissed.isEmpty && tabSelection == nil
    }

    /// Entries pushed onto stacks that existed before (not the entries of newly presented modals).
    public var pushed: [Entry] { stacks.flatMap(\.pushed) }

    /// Entries popped from stacks that still exist (not the entries of dismissed modals).
    public var popped: [Entry] { stacks.flatMap(\.popped) }

    /// Every entry that entered the state: pushed entries and the entries of presented modals.
    public var addedEntries: [Entry] { pushed + presented.flatMap(\.entries) }

    /// Every entry that left the state, with the change's reason: popped entries and the entries
    /// of dismissed modals (top-most modal first).
    public var removals: [Removal] {
        (popped.reversed() + dismissed.reversed().flatMap { $0.entries.reversed() })
            .map { Removal(entry: $0, reason: reason) }
    }

    /// The ids of every entry that entered the state.
    public var createdIDs: [EntryID] { addedEntries.map(\.id) }

    // MARK: Computing

    init(before: NavigationState, after: NavigationState, reason: ChangeReason, scanAllTabs: Bool) {
        self.reason = reason
        var stacks: [StackChange] = []
        if before.selectedTab == after.selectedTab && !scanAllTabs {
            Self.compare(before.stack, after.stack, owner: .tab(after.selectedTab), into: &stacks)
        } else {
            for tab in Self.union(before.tabs, after.tabs) {
                Self.compare(before.stack(for: tab) ?? [], after.stack(for: tab) ?? [], owner: .tab(tab), into: &stacks)
            }
        }
        let modalPrefix = Self.commonPrefix(before.modals, after.modals) { $0.id == $1.id }
        if !(before.modals.sharesStorage(with: after.modals)) {
            for depth in 0..<modalPrefix {
                let old = before.modals[depth]
                let new = after.modals[depth]
                Self.compare(old.path, new.path, owner: .modal(new.id), into: &stacks)
                // A replaced modal root counts as a pop and a push of the root entry.
                if old.root.id != new.root.id {
                    stacks.append(StackChange(
                        owner: .modal(new.id),
                        popped: PersistentStack([old.root])[...], pushed: PersistentStack([new.root])[...]))
                }
            }
        }
        self.stacks = stacks
        dismissed = before.modals[modalPrefix...]
        presented = after.modals[modalPrefix...]
        tabSelection = before.selectedTab == after.selectedTab ? nil : (before.selectedTab, after.selectedTab)
    }

    private static func compare(_ old: PersistentStack<Entry>, _ new: PersistentStack<Entry>, owner: StackOwner, into stacks: inout [StackChange]) {
        let prefix = commonPrefix(old, new) { $0.id == $1.id }
        if prefix == old.count && prefix == new.count { return }
        stacks.append(StackChange(owner: owner, popped: old[prefix...], pushed: new[prefix...]))
    }

    static func commonPrefix<Element>(_ old: PersistentStack<Element>, _ new: PersistentStack<Element>, sameElement: (Element, Element) -> Bool) -> Int {
        let limit = Swift.min(old.count, new.count)
        if old.sharesStorage(with: new) { return limit }
        var index = 0
        while index < limit && sameElement(old[index], new[index]) { index += 1 }
        return index
    }

    private static func union(_ first: [TabID], _ second: [TabID]) -> [TabID] {
        first + second.filter { !first.contains($0) }
    }
}

extension NavigationDiff: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if let tabSelection { parts.append("tab \(tabSelection.from) → \(tabSelection.to)") }
        for stack in stacks {
            if !stack.popped.isEmpty { parts.append("popped \(stack.popped.map(\.description)) from \(stack.owner)") }
            if !stack.pushed.isEmpty { parts.append("pushed \(stack.pushed.map(\.description)) on \(stack.owner)") }
        }
        if !dismissed.isEmpty { parts.append("dismissed \(dismissed.map(\.id))") }
        if !presented.isEmpty { parts.append("presented \(presented.map(\.description))") }
        return "\(reason): " + (parts.isEmpty ? "no change" : parts.joined(separator: "; "))
    }
}
