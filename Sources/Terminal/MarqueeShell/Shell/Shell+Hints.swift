import MarqueeNavigation
import MarqueeTerminal

/// Key hints for the footer and the help: the screen's own, the module commands' titles and
/// the shell's keys.
extension Shell {
    // MARK: Hints

    func focusedHints() -> [KeyHint] {
        switch overlay {
        case .help: return [KeyHint("↑↓", "scroll"), KeyHint("esc", "close")]
        case .palette: return [KeyHint("tab", "complete"), KeyHint("enter", "go"), KeyHint("esc", "close")]
        case .confirmQuit: return [KeyHint("enter", "choose"), KeyHint("esc", "cancel")]
        case .none, .filter: break
        }
        if focusedScreenIsGone { return [] }
        let focused = coordinator.state.focusedEntry
        let hints = focused.flatMap { screen(for: $0)?.keyHints } ?? []
        // A screen's own hint for a key wins over a module command bound to the same key.
        let shownKeys = Set(hints.map { $0.normalizedKey })
        // Command titles read as the screens' hints do in the footer: "a add movie".
        let commands = commandHints(for: focused).filter { !shownKeys.contains($0.normalizedKey) }
        return hints + commands.map { KeyHint($0.key, $0.title.prefix(1).lowercased() + $0.title.dropFirst()) }
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
        var hints = [KeyHint("?", "help"), KeyHint(":", "go to")]
        if let back = handOffBackTitle(of: state.focusedEntry) {
            hints.append(KeyHint("esc", back))
        } else if !state.modals.isEmpty || state.stack.count > 1 {
            hints.append(KeyHint("esc", "back"))
        }
        if state.modals.isEmpty, environment.tabs.count > 1 { hints.append(KeyHint("tab", "next tab")) }
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
        // Only the keys that work here: tabs do not switch under a modal, and `/` filters only
        // the screens that accept it.
        if environment.tabs.count > 1, coordinator.state.modals.isEmpty {
            navigation.append(KeyHint("Tab S-Tab", "switch tab"))
            let digits = environment.tabs.compactMap(\.key).joined(separator: " ")
            if !digits.isEmpty { navigation.append(KeyHint(digits, "go to tab")) }
        }
        if let back = handOffBackTitle(of: focused) { navigation.append(KeyHint("Esc [", back)) }
        if focused.flatMap({ screen(for: $0) })?.acceptsFilter == true { navigation.append(KeyHint("/", "filter")) }
        navigation += [KeyHint(":", "go to link or command"), KeyHint("?", "this help"), KeyHint("q", "quit")]
        // As in the footer, a screen's hint for a key replaces the module command bound to it.
        let screenKeys = Set(screenHints.map { $0.normalizedKey })
        return [
            .init(focused.map { title(of: $0) } ?? "Screen", screenHints),
            .init("Commands", commandHints(for: focused).filter { !screenKeys.contains($0.normalizedKey) }),
            .init("Navigation", navigation),
        ]
    }
}
