import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// The footer's policy when the hints do not fit: the focused screen's actions first (written
/// shorter, down to their keys, rather than dropped), the other commands next, the global keys
/// last, `? help` always; `?` still lists every one.
@MainActor
@Suite("Footer: what stays when the hints do not fit")
struct FooterPolicyTests {
    /// A library-like screen with more hints than fit in 80 columns.
    private static let manyHints = [
        KeyHint("enter", "open"), KeyHint("a", "add movie"), KeyHint("m", "monitored"), KeyHint("s", "sort"),
        KeyHint("f", "filter monitored"), KeyHint("d", "downloaded"), KeyHint("ctrl-r", "refresh"),
        KeyHint("i", "interactive search"), KeyHint("w", "wanted"), KeyHint("c", "calendar"),
    ]

    private func shell(
        width: Int, height: Int = 24, hints: [KeyHint] = manyHints, commands: [ShellCommand] = []
    ) -> (Shell, InMemoryTerminal, TestEnvironment) {
        let environment = TestEnvironment()
        environment.commands = commands
        environment.factory = { _ in TestScreen(title: "Library", hints: hints) }
        return makeShell(width: width, height: height, environment: environment)
    }

    /// A movie's commands: its actions, then the tab's (add, the sections).
    private static let movieCommands: [ShellCommand] =
        [("m", "Monitor"), ("s", "Search"), ("e", "Edit"), ("d", "Delete"), ("i", "Interactive search")].map { key, title in
            ShellCommand(key: key, title: title, actsOnFocusedItem: true) { _ in }
        }
        + [("a", "Add movie"), ("Q", "Queue"), ("H", "History"), ("C", "Calendar"), ("W", "Wanted"), ("U", "Cutoff unmet")].map {
            key, title in ShellCommand(key: key, title: title) { _ in }
        }

    @Test func at80ColumnsEveryActionShowsTheLastOnesShorter() throws {
        let (_, terminal, _) = shell(width: 80)
        let footer = terminal.rows[23]
        #expect(footer == " Enter open  a add  m monitored  s sort  f filter  d Ctrl-R i w c  ? help", "\(footer)")
        #expect(footer.displayWidth <= 80)
    }

    @Test func at40ColumnsTheActionsAreTheirKeysAndHelpStays() throws {
        let (_, terminal, _) = shell(width: 40)
        #expect(terminal.rows[23] == " Enter a m s f d Ctrl-R i w c  ? help", "\(terminal.rows[23])")
    }

    @Test func aMoviesActionsComeBeforeTheTabsCommandsAndTheGlobalKeys() throws {
        let (shell, terminal, environment) = shell(width: 80, hints: [KeyHint("←→", "section")], commands: Self.movieCommands)
        try environment.coordinator.push(MovieRoute.movie(id: 1))
        shell.render()
        let footer = terminal.rows[23]
        #expect(footer.hasPrefix(" ←→ section  m monitor  s search  e edit  d delete  i interactive  "), "\(footer)")
        #expect(footer.hasSuffix("…  ? help"), "the sections and the global keys gave way: \(footer)")
        let (narrow, small, narrowEnvironment) = self.shell(width: 40, height: 10, hints: [KeyHint("←→", "section")], commands: Self.movieCommands)
        try narrowEnvironment.coordinator.push(MovieRoute.movie(id: 1))
        narrow.render()
        #expect(small.rows[9] == " ←→ section  m s e d i  …  ? help", "\(small.rows[9])")
    }

    @Test func theWayBackToTheTabThatHandedAScreenOverStays() throws {
        let (shell, terminal, environment) = shell(width: 80, hints: [KeyHint("←→", "section")], commands: Self.movieCommands)
        shell.press("2")
        try environment.coordinator.transaction { transaction throws(NavigationError) in
            try transaction.selectTab("movies")
            try transaction.push(MovieRoute.movie(id: 42), in: .root)
        }
        shell.render()
        let footer = terminal.rows[23]
        #expect(footer.hasSuffix("? help  Esc back to Series"), "\(footer)")
        #expect(["m", "s", "e", "d", "i"].allSatisfy { key in footer.split(separator: " ").contains { $0 == key } }, "\(footer)")
    }

    @Test(arguments: [
        (80, " Enter confirm  ? help  : go to  Esc keep editing  Tab next tab  q quit"),
        (40, " Enter confirm  ? help  Esc keep editing"),
    ])
    func aScreensHintForEscTakesTheShellsPlaceAndShowsOnce(width: Int, expected: String) throws {
        let (shell, terminal, environment) = shell(width: width, hints: [KeyHint("enter", "confirm"), KeyHint("esc", "keep editing")])
        try environment.coordinator.push(MovieRoute.movie(id: 1))
        shell.render()
        #expect(terminal.rows[23] == expected)
    }

    @Test func anUppercaseLetterIsNotMistakenForTheShellsLowercaseKey() throws {
        let (_, terminal, _) = shell(width: 80, hints: [KeyHint("Q", "queue"), KeyHint("x", "remove")])
        #expect(terminal.rows[23] == " Q queue  x remove  ? help  : go to  Tab next tab  q quit", "\(terminal.rows[23])")
    }

    @Test func hintsThatFitShowWithoutAMarker() throws {
        let (_, terminal, _) = shell(width: 80, hints: [KeyHint("a", "add")])
        #expect(terminal.rows[23] == " a add  ? help  : go to  Tab next tab  q quit")
    }

    @Test func noHintIsEverCutAtAnyWidth() {
        let bar = KeyHintBar(
            hints: Self.manyHints, moreHints: [KeyHint("Q", "queue"), KeyHint("H", "history")],
            trailing: [KeyHint("?", "help"), KeyHint(":", "go to"), KeyHint("esc", "back"), KeyHint("q", "quit")])
        for width in 1...120 {
            let terminal = InMemoryTerminal(width: width, height: 1)
            Renderer(backend: terminal).render { canvas in canvas.draw(bar, in: canvas.bounds) }
            let row = terminal.rows[0]
            let layout = bar.layout(width: width)
            for hint in layout.hints {
                let written = hint.title.isEmpty ? hint.displayKey : hint.displayKey + " " + hint.title
                #expect(row.contains(written), "width \(width): \(written) is cut in \(row)")
            }
            #expect(row.displayWidth <= width)
            if width >= 12 { #expect(layout.trailing.first?.key == "?", "width \(width): \(row)") }
            // Every action shows, at least as its key, while the keys fit beside `? help`.
            if width >= 40 { #expect(layout.leading.prefix(Self.manyHints.count).map(\.key) == Self.manyHints.map(\.key), "\(row)") }
        }
    }

    @Test func helpListsEveryHintTheFooterDroppedAt80x24() throws {
        let (shell, terminal, _) = shell(width: 80)
        shell.press("?")
        let rows = terminal.rows
        for hint in Self.manyHints + [KeyHint("q", "quit"), KeyHint("?", "this help")] {
            #expect(
                rows.contains { row in
                    // The Delete key is listed beside `d`, which it stands for.
                    let written = hint.key == "d" ? "d Del" : hint.displayKey
                    guard let key = row.range(of: " \(written) ") else { return false }
                    return row[key.upperBound...].drop(while: { $0 == " " }).hasPrefix(hint.title)
                }, "\(hint.displayKey) \(hint.title) is not listed")
        }
        #expect(terminal.contains("Esc or ? closes"))
        #expect(terminal.screenText.allSatisfy { $0.displayWidth <= 80 })
    }

    @Test func helpColumnsKeepEveryLineAndNeverStrandAHeading() {
        let help = HelpOverlay(sections: [
            .init("Library", Self.manyHints),
            .init("Navigation", (0..<12).map { KeyHint("\($0)", "go \($0)") }),
        ])
        for rows in 3...30 {
            let columns = help.columns(rows: rows)
            #expect(columns.allSatisfy { $0.count <= rows && $0.first?.text.isEmpty == false })
            #expect(columns.allSatisfy { $0.last?.isHeading == false })
            #expect(columns.flatMap { $0 }.map(\.text).filter { !$0.isEmpty } == help.lines.map(\.text).filter { !$0.isEmpty })
        }
        #expect(help.columns(rows: 30).count == 1)
    }

    @Test func helpListsAKeyOnceWhenAScreenHintAndACommandShareIt() throws {
        let environment = TestEnvironment()
        environment.commands = [
            ShellCommand(key: "m", title: "Toggle monitored", scope: .feature("radarr")) { _ in },
            ShellCommand(key: "a", title: "Add movie", scope: .feature("radarr")) { _ in },
        ]
        environment.factory = { _ in TestScreen(title: "Library", hints: [KeyHint("m", "monitor")]) }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("?")
        #expect(terminal.contains("monitor"))
        #expect(!terminal.contains("Toggle monitored"), "the screen's own hint for m is the one listed")
        #expect(terminal.contains("Add movie"))
    }

    @Test func helpListsTabsAndFilterOnlyWhereTheyWork() throws {
        let environment = TestEnvironment()
        let library = TestScreen(title: "Library")
        library.acceptsFilter = true
        environment.factory = { entry in entry.route.as(MovieRoute.self) == .library ? library : nil }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("?")
        #expect(terminal.contains("switch tab") && terminal.contains("filter"))
        shell.press("<Esc>")
        try environment.coordinator.present(AddRoute.lookup)
        shell.press("?")
        #expect(terminal.contains("Keys"))
        #expect(!terminal.contains("switch tab"), "Tab does not switch tabs under a modal")
        #expect(!terminal.contains("filter"), "the sheet's screen does not filter")
    }
}
