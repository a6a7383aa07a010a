import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

@MainActor
@Suite("Key routing")
struct KeyRoutingTests {
    @Test func focusedScreenGetsKeysFirstThenCommandsThenShell() throws {
        let environment = TestEnvironment()
        var commandRuns = 0
        environment.commands = [
            ShellCommand(key: "a", title: "Add", scope: .feature("radarr")) { coordinator in
                commandRuns += 1
                _ = try? coordinator.present(AddRoute.lookup)
            }
        ]
        let (shell, terminal, _) = makeShell(environment: environment)
        let library = try #require(environment.screen(titled: "Library"))
        shell.press("j<Down><PgDn><Home><End><Enter>")
        #expect(library.handledKeys == [.character("j"), .down, .pageDown, .home, .end, .enter])
        shell.press("a")
        #expect(commandRuns == 1)
        #expect(terminal.contains("Add movie"))
        // The sheet's screen now gets keys; the library does not.
        library.handledKeys = []
        shell.press("k")
        #expect(library.handledKeys.isEmpty)
        #expect(environment.screen(titled: "Add movie")?.handledKeys == [.character("k")])
        // A screen that handles a key shadows the command and the shell.
        let sheet = try #require(environment.screen(titled: "Add movie"))
        sheet.consumes = [.escape, .character("a")]
        shell.press("a<Esc>")
        #expect(commandRuns == 1)
        #expect(terminal.contains("Add movie"))
        sheet.consumes = []
        shell.press("<Esc>")
        #expect(!terminal.contains("Add movie"))
    }

    @Test func tabSwitchingIsOffWhileAModalIsShown() throws {
        let (shell, _, environment) = makeShell()
        try environment.coordinator.present(AddRoute.lookup)
        shell.press("<Tab>2")
        #expect(environment.coordinator.state.selectedTab == "movies")
    }

    @Test func escOnRootStaysAndQQuitsWithoutUnsavedInput() {
        let (shell, terminal, _) = makeShell()
        shell.press("<Esc>")
        #expect(terminal.rows[2] == "Body of Library")
        #expect(shell.handle(.character("q")) == .quit)
    }

    @Test func quitAsksToConfirmWhenAFormHasUnsavedInput() throws {
        let (shell, terminal, environment) = makeShell()
        try environment.coordinator.present(AddRoute.options)
        shell.render()
        environment.screen(titled: "Options")?.hasUnsavedInput = true
        #expect(shell.handle(.character("q")) == .continue)
        shell.render()
        #expect(terminal.contains("Quit Marquee?"))
        #expect(terminal.contains("A form has unsaved input."))
        #expect(terminal.contains("[ Quit ]  [ Cancel ]"))
        #expect(shell.handle(.escape) == .continue)
        shell.render()
        #expect(!terminal.contains("Quit Marquee?"))
        #expect(terminal.contains("Body of Options"))
        _ = shell.handle(.character("q"))
        #expect(shell.handle(.enter) == .continue)  // Cancel is the default button
        _ = shell.handle(.character("q"))
        #expect(shell.handle(.character("q")) == .quit)
    }

    @Test func slashFiltersScreensThatAcceptIt() throws {
        let (shell, terminal, environment) = makeShell()
        let library = try #require(environment.screen(titled: "Library"))
        shell.press("/")
        #expect(!terminal.rows[23].hasPrefix(" /"))
        library.acceptsFilter = true
        shell.press("/dun")
        #expect(terminal.rows[23] == " /dun▏")
        #expect(terminal.rows[3] == "filter=dun")
        shell.press("e<Enter>")
        #expect(terminal.rows[3] == "filter=dune")
        #expect(terminal.rows[23].contains("? help"))
        shell.press("<Esc>")
        #expect(terminal.rows[3] == "")
    }

    @Test func keyChordsParseAndDisplay() {
        #expect(KeyChord("ctrl-r")?.key == .control("r"))
        #expect(KeyChord("ctrl-r")?.displayName == "Ctrl-R")
        #expect(KeyChord("a")?.key == .character("a"))
        #expect(KeyChord("enter")?.key == .enter)
        #expect(KeyChord("shift-tab")?.key == .backTab)
        #expect(KeyChord("f5")?.key == .function(5))
        #expect(KeyChord("nonsense") == nil)
    }
}

@MainActor
@Suite("Key routing: blocked dismissal")
struct BlockedDismissalTests {
    @Test func escOnAModalThatCannotBeDismissedSaysSo() throws {
        let (shell, terminal, environment) = makeShell()
        try environment.coordinator.present(AddRoute.options, options: ModalOptions(isDismissalDisabled: true))
        shell.press("<Esc>")
        #expect(terminal.contains("Body of Options"))
        #expect(terminal.rows[23] == " This can’t be dismissed with Esc: finish or cancel it first")
        shell.press("j")
        #expect(terminal.rows[23].contains("? help"))
    }
}

@MainActor
@Suite("Command errors")
struct CommandErrorTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "the server said no" }
    }

    @Test func aCommandThatThrowsSaysSoOnTheStatusLine() {
        let environment = TestEnvironment()
        environment.commands = [ShellCommand(key: "g", title: "Grab") { _ in throw Refused() }]
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("g")
        #expect(terminal.rows[23] == " Grab: the server said no")
    }
}
