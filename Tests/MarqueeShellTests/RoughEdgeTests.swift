import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// The rough edges a new user hits in the shell: deep breadcrumbs, titles under a full-screen
/// modal, going back after a hand-off to another tab, Enter in the palette, the text cursor.
@MainActor
@Suite("Shell rough edges")
struct RoughEdgeTests {
    @Test func aFiveThousandDeepStackShowsItsInnermostTitlesAndAsksOnlyForThem() throws {
        let (shell, terminal, environment) = makeShell(width: 60)
        try environment.coordinator.transaction { transaction throws(NavigationError) in
            for id in 1...5_000 { try transaction.push(MovieRoute.movie(id: id), in: .root) }
        }
        shell.render()
        #expect(terminal.rows[1] == " … › Movie 4997 › Movie 4998 › Movie 4999 › Movie 5000")
        #expect(terminal.rows[1].displayWidth <= 60)
        // Only the titles that show were asked for (their screens made): not 5,000 screens.
        #expect(environment.made.count < 12, "\(environment.made.count) screens made")
        shell.press("<Esc>")
        #expect(terminal.rows[1] == " … › Movie 4996 › Movie 4997 › Movie 4998 › Movie 4999")
    }

    @Test func breadcrumbReadsOnlyTheTitlesThatFit() {
        var asked: [Int] = []
        let text = Breadcrumb.text(count: 10_000, width: 30) { index in
            asked.append(index)
            return "Screen \(index)"
        }
        #expect(text == "… › Screen 9998 › Screen 9999")
        #expect(asked == [9999, 9998, 9997])
        #expect(Breadcrumb.text(count: 3, width: 80) { ["Library", "Dune", "Files"][$0] } == "Library › Dune › Files")
        #expect(Breadcrumb(["Library", "Files"]).text(width: 6) == "…Files", "cut titles are marked even when the last fits")
    }

    @Test func aFullScreenModalKeepsTheTitlesUnderIt() throws {
        let (shell, terminal, environment) = makeShell()
        try environment.coordinator.push(MovieRoute.movie(id: 7))
        try environment.coordinator.present(AddRoute.releases, style: .fullScreen)
        shell.render()
        #expect(terminal.rows[1] == " Library › Movie 7 › Releases")
        // Over a sheet, its titles are part of the trail too.
        environment.coordinator.dismissAll()
        try environment.coordinator.present(AddRoute.lookup)
        try environment.coordinator.push(AddRoute.options)
        try environment.coordinator.present(AddRoute.releases, style: .fullScreen)
        shell.render()
        #expect(terminal.rows[1] == " Library › Movie 7 › Add movie › Options › Releases")
    }

    @Test func escAfterAHandOffGoesBackToTheTabItCameFrom() throws {
        let (shell, terminal, environment) = makeShell()
        shell.press("2")
        try environment.coordinator.push(SeriesRoute.series(id: 3))
        // A feature on the Series tab hands a movie over: the Movies tab shows it.
        try environment.coordinator.transaction { transaction throws(NavigationError) in
            try transaction.selectTab("movies")
            try transaction.push(MovieRoute.movie(id: 42), in: .root)
        }
        shell.render()
        #expect(terminal.rows[1] == " Library › Movie 42")
        #expect(terminal.rows[23].contains("Esc back to Series"), "\(terminal.rows[23])")
        shell.press("?")
        #expect(terminal.contains("Esc ["), "the help lists both keys")
        shell.press("<Esc><Esc>")
        #expect(environment.coordinator.state.selectedTab == "series")
        #expect(terminal.rows[1] == " Series library › Series 3")
        // The Movies tab is as it was before the hand-off.
        shell.press("1")
        #expect(terminal.rows[1] == " Library")

        // `[` does the same; a screen the user opened himself goes back as usual.
        shell.press("2")
        try environment.coordinator.transaction { transaction throws(NavigationError) in
            try transaction.selectTab("movies")
            try transaction.push(MovieRoute.movie(id: 43), in: .root)
        }
        try environment.coordinator.push(MovieRoute.files(id: 43))
        shell.press("<Esc>")
        #expect(terminal.rows[1] == " Library › Movie 43")
        shell.press("[")
        #expect(environment.coordinator.state.selectedTab == "series")
    }

    @Test func switchingTabsWithKeysIsNoHandOff() throws {
        let (shell, terminal, environment) = makeShell()
        try environment.coordinator.push(MovieRoute.movie(id: 1))
        shell.press("2<Tab>")
        #expect(terminal.rows[1] == " Library › Movie 1")
        shell.press("<Esc>")
        #expect(environment.coordinator.state.selectedTab == "movies")
        #expect(terminal.rows[1] == " Library")
        shell.press("[")
        #expect(environment.coordinator.state.selectedTab == "movies")
    }

    @Test func paletteEnterTakesTheHighlightedSuggestion() {
        let candidates = [
            PaletteCompletion(text: "/radarr/library", kind: .link),
            PaletteCompletion(text: "/radarr/movie/:id", kind: .link),
            PaletteCompletion(text: "/radarr/movie/:id/edit", kind: .link),
            PaletteCompletion(text: "refresh", detail: "Refresh", kind: .command),
        ]
        var partial = CommandPalette(candidates: candidates)
        for key in Key.script("/rad") { _ = partial.handle(key) }
        #expect(partial.handle(.enter) == .submit(.link("/radarr/library")))

        var moved = CommandPalette(candidates: candidates)
        for key in Key.script("/radarr/movie/42") { _ = moved.handle(key) }
        _ = moved.handle(.down)
        #expect(moved.handle(.enter) == .submit(.link("/radarr/movie/42/edit")), "the typed id fills the pattern")

        var whole = CommandPalette(candidates: candidates)
        for key in Key.script("/radarr/movie/42?tab=files") { _ = whole.handle(key) }
        #expect(whole.handle(.enter) == .submit(.link("/radarr/movie/42?tab=files")), "a whole typed link wins")

        var missing = CommandPalette(candidates: candidates)
        for key in Key.script("/radarr/m") { _ = missing.handle(key) }
        #expect(missing.completions.isEmpty, "no template whose id is not typed")
        #expect(missing.handle(.enter) == .submit(.link("/radarr/m")), "what is typed goes: the shell says why it cannot open")

        var command = CommandPalette(candidates: candidates)
        for key in Key.script("ref") { _ = command.handle(key) }
        #expect(command.handle(.enter) == .submit(.command("refresh")))
    }

    @Test func theFocusedTextFieldShowsTheTerminalCursor() throws {
        let environment = TestEnvironment()
        environment.factory = { entry in
            entry.route == AnyRoute(MovieRoute.slow) ? FieldScreen() : nil
        }
        let (shell, terminal, _) = makeShell(environment: environment)
        #expect(terminal.cursor == nil, "no field, no cursor")
        try environment.coordinator.push(MovieRoute.slow)
        shell.press("ab")
        // "Field: " then the text, then the cursor after it, on the screen's first row (row 2).
        #expect(terminal.rows[2] == "Field: ab")
        #expect(terminal.cursor == Point(x: 9, y: 2))
        shell.press("<Left>")
        #expect(terminal.cursor == Point(x: 8, y: 2))
        shell.press("?")
        #expect(terminal.cursor == nil, "hidden under the help overlay")
        shell.press("<Esc>")
        #expect(terminal.cursor == Point(x: 8, y: 2))
        shell.press("<Esc>")
        #expect(terminal.cursor == nil, "gone with the field")
    }
}

/// A screen with one text field that has the keys.
@MainActor
private final class FieldScreen: TerminalScreen {
    var field = TextFieldState()
    let title = "Field"
    let keyHints: [KeyHint] = []

    func render(in canvas: inout Canvas, context: RenderContext) {
        canvas.write("Field: ", at: .zero, style: canvas.theme.normal)
        canvas.clipped(to: Rect(x: 7, y: 0, width: 20, height: 1)) { line in
            TextFieldView(state: field, isFocused: context.isFocused).render(in: &line)
        }
    }

    func handle(_ key: Key, context: ScreenInput) -> KeyResult {
        if key == .escape || key == .character("?") { return .notHandled }
        return field.handle(key) ? .handled : .notHandled
    }

    func screenDidAppear() {}
    func screenWillBeReleased() {}
}
