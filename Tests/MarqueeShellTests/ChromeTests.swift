import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

@MainActor
@Suite("Chrome: tab bar, breadcrumb, footer, help")
struct ChromeTests {
    @Test func tabBarBreadcrumbScreenAndFooterAt80x24() throws {
        let environment = TestEnvironment()
        environment.factory = { entry in
            entry.route.as(MovieRoute.self) == .library
                ? TestScreen(title: "Library", hints: [KeyHint("a", "add"), KeyHint("e", "edit")]) : nil
        }
        let (shell, terminal, _) = makeShell(environment: environment)
        _ = shell
        let rows = terminal.rows
        #expect(rows[0].hasPrefix(" 1 Movies │ 2 Series"))
        #expect(rows[1] == " Library")
        #expect(rows[2] == "Body of Library")
        #expect(rows[23] == " a add  e edit  ? help  : go to  Tab next tab  q quit")
        #expect(terminal.screenText.allSatisfy { $0.displayWidth <= 80 })
    }

    @Test func breadcrumbShowsTheStackAndCutsFromTheLeft() throws {
        let (shell, terminal, environment) = makeShell(width: 40)
        try environment.coordinator.push(MovieRoute.movie(id: 7))
        try environment.coordinator.push(MovieRoute.files(id: 7))
        shell.render()
        #expect(terminal.rows[1] == " Library › Movie 7 › Files")
        for id in 100..<104 { try environment.coordinator.push(MovieRoute.movie(id: id)) }
        shell.render()
        #expect(terminal.rows[1] == " … › Movie 101 › Movie 102 › Movie 103")
        #expect(Breadcrumb(["Library", "A very long movie title indeed"]).text(width: 12) == "…itle indeed")
    }

    @Test func breadcrumbFitsWidthExactly() {
        let crumb = Breadcrumb(["Library", "Dune", "Files"])
        #expect(crumb.text(width: 80) == "Library › Dune › Files")
        #expect(crumb.text(width: 12) == "… › Files")
        #expect(crumb.text(width: 4) == "…les")
        for width in 1...30 { #expect(crumb.text(width: width).displayWidth <= width) }
    }

    @Test func tabsKeepTheirOwnStacks() throws {
        let (shell, terminal, environment) = makeShell()
        try environment.coordinator.push(MovieRoute.movie(id: 1))
        shell.press("<Tab>")
        #expect(terminal.rows[1] == " Series library")
        #expect(terminal.style(x: 14, y: 0) == Theme.dark.selection.adding(.bold))
        try environment.coordinator.push(SeriesRoute.series(id: 5))
        shell.press("<S-Tab>")
        #expect(terminal.rows[1] == " Library › Movie 1")
        shell.press("2")
        #expect(terminal.rows[1] == " Series library › Series 5")
        #expect(terminal.rows[2] == "Body of Series 5")
    }

    @Test func helpOverlayListsActiveKeysAndCloses() throws {
        let environment = TestEnvironment()
        environment.commands = [
            ShellCommand(key: "ctrl-r", title: "Refresh", scope: .feature("radarr")) { _ in },
            ShellCommand(key: "x", title: "Sonarr only", scope: .feature("sonarr")) { _ in },
        ]
        environment.factory = { _ in TestScreen(title: "Library", hints: [KeyHint("a", "add movie")]) }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("?")
        #expect(terminal.contains("Keys"))
        #expect(terminal.contains("a          add movie"))
        #expect(terminal.contains("Ctrl-R     Refresh"))
        #expect(!terminal.contains("Sonarr only"))
        #expect(terminal.contains("Esc or ? closes"))
        #expect(terminal.style(x: 1, y: 2) == Theme.dark.dim)
        shell.press("<Esc>")
        #expect(!terminal.contains("Esc or ? closes"))
    }

    @Test func footerShowsAKeyOnceWhenAScreenHintAndACommandShareIt() throws {
        let environment = TestEnvironment()
        environment.commands = [
            ShellCommand(key: "a", title: "Add movie", scope: .feature("radarr")) { _ in },
            ShellCommand(key: "ctrl-r", title: "Refresh", scope: .feature("radarr")) { _ in },
        ]
        environment.factory = { _ in TestScreen(title: "Library", hints: [KeyHint("a", "add")]) }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.render()
        let footer = terminal.rows[terminal.rows.count - 1]
        #expect(footer.components(separatedBy: "a add").count == 2, "\(footer)")
        #expect(!footer.contains("add movie"))
        #expect(footer.contains("Ctrl-R refresh"), "a command's title reads as a hint in the footer: \(footer)")
    }

    @Test func footerKeepsHelpVisibleWhenHintsOverflow() {
        // More actions than even their keys can show in 80 columns.
        let hints = (0..<60).map { KeyHint("ctrl-\(Character(UnicodeScalar(97 + $0 % 26)!))", "action number \($0)") }
        let bar = KeyHintBar(hints: hints, trailing: [KeyHint("?", "help"), KeyHint("q", "quit")])
        let layout = bar.layout(width: 80)
        #expect(layout.trailing.contains(KeyHint("?", "help")))
        #expect(layout.leading.count < hints.count)
        #expect(layout.isTruncated)
    }

    @Test func smallTerminalDoesNotCrash() {
        let (shell, terminal, _) = makeShell(width: 8, height: 3)
        shell.press("?<Esc>:<Esc>")
        #expect(terminal.rows[0] == "Too sma…")
    }
}
