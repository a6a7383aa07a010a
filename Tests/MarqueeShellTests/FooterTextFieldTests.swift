import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// While a text field has the keys, the footer advertises none of the keys it takes: `?`, `:`,
/// `q` and the screen's letters type into the field.
@MainActor
@Suite("Footer: a focused text field")
struct FooterTextFieldTests {
    private func shell(field: Bool, hints: [KeyHint], commands: [ShellCommand] = []) throws -> (Shell, InMemoryTerminal, TestScreen) {
        let environment = TestEnvironment()
        environment.commands = commands
        let screen = TestScreen(title: "Add movie", hints: hints)
        screen.textFieldHasFocus = field
        environment.factory = { _ in screen }
        let (shell, terminal, _) = makeShell(environment: environment)
        try environment.coordinator.push(MovieRoute.movie(id: 1))
        shell.render()
        return (shell, terminal, screen)
    }

    @Test func aSearchBoxFooterShowsOnlyTheKeysThatStillWork() throws {
        let (_, terminal, _) = try shell(field: true, hints: [KeyHint("enter", "search"), KeyHint("↑↓", "move")])
        #expect(terminal.rows[23] == " Enter search  ↑↓ move  Esc back", "\(terminal.rows[23])")
    }

    @Test func theSameScreenWithoutAFocusedFieldAdvertisesTheShellsKeys() throws {
        let (_, terminal, _) = try shell(field: false, hints: [KeyHint("enter", "search"), KeyHint("↑↓", "move")])
        let footer = terminal.rows[23]
        #expect(["? help", ": go to", "Esc back", "q quit"].allSatisfy(footer.contains), "\(footer)")
    }

    @Test func aListsLetterCommandsHideWhileItsFilterPromptTypes() throws {
        let hints = [KeyHint("enter", "open"), KeyHint("d", "remove"), KeyHint("space", "mark"), KeyHint("ctrl-r", "refresh")]
        let (_, terminal, _) = try shell(field: true, hints: hints)
        #expect(terminal.rows[23] == " Enter open  Ctrl-R refresh  Esc back", "\(terminal.rows[23])")
    }

    @Test func theModulesCommandsHideWhileTheFieldAnswersTheKeys() throws {
        let commands = [
            ShellCommand(key: "ctrl-r", title: "Refresh", actsOnFocusedItem: true) { _ in },
            ShellCommand(key: "m", title: "Monitor", actsOnFocusedItem: true) { _ in },
            ShellCommand(key: "Q", title: "Queue") { _ in },
        ]
        let (shell, terminal, screen) = try shell(field: true, hints: [KeyHint("enter", "search")], commands: commands)
        #expect(terminal.rows[23] == " Enter search  Esc back", "\(terminal.rows[23])")
        screen.textFieldHasFocus = false
        shell.render()
        #expect(["Ctrl-R refresh", "m monitor", "Q queue", "? help"].allSatisfy(terminal.rows[23].contains), "\(terminal.rows[23])")
    }

    @Test func theShellsFilterLineShowsWhatIsTypedNotTheKeys() throws {
        let environment = TestEnvironment()
        let screen = TestScreen(title: "Queue", hints: [KeyHint("d", "remove")])
        screen.acceptsFilter = true
        environment.factory = { _ in screen }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("/q?:d")
        #expect(terminal.rows[23] == " /q?:d▏", "every key typed into the filter: \(terminal.rows[23])")
        #expect(screen.handledKeys == [.character("/")], "no key typed after `/` reached the screen")
    }
}
