import MarqueeNavigation
import MarqueeTerminal

/// The command palette (`:`): deep links and commands, with completion.
extension Shell {
    // MARK: Palette

    static let builtInCommands: [(name: String, title: String)] = [
        ("back", "Go back"), ("help", "Show the keys"), ("quit", "Quit Marquee"),
    ]

    func paletteCandidates() -> [PaletteCompletion] {
        var patterns = environment.linkPatterns
        if patterns.isEmpty, let router = coordinator.deepLinks {
            patterns = router.patterns(startingWith: "/").map(\.text)
        }
        let focused = coordinator.state.focusedEntry
        let commands = environment.commands.filter { $0.applies(to: focused) }
            .map { PaletteCompletion(text: $0.name, detail: $0.title, kind: .command) }
        let builtIns = Self.builtInCommands.map { PaletteCompletion(text: $0.name, detail: $0.title, kind: .command) }
        return patterns.sorted().map { PaletteCompletion(text: $0, kind: .link) } + commands + builtIns
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
            if let command = environment.commands.first(where: { $0.name == name && $0.applies(to: focused) }) {
                overlay = .none
                perform(command)
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
