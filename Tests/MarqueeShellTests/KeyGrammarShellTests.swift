import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// The shell's part of the key grammar (docs/keys.md, "Global"): the tab bar shows the digits,
/// the current tab's digit goes back to the tab's first screen, the Delete key is `d`, and a
/// toast drawn on an idle app goes away.
@MainActor
@Suite("Key grammar in the shell")
struct KeyGrammarShellTests {
    @Test func theTabBarShowsEachTabsDigit() {
        let (_, terminal, _) = makeShell()
        #expect(terminal.rows[0].hasPrefix(" 1 Movies"), "\(terminal.rows[0])")
        #expect(terminal.rows[0].contains("2 Series"), "\(terminal.rows[0])")
    }

    @Test func theCurrentTabsDigitGoesBackToItsFirstScreen() throws {
        let (shell, _, environment) = makeShell()
        try environment.coordinator.push(MovieRoute.movie(id: 1))
        try environment.coordinator.push(MovieRoute.files(id: 1))
        shell.press("1")
        #expect(environment.coordinator.state.stack.map { $0.route.as(MovieRoute.self) } == [.library])
        shell.press("2")
        #expect(environment.coordinator.state.selectedTab == "series")
    }

    @Test func theHelpListsTheTabDigits() {
        let (shell, terminal, _) = makeShell()
        shell.press("?")
        let row = terminal.rows.first { $0.contains("go to tab") }
        #expect(row?.contains("1 2 ") == true, "\(terminal.rows)")
    }

    @Test func theDeleteKeyDoesWhatDDoes() throws {
        let environment = TestEnvironment()
        var deletes = 0
        environment.commands = [ShellCommand(key: "d", title: "Delete movie") { _ in deletes += 1 }]
        let (shell, _, _) = makeShell(environment: environment)
        shell.press("<Del>")
        #expect(deletes == 1)
        shell.press("d")
        #expect(deletes == 2)
    }

    @Test func aScreenThatTakesTheDeleteKeyKeepsIt() throws {
        let environment = TestEnvironment()
        var deletes = 0
        environment.commands = [ShellCommand(key: "d", title: "Delete movie") { _ in deletes += 1 }]
        let (shell, _, _) = makeShell(environment: environment)
        let library = try #require(environment.screen(titled: "Library"))
        library.consumes = [.delete]
        shell.press("<Del>")
        #expect(deletes == 0)
        #expect(library.handledKeys == [.delete])
    }

    @Test func aToastDrawnOnAnIdleAppAsksForAFrameOnceItExpires() async throws {
        let (shell, terminal, _) = makeShell()
        // A second to draw it in: a loaded machine may take a while between two lines.
        shell.display.post(Toast("✓ Monitored", duration: .seconds(1)))
        shell.render()
        #expect(terminal.contains("✓ Monitored"))
        #expect(!shell.display.needsDisplay)
        try await Task.sleep(for: .milliseconds(1_100))
        // Nothing was invalidated, no key came: the expired toast alone asks for the frame.
        #expect(!shell.display.needsDisplay)
        #expect(shell.display.drawnToastHasExpired)
        shell.render()
        #expect(!terminal.contains("✓ Monitored"))
        #expect(!shell.display.drawnToastHasExpired)
    }
}
