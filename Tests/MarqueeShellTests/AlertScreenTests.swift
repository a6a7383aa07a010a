import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

@MainActor
@Suite("Alerts")
struct AlertScreenTests {
    @Test func alertShowsMessageAndButtonsAndReportsTheChoice() throws {
        let environment = TestEnvironment()
        var choices: [Int?] = []
        environment.factory = { entry in
            guard entry.route.as(AddRoute.self) == .confirm else { return nil }
            return AlertScreen(
                title: "Delete Dune?", message: "The movie and its files will be deleted.",
                buttons: ["Cancel", "Delete"], isDestructive: true
            ) { choice, _ in choices.append(choice) }
        }
        let (shell, terminal, _) = makeShell(environment: environment)
        try environment.coordinator.present(AddRoute.lookup)
        try environment.coordinator.present(AddRoute.confirm, style: .alert)
        shell.render()
        let rows = terminal.rows
        let top = try #require(terminal.row(containing: "╔═ Delete Dune? ═"))
        #expect(rows[top + 1].contains("║ The movie and its files will be deleted."))
        #expect(rows[top + 7].contains("[ Cancel ]  [ Delete ]"))
        #expect(terminal.column(of: "╔", inRow: top) == 15)
        #expect(terminal.column(of: "╗", inRow: top) == 64)
        shell.press("<Right><Enter>")
        #expect(choices == [1])
        #expect(!terminal.contains("Delete Dune?"))
        #expect(terminal.contains("Body of Add movie"))  // only the alert went away
    }
}
