import MarqueeNavigation
import MarqueeTerminal

/// Key hints for the footer and the help: the screen's own, the module commands' titles and
/// the shell's keys.
extension Shell {
    // MARK: Hints

    /// The focused screen's hints for the footer: its actions (its own hints, then the module
    /// commands acting on its item) and the other commands that apply (a tab's sections, add).
    func focusedHints() -> (actions: [KeyHint], others: [KeyHint]) {
        switch overlay {
        case .help: return ([KeyHint("↑↓", "scroll"), KeyHint("esc", "close")], [])
        case .palette: return ([KeyHint("tab", "complete"), KeyHint("enter", "go"), KeyHint("esc", "close")], [])
        case .confirmQuit: return ([KeyHint("enter", "choose"), KeyHint("esc", "cancel")], [])
        case .none, .filter: break
        }
        if focusedScreenIsGone { return ([], []) }
        let focused = coordinator.state.focusedEntry
        let hints = focused.flatMap { screen(for: $0)?.keyHints } ?? []
        // A focused text field takes the printable keys (advertising them would lie) and
        // answers the others itself: only its screen's own hints say what still works.
        if textFieldHasFocus { return (hints.filter { !$0.typesIntoTextField }, []) }
        // An item that has not loaded takes no module command: only its own keys (a retry).
        if focusedScreenTakesNoCommands { return (hints, []) }
        // A screen's own hint for a key wins over a module command bound to the same key.
        let shownKeys = Set(hints.map { $0.normalizedKey })
        var actions = hints
        var others: [KeyHint] = []
        for command in environment.commands where command.applies(to: focused) {
            guard let key = command.key, !shownKeys.contains(KeyHint(key, "").normalizedKey) else { continue }
            // Command titles read as the screens' hints do in the footer: "a add movie".
            let hint = KeyHint(key, command.title.prefix(1).lowercased() + command.title.dropFirst())
            if command.actsOnFocusedItem { actions.append(hint) } else { others.append(hint) }
        }
        return (actions, others)
    }

    /// Whether a text field has the keys: the filter line, or the focused screen's own field
    /// (``TerminalScreen/textFieldHasFocus``).
    var textFieldHasFocus: Bool {
        if isFiltering { return true }
        guard !focusedScreenIsGone, let focused = coordinator.state.focusedEntry else { return false }
        return screen(for: focused)?.textFieldHasFocus == true
    }

    func commandHints(for entry: Entry?) -> [KeyHint] {
        if focusedScreenTakesNoCommands { return [] }
        return environment.commands.compactMap { command in
            guard let key = command.key, command.applies(to: entry) else { return nil }
            return KeyHint(key, command.title)
        }
    }

    func shellHints() -> [KeyHint] {
        guard isOverlayTransparent else { return [] }
        let state = coordinator.state
        var back: KeyHint?
        if let title = handOffBackTitle(of: state.focusedEntry) {
            back = KeyHint("esc", title)
        } else if !state.modals.isEmpty || state.stack.count > 1 {
            back = KeyHint("esc", "back")
        }
        // In a text field `?`, `:`, `/`, `q` and Tab are the field's: only Esc is the shell's.
        if textFieldHasFocus { return back.map { [$0] } ?? [] }
        var hints = [KeyHint("?", "help"), KeyHint(":", "go to")]
        if let back { hints.append(back) }
        if leavesCovers || state.modals.isEmpty, environment.tabs.count > 1 { hints.append(KeyHint("tab", "next tab")) }
        if let screen = state.focusedEntry.flatMap({ screen(for: $0) }), screen.acceptsFilter {
            hints.append(KeyHint("/", "filter"))
        }
        hints.append(KeyHint("q", "quit"))
        return hints
    }

    func helpSections() -> [HelpOverlay.Section] {
        let focused = coordinator.state.focusedEntry
        let screenHints =
            focusedScreenIsGone ? [] : focused.flatMap { screen(for: $0).map { $0.keyHints + $0.secondaryKeyHints } } ?? []
        var navigation = [
            KeyHint("↑↓ jk", "move"), KeyHint("PgUp PgDn", "page"), KeyHint("Home End", "first / last"),
            KeyHint("enter", "open"), KeyHint("esc", "back"),
        ]
        // Only the keys that work here: tabs do not switch under a sheet or a dialog (they do
        // from a full-screen cover, which they close), and `/` filters only the screens that
        // accept it.
        if environment.tabs.count > 1, coordinator.state.modals.isEmpty || leavesCovers {
            navigation.append(KeyHint("Tab S-Tab", "switch tab"))
            let digits = environment.tabs.compactMap(\.key).joined(separator: " ")
            if !digits.isEmpty { navigation.append(KeyHint(digits, "go to tab")) }
        }
        if let back = handOffBackTitle(of: focused) { navigation.append(KeyHint("Esc [", back)) }
        if focused.flatMap({ screen(for: $0) })?.acceptsFilter == true { navigation.append(KeyHint("/", "filter")) }
        navigation += [KeyHint(":", "go to link or command"), KeyHint("?", "this help"), KeyHint("q", "quit")]
        // As in the footer, a screen's hint for a key replaces the module command bound to it.
        let screenKeys = Set(screenHints.map { $0.normalizedKey })
        let commands = commandHints(for: focused).filter { !screenKeys.contains($0.normalizedKey) }
        // The Delete key does what `d` does wherever nothing binds it (``handle(_:)``).
        let bindsDelete = (screenHints + commands).contains { KeyChord($0.key)?.key == .delete }
        func withDelete(_ hints: [KeyHint]) -> [KeyHint] {
            bindsDelete ? hints : hints.map { KeyChord($0.key)?.key == Self.deleteKey ? KeyHint($0.key + " Del", $0.title) : $0 }
        }
        return [
            .init(focused.map { title(of: $0) } ?? "Screen", withDelete(screenHints)),
            .init("Commands", withDelete(commands)),
            .init("Navigation", navigation),
        ]
    }
}
