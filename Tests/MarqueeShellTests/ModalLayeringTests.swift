import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

@MainActor
@Suite("Modal layering")
struct ModalLayeringTests {
    @Test func largeSheetIsACentredBoxOverADimmedParentWithItsPathInTheTitle() throws {
        let (shell, terminal, environment) = makeShell()
        let coordinator = environment.coordinator
        try coordinator.present(AddRoute.lookup, style: .sheet(detents: [.large]))
        try coordinator.push(AddRoute.options)
        try coordinator.push(AddRoute.qualityProfile)
        shell.render()
        let frame = ModalLayout.frame(for: .sheet(detents: [.large]), in: Size(width: 80, height: 24))
        #expect(frame == Rect(x: 4, y: 2, width: 72, height: 20))
        let rows = terminal.rows
        #expect(rows[2].contains("╭─ Add movie › Options › Quality profile ─"))
        #expect(terminal.column(of: "╭", inRow: 2) == 4)
        #expect(terminal.column(of: "╮", inRow: 2) == 75)
        #expect(terminal.column(of: "╰", inRow: 21) == 4)
        #expect(rows[3].contains("│ Body of Quality profile"))
        // The parent is dimmed around the sheet; the sheet is not.
        #expect(terminal.style(x: 1, y: 1) == Theme.dark.dim)
        #expect(terminal.style(x: 1, y: 0) == Theme.dark.dim)
        #expect(terminal.style(x: 6, y: 3) == Theme.dark.normal)
        #expect(rows[23].contains("Esc back"))
    }

    @Test func mediumSheetIsSmaller() {
        let frame = ModalLayout.frame(for: .sheet(detents: [.medium, .large]), in: Size(width: 80, height: 24))
        #expect(frame == Rect(x: 12, y: 6, width: 56, height: 12))
        let alert = ModalLayout.frame(for: .alert, in: Size(width: 80, height: 24))
        #expect(alert == Rect(x: 15, y: 7, width: 50, height: 9))
    }

    @Test func sheetOverSheetOverFullScreenWithAlertOnTop() throws {
        let (shell, terminal, environment) = makeShell()
        let coordinator = environment.coordinator
        try coordinator.present(AddRoute.releases, style: .fullScreen)
        shell.render()
        // The full-screen modal covers everything below the tab bar; its breadcrumb keeps the
        // titles under it.
        #expect(terminal.rows[1] == " Library › Releases")
        #expect(terminal.rows[2] == "Body of Releases")
        #expect(!terminal.contains("Body of Library"))

        try coordinator.present(AddRoute.lookup, style: .sheet(detents: [.large]))
        try coordinator.push(AddRoute.options)
        try coordinator.present(AddRoute.qualityProfile, style: .sheet(detents: [.medium]))
        shell.render()
        var rows = terminal.rows
        #expect(rows[2].contains("Add movie › Options"))  // lower sheet's border
        #expect(rows[6].contains("╭─ Quality profile ─"))  // upper sheet on top
        #expect(rows[7].contains("│ Body of Quality profile"))
        #expect(terminal.style(x: 6, y: 3) == Theme.dark.dim)  // lower sheet dimmed
        #expect(terminal.style(x: 14, y: 7) == Theme.dark.normal)  // top sheet is not
        #expect(terminal.style(x: 14, y: 6) == Theme.dark.accent)  // focused border

        let alert = try coordinator.present(AddRoute.confirm, style: .alert)
        _ = alert
        shell.render()
        rows = terminal.rows
        #expect(rows[7].contains("╔═ Confirm ═"))
        #expect(rows[8].contains("║ Body of Confirm"))
        #expect(terminal.style(x: 14, y: 8) == Theme.dark.dim)  // the sheet below is dimmed now
        #expect(terminal.style(x: 17, y: 8) == Theme.dark.normal)
        #expect(terminal.screenText.allSatisfy { $0.displayWidth <= 80 })

        // Keys go to the top-most modal first; Esc unwinds one level at a time.
        shell.press("x")
        #expect(environment.screen(titled: "Confirm")?.handledKeys == [.character("x")])
        #expect(environment.screen(titled: "Quality profile")?.handledKeys.isEmpty == true)
        shell.press("<Esc>")
        #expect(!terminal.contains("Body of Confirm"))
        #expect(terminal.contains("Body of Quality profile"))
        shell.press("<Esc>")
        #expect(terminal.contains("Body of Options"))
        shell.press("<Esc><Esc>")
        #expect(terminal.rows[2] == "Body of Releases")
        shell.press("<Esc>")
        #expect(terminal.rows[2] == "Body of Library")
    }
}

@MainActor
@Suite("Modal layering: whole screen")
struct ModalSnapshotTests {
    @Test func mediumSheetOverTheLibraryAt80x24() throws {
        let (shell, terminal, environment) = makeShell()
        try environment.coordinator.push(MovieRoute.movie(id: 3))
        try environment.coordinator.present(AddRoute.lookup, style: .sheet(detents: [.medium]))
        try environment.coordinator.push(AddRoute.options)
        shell.render()
        let blank = ""
        let side = String(repeating: " ", count: 12)
        let inside = String(repeating: " ", count: 54)
        var expected = [
            " 1 Movies │ 2 Series",
            " Library › Movie 3",
            "Body of Movie 3",
            blank, blank, blank,
            side + "╭─ Add movie › Options " + String(repeating: "─", count: 32) + "╮",
            side + "│ Body of Options" + String(repeating: " ", count: 38) + "│",
        ]
        expected += Array(repeating: side + "│" + inside + "│", count: 9)
        expected += [side + "╰" + String(repeating: "─", count: 54) + "╯"]
        expected += Array(repeating: blank, count: 5)
        expected += [" ? help  : go to  Esc back  q quit"]
        #expect(terminal.rows == expected)
    }
}
