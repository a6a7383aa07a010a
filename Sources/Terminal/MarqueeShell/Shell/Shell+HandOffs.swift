import MarqueeNavigation
import MarqueeTerminal

/// Hand-offs: a screen another tab opened (Explore → Radarr) goes back to that tab.
extension Shell {
    // MARK: Hand-offs

    /// Where a handed-off screen came from.
    struct HandOffOrigin {
        /// The tab that was selected.
        var tab: TabID
        /// Whether the hand-off pushed the screen (going back pops it).
        var pushed: Bool
    }

    /// Remembers where a screen came from when a change that is not the shell's own tab
    /// switch (a feature handing a title to another: Explore → Radarr) selects another tab and
    /// shows a screen there. Deep links and restores are no hand-off.
    func noteHandOff(_ change: NavigationChange) {
        guard !isSelectingTab, change.reason == .programmatic,
            change.before.selectedTab != change.after.selectedTab,
            change.after.modals.isEmpty, let top = change.after.stack.last
        else { return }
        handOffs[top.id] = HandOffOrigin(tab: change.before.selectedTab, pushed: change.before.entry(top.id) == nil)
    }

    /// The tab a handed-off `entry` goes back to, when it is focused on the root stack.
    func handOffOrigin(of entry: Entry?) -> HandOffOrigin? {
        guard let entry, coordinator.state.modals.isEmpty, let origin = handOffs[entry.id],
            coordinator.state.tabs.contains(origin.tab)
        else { return nil }
        return origin
    }

    /// "back to Explore": the hint for going back from a handed-off `entry`.
    func handOffBackTitle(of entry: Entry?) -> String? {
        guard let origin = handOffOrigin(of: entry) else { return nil }
        return "back to " + (environment.tabs.first { $0.id == origin.tab }?.title ?? "\(origin.tab)")
    }

    /// Goes back from a handed-off screen to the tab it came from (popping it when the hand-off
    /// pushed it), as one change; false when `entry` came from no hand-off.
    func returnFromHandOff(_ entry: Entry) -> Bool {
        guard let origin = handOffOrigin(of: entry) else { return false }
        handOffs[entry.id] = nil
        isSelectingTab = true
        defer { isSelectingTab = false }
        do {
            try coordinator.transaction(reason: .back) { transaction throws(NavigationError) in
                if origin.pushed, transaction.state.stack.count > 1 { try transaction.pop(in: .root) }
                try transaction.selectTab(origin.tab)
            }
        } catch {
            status = "\(error)"
        }
        return true
    }
}
