import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// The toast a screen posts through its display invalidator: drawn at the top right over
/// the tab bar, replaced by a newer one, gone after its duration without a key press, and
/// never over a modal's buttons or the footer's hints.
@MainActor
@Suite("Toasts")
struct ToastTests {
    @Test func aPostedToastShowsAtTheTopRightAndLeavesTheRestAlone() {
        let (shell, terminal, _) = makeShell()
        let before = terminal.rows
        shell.display.post(Toast("✓ Added Dune (2021)"))
        shell.render()
        let rows = terminal.rows
        #expect(rows[0].hasSuffix(" ✓ Added Dune (2021)"))
        #expect(terminal.column(of: "✓", inRow: 0) == 80 - "✓ Added Dune (2021)".count - 1)
        #expect(rows[0].hasPrefix(" 1 Movies"))  // the tabs still show beside it
        #expect(Array(rows.dropFirst()) == Array(before.dropFirst()))
    }

    @Test func aNewerToastReplacesTheOlderOne() {
        let (shell, terminal, _) = makeShell()
        shell.display.post(Toast("✓ Grabbed Dune.2021.2160p"))
        shell.render()
        shell.display.post(Toast("✓ Deleted Arrival"))
        shell.render()
        #expect(terminal.rows[0].hasSuffix(" ✓ Deleted Arrival"))
        #expect(!terminal.contains("Grabbed"))
    }

    @Test func aToastGoesAwayByItselfAfterItsDuration() async throws {
        let (shell, terminal, _) = makeShell()
        let tabs = terminal.rows[0]
        shell.display.post(Toast("✓ Search started", duration: .milliseconds(300)))
        shell.render()
        #expect(terminal.contains("✓ Search started"))
        #expect(shell.display.toast != nil)
        try await Task.sleep(for: .milliseconds(600))
        shell.render()  // the run loop's next tick, no key
        #expect(shell.display.toast == nil)
        #expect(terminal.rows[0] == tabs)
    }

    @Test func aToastLongerThanTheTabsRoomCoversTheTabsButIsNotCut() {
        let (shell, terminal, _) = makeShell()
        let message = "✓ Grabbed Amélie.2001.Bluray-2160p.SPARKS, it is in the queue"
        shell.display.post(Toast(message))
        shell.render()
        #expect(terminal.rows[0].hasSuffix(message))
        #expect(terminal.rows[0].displayWidth <= 80)
    }

    @Test func aToastNeverCoversAnAlertsButtonsNorTheFooter() throws {
        let environment = TestEnvironment()
        environment.factory = { entry in
            guard entry.route.as(AddRoute.self) == .confirm else { return nil }
            return AlertScreen(
                title: "Grab release?", message: "Amélie.2001.Bluray-2160p.SPARKS",
                buttons: ["Grab", "Cancel"]
            ) { _, _ in }
        }
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let (shell, terminal, _) = makeShell(width: size.width, height: size.height, environment: environment)
            try environment.coordinator.present(AddRoute.releases, style: .fullScreen)
            try environment.coordinator.present(AddRoute.confirm, style: .alert)
            shell.render()
            let before = terminal.rows
            let buttons = try #require(terminal.row(containing: "[ Grab ]  [ Cancel ]"))
            shell.display.post(Toast(String(repeating: "✓ a very long toast ", count: 6)))
            shell.render()
            let rows = terminal.rows
            #expect(rows[buttons] == before[buttons])
            #expect(rows[size.height - 1] == before[size.height - 1])
            #expect(Array(rows.dropFirst()) == Array(before.dropFirst()), "\(terminal.screenString)")
            #expect(rows[0].displayWidth <= size.width)
            environment.coordinator.dismissAll()
        }
    }
}
