import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// The footer's policy when the hints do not fit: help, back and quit stay; the screen's hints
/// are dropped from the end behind a `…`; `?` still lists every one.
@MainActor
@Suite("Footer: what stays when the hints do not fit")
struct FooterPolicyTests {
    /// A library-like screen with more hints than fit in 80 columns.
    private static let manyHints = [
        KeyHint("enter", "open"), KeyHint("a", "add movie"), KeyHint("m", "monitored"), KeyHint("s", "sort"),
        KeyHint("f", "filter monitored"), KeyHint("d", "downloaded"), KeyHint("ctrl-r", "refresh"),
        KeyHint("i", "interactive search"), KeyHint("w", "wanted"), KeyHint("c", "calendar"),
    ]

    private func shell(width: Int, height: Int = 24, hints: [KeyHint] = manyHints) -> (Shell, InMemoryTerminal, TestEnvironment) {
        let environment = TestEnvironment()
        environment.factory = { _ in TestScreen(title: "Library", hints: hints) }
        return makeShell(width: width, height: height, environment: environment)
    }

    @Test func at80ColumnsQuitAndHelpStayAndDroppedHintsAreMarked() throws {
        let (_, terminal, _) = shell(width: 80)
        let footer = terminal.rows[23]
        #expect(
            footer == " Enter open  a add movie  m monitored  s sort  …  ? help  q quit",
            "\(footer)")
        #expect(footer.displayWidth <= 80)
    }

    @Test func at40ColumnsTheScreenHintsGiveWayFirst() throws {
        let (_, terminal, _) = shell(width: 40)
        #expect(terminal.rows[23] == " Enter open  …  ? help  q quit", "\(terminal.rows[23])")
    }

    @Test func backStaysVisibleOnAPushedScreenAt40Columns() throws {
        let (shell, terminal, environment) = shell(width: 40)
        try environment.coordinator.push(MovieRoute.movie(id: 1))
        shell.render()
        #expect(terminal.rows[23] == " Enter open  …  ? help  Esc back  q quit", "\(terminal.rows[23])")
    }

    @Test(arguments: [
        (80, " Enter confirm  ? help  : go to  Esc keep editing  Tab next tab  q quit"),
        (40, " …  ? help  Esc keep editing  q quit"),
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
            hints: Self.manyHints,
            trailing: [KeyHint("?", "help"), KeyHint(":", "go to"), KeyHint("esc", "back"), KeyHint("q", "quit")])
        for width in 1...120 {
            let layout = bar.layout(width: width)
            var items = layout.leading.map { "\($0.displayKey) \($0.title)" }
            if layout.isTruncated { items.append("…") }
            items += layout.trailing.map { "\($0.displayKey) \($0.title)" }
            let text = " " + items.joined(separator: "  ")
            #expect(text.displayWidth <= width || items.isEmpty, "width \(width): \(text)")
            if width >= 30 {
                #expect(layout.trailing.map(\.key) == ["?", "esc", "q"], "width \(width)")
                #expect(layout.isTruncated)
            }
        }
    }

    @Test func helpListsEveryHintTheFooterDroppedAt80x24() throws {
        let (shell, terminal, _) = shell(width: 80)
        shell.press("?")
        let rows = terminal.rows
        for hint in Self.manyHints + [KeyHint("q", "quit"), KeyHint("?", "this help")] {
            #expect(
                rows.contains { row in
                    guard let key = row.range(of: " \(hint.displayKey) ") else { return false }
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
