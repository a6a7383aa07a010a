import MarqueeNavigation
import MarqueeTerminal

/// The command palette (`:`): deep links and commands, with completion.
extension Shell {
    // MARK: Palette

    static let builtInCommands: [(name: String, title: String)] = [
        ("refresh", "Refresh what the screen shows"), ("back", "Go back"), ("help", "Show the keys"), ("quit", "Quit Marquee"),
    ]

    /// The focused screen's own keys the palette offers by name ("remove", "test all"): the
    /// hints of a single key (a key the palette can press), without the navigation ones.
    func screenKeyCommands() -> [(name: String, title: String, key: Key)] {
        guard !focusedScreenIsGone, let focused = coordinator.state.focusedEntry, let screen = screen(for: focused) else { return [] }
        return (screen.keyHints + screen.secondaryKeyHints).compactMap { hint in
            guard let key = KeyChord(hint.key)?.key, ![Key.enter, .escape, .tab, .backTab].contains(key) else { return nil }
            let name = hint.title.lowercased().split(separator: " ").joined(separator: "-")
            return (name, hint.title.prefix(1).uppercased() + hint.title.dropFirst(), key)
        }
    }

    /// What the palette offers: the module commands of the focused screen, its own keys, the
    /// shell's commands, then every deep link with its description. A name is offered once.
    func paletteCandidates() -> [PaletteCompletion] {
        var patterns = environment.linkPatterns
        if patterns.isEmpty, let router = coordinator.deepLinks {
            patterns = router.patterns(startingWith: "/").map(\.text)
        }
        let summaries = environment.linkSummaries
        let focused = coordinator.state.focusedEntry
        let modules = focusedScreenTakesNoCommands ? [] : environment.commands.filter { $0.applies(to: focused) }.map { ($0.name, $0.title) }
        let screens = screenKeyCommands().map { ($0.name, $0.title) }
        var named = Set<String>()
        var commands: [PaletteCompletion] = []
        for (name, title) in modules + screens + Self.builtInCommands where named.insert(name).inserted {
            commands.append(PaletteCompletion(text: name, detail: title, kind: .command))
        }
        return commands + patterns.sorted().map { PaletteCompletion(text: $0, detail: summaries[$0] ?? "", kind: .link) }
    }

    func submit(_ submission: CommandPalette.Submission, palette: CommandPalette) -> ShellOutcome {
        var palette = palette
        switch submission {
        case .link(let link):
            do {
                try coordinator.open(link)
                overlay = .none
                ensureTabRoot()
            } catch {
                palette.message = "\(error)"
                overlay = .palette(palette)
            }
        case .command(let name):
            let focused = coordinator.state.focusedEntry
            if !focusedScreenTakesNoCommands, let command = environment.commands.first(where: { $0.name == name && $0.applies(to: focused) }) {
                overlay = .none
                perform(command)
            } else if let own = screenKeyCommands().first(where: { $0.name == name }) {
                overlay = .none
                return handle(own.key)
            } else if name == "refresh" {
                overlay = .none
                return handle(.control("r"))
            } else if name == "back" {
                overlay = .none
                coordinator.back()
            } else if name == "help" {
                overlay = .help
            } else if name == "quit" {
                overlay = .none
                return requestQuit()
            } else {
                palette.message = "No command named ‘\(name)’"
                overlay = .palette(palette)
            }
        }
        return .continue
    }
}
