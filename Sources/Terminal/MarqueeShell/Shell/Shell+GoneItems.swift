import MarqueeNavigation
import MarqueeTerminal

/// Screens whose item is gone from its server (``TerminalScreen/goneNotice``): they offer only
/// back, and a restored one is dropped.
extension Shell {
    // MARK: Gone items

    /// Whether the focused screen shows an item that is gone: then it takes no key of its own
    /// and no module command runs on it.
    var focusedScreenIsGone: Bool {
        guard let focused = coordinator.state.focusedEntry else { return false }
        return screen(for: focused)?.goneNotice != nil
    }

    /// Whether no module command works on the focused screen: its item is gone, or it has not
    /// loaded (``TerminalScreen/awaitsItem``: its own keys still work, a retry).
    var focusedScreenTakesNoCommands: Bool {
        guard let focused = coordinator.state.focusedEntry, let screen = screen(for: focused) else { return false }
        return screen.goneNotice != nil || screen.awaitsItem
    }

    /// Drops the top of the root stack while it is a screen the shell found at start (restored)
    /// whose item turned out to be gone, so a saved "Library › Movie 65" whose movie was deleted
    /// meanwhile comes back as the library; each drop is logged (``logsWarning``) and said in a
    /// toast. Screens the user opened in this session stay (they say the item is gone and offer
    /// only back), and so does a tab's first screen.
    public func dropsGoneRestoredScreens() {
        guard !restoredEntries.isEmpty else { return }
        while coordinator.state.modals.isEmpty {
            let stack = coordinator.state.stack
            guard stack.count > 1, let top = stack.last, restoredEntries.contains(top.id),
                let notice = screen(for: top)?.goneNotice
            else { return }
            restoredEntries.remove(top.id)
            do {
                _ = try coordinator.pop(in: .root)
            } catch {
                return
            }
            logsWarning?("Dropped the restored screen ‘\(top.route.base)’: \(notice)")
            display.post(Toast("\(notice): its saved screen was closed", kind: .failure, duration: .seconds(6)))
        }
    }
}
