/// What one change did: the entries pushed and popped on each stack, the modals presented and
/// dismissed, and the tab switch, each removal with its reason.
///
/// A diff keeps the states before and after (O(1) copies) and the lengths of their common
/// prefixes; the lists below are slices of those states, computed when read. Building a diff
/// never copies entries: popping 10,000 entries produces a diff in O(1). It is an immutable
/// object, so handing a change to many observers copies one reference.
public final class NavigationDiff: Sendable {
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
        let old: PersistentStack<Entry>
        let new: PersistentStack<Entry>
        let prefix: Int

        /// Entries removed, bottom first.
        public var popped: Slice<PersistentStack<Entry>> { old[prefix...] }
        /// Entries added, bottom first.
        public var pushed: Slice<PersistentStack<Entry>> { new[prefix...] }
    }

    /// An entry that left the state, and why.
    public struct Removal: Hashable, Sendable {
        public let entry: Entry
        public let reason: ChangeReason
    }

    /// Why the change happened.
    public let reason: ChangeReason
    /// The state before the change.
    public let before: NavigationState
    /// The state after the change.
    public let after: NavigationState
    /// The change to the selected tab's stack, when only that tab was compared.
    private let selectedStack: StackChange?
    /// Changes to other stacks (all tabs after a tab switch, paths of modals that stayed).
    private let otherStacks: [StackChange]
    /// How many modals (bottom up) stayed.
    private let modalPrefix: Int

    /// The stacks that changed (tab root stacks and paths of modals that stayed).
    public var stacks: [StackChange] {
        guard let selectedStack else { return otherStacks }
        return [selectedStack] + otherStacks
    }

    /// Modals presented, bottom first.
    public var presented: Slice<PersistentStack<Modal>> { after.modals[modalPrefix...] }
    /// Modals dismissed, bottom first.
    public var dismissed: Slice<PersistentStack<Modal>> { before.modals[modalPrefix...] }

    /// The tab selection, when it changed.
    public var tabSelection: (from: TabID, to: TabID)? {
        before.tabTable === after.tabTable || before.selectedTab == after.selectedTab ? nil : (before.selectedTab, after.selectedTab)
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        selectedStack == nil && otherStacks.isEmpty && modalPrefix == before.modals.count
            && modalPrefix == after.modals.count && tabSelection == nil
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

    init(before: NavigationState, after: NavigationState, reason: ChangeReason) {
        self.reason = reason
        self.before = before
        self.after = after
        var others: [StackChange] = []
        if before.tabTable === after.tabTable {
            selectedStack = Self.compare(before.stack, after.stack, owner: .tab(after.selectedTab))
        } else {
            selectedStack = nil
            // A set, so a change over thousands of tabs (instances) stays linear.
            let beforeTabs = Set(before.tabs)
            for tab in before.tabs + after.tabs.filter({ !beforeTabs.contains($0) }) {
                if let change = Self.compare(before.stack(for: tab) ?? [], after.stack(for: tab) ?? [], owner: .tab(tab)) {
                    others.append(change)
                }
            }
        }
        let modalPrefix = Self.commonPrefix(before.modals, after.modals) { $0.id == $1.id }
        let sharedModals = before.modals.sharedPrefixLowerBound(with: after.modals)
        if sharedModals < modalPrefix {
            for depth in sharedModals..<modalPrefix {
                let old = before.modals[depth]
                let new = after.modals[depth]
                if let change = Self.compare(old.path, new.path, owner: .modal(new.id)) { others.append(change) }
                // A replaced modal root counts as a pop and a push of the root entry.
                if old.root.id != new.root.id {
                    others.append(StackChange(owner: .modal(new.id), old: [old.root], new: [new.root], prefix: 0))
                }
            }
        }
        self.modalPrefix = modalPrefix
        otherStacks = others
    }

    private static func compare(_ old: PersistentStack<Entry>, _ new: PersistentStack<Entry>, owner: StackOwner) -> StackChange? {
        if old.isIdentical(to: new) { return nil }
        let prefix = commonPrefix(old, new) { $0.id == $1.id }
        if prefix == old.count && prefix == new.count { return nil }
        return StackChange(owner: owner, old: old, new: new, prefix: prefix)
    }

    static func commonPrefix<Element>(
        _ old: PersistentStack<Element>, _ new: PersistentStack<Element>, sameElement: (Element, Element) -> Bool
    ) -> Int {
        let limit = Swift.min(old.count, new.count)
        var index = old.sharedPrefixLowerBound(with: new)
        while index < limit && sameElement(old[index], new[index]) { index += 1 }
        return index
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
