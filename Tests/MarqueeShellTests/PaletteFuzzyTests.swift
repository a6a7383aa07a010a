import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import Testing

/// The palette finds commands and links by fuzzy matching on their names and titles, and
/// shows readable rows: titles first, never a raw `:id` template.
@MainActor
@Suite("Command palette: fuzzy matching and readable rows")
struct PaletteFuzzyTests {
    private static let candidates = [
        PaletteCompletion(text: "search", detail: "Search", kind: .command),
        PaletteCompletion(text: "queue", detail: "Queue", kind: .command),
        PaletteCompletion(text: "refresh", detail: "Refresh what the screen shows", kind: .command),
        PaletteCompletion(text: "/radarr/collections", detail: "Movie collections", kind: .link),
        PaletteCompletion(text: "/radarr/movie/:id", detail: "A movie", kind: .link),
        PaletteCompletion(text: "/radarr/queue", detail: "Queue", kind: .link),
        PaletteCompletion(text: "/settings/appearance", detail: "The theme", kind: .link),
        PaletteCompletion(text: "/sonarr/history", detail: "History", kind: .link),
        PaletteCompletion(text: "/radarr/history", detail: "History", kind: .link),
        PaletteCompletion(text: "/radarr/cutoff", detail: "Cutoff unmet", kind: .link),
        PaletteCompletion(
            text: "/radarr/movie/:id/edit/quality-profile", detail: "Pick the quality profile of a movie", kind: .link),
    ]

    private func completions(for typed: String) -> [String] {
        var palette = CommandPalette(candidates: Self.candidates)
        for key in Key.script(typed) { _ = palette.handle(key) }
        return palette.completions.map(\.text)
    }

    @Test func wordsAndScatteredLettersFindCommandsAndLinks() {
        #expect(completions(for: "theme") == ["/settings/appearance"], "a link is found by its title")
        #expect(completions(for: "rfsh") == ["refresh"], "letters in order, not only a prefix")
        #expect(completions(for: "collec") == ["/radarr/collections"], "a word of the title")
        #expect(completions(for: "queue") == ["queue", "/radarr/queue"], "the command first, then the link")
        #expect(completions(for: "zzz").isEmpty)
    }

    @Test func aPrefixRanksAboveAWordAndAScatteredMatch() {
        // "se": "search" starts with it; "/settings/appearance" has it as a word; "queue" has neither.
        let found = completions(for: "se")
        #expect(found.first == "search")
        #expect(found.contains("/settings/appearance"))
        #expect(!found.contains("queue"))
    }

    @Test func linksTypedWithASlashStillMatchByShape() {
        #expect(completions(for: "/radarr/movie/42") == ["/radarr/movie/:id", "/radarr/movie/:id/edit/quality-profile"])
        #expect(completions(for: "/rad") == ["/radarr/collections", "/radarr/queue", "/radarr/history", "/radarr/cutoff"])
    }

    @Test func aLinkThatNeedsAnIdNotGivenIsNoEntry() {
        #expect(completions(for: "cutoff") == ["/radarr/cutoff"], "the id template is not offered")
        #expect(completions(for: "quality profile").isEmpty)
        #expect(completions(for: "/radarr/movie/").isEmpty, "the id is still to type")
    }

    @Test func aSectionIsFoundByItsServiceAndWords() {
        #expect(completions(for: "sonarr hist") == ["/sonarr/history"])
        #expect(completions(for: "hist rad") == ["/radarr/history"], "words in any order")
        #expect(completions(for: "history") == ["/sonarr/history", "/radarr/history"])
        #expect(PaletteCompletion(text: "/sonarr/history", detail: "History", kind: .link).label == "Sonarr › History")
    }

    @Test func rowsShowTitlesAndNoTemplates() {
        let terminal = InMemoryTerminal(width: 80, height: 24)
        let renderer = Renderer(backend: terminal)
        var palette = CommandPalette(candidates: Self.candidates)
        for key in Key.script("/radarr/movie/7") { _ = palette.handle(key) }
        let view = CommandPaletteView(palette: palette)
        renderer.render { canvas in canvas.draw(view, in: view.frame(in: canvas.size)) }
        #expect(terminal.contains("Radarr › A movie"))
        #expect(terminal.contains("/radarr/movie/…"))
        #expect(!terminal.contains(":id"))
        palette = CommandPalette(candidates: Self.candidates)
        for key in Key.script("collec") { _ = palette.handle(key) }
        renderer.render { canvas in canvas.draw(CommandPaletteView(palette: palette), in: view.frame(in: canvas.size)) }
        #expect(terminal.contains("Radarr › Movie collections"))
    }

    @Test func theScreensOwnKeysAndRefreshAreCommands() throws {
        let environment = TestEnvironment()
        let screen = TestScreen(title: "Queue", hints: [KeyHint("x", "remove")])
        screen.consumes = [.character("x"), .control("r")]
        environment.factory = { _ in screen }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press(":remo")
        #expect(terminal.contains("Remove"))
        shell.press("<Enter>")
        #expect(screen.handledKeys.last == .character("x"), "the palette pressed the screen's key")
        shell.press(":rfsh<Enter>")
        #expect(screen.handledKeys.last == .control("r"))
        #expect(!terminal.contains("Go to"))
    }
}

/// `?` scrolls when its keys do not fit, and lists the tab digits.
@MainActor
@Suite("Help: scrolling")
struct HelpScrollTests {
    private static let manyHints = (0..<60).map { KeyHint("k\($0)", "command number \($0)") }

    @Test func anOffsetDropsLinesFromTheTopAndIsClamped() {
        let help = HelpOverlay(sections: [.init("Screen", Self.manyHints)], offset: 5)
        #expect(help.columns(rows: 100).first?.first?.text == help.lines[5].text)
        #expect(HelpOverlay(sections: [.init("Screen", Self.manyHints)], offset: 10_000).offset == help.lines.count - 1)
        #expect(HelpOverlay(sections: [.init("Screen", Self.manyHints)], offset: -3).offset == 0)
    }

    @Test func theHelpScrollsAt80x24() throws {
        let environment = TestEnvironment()
        environment.factory = { _ in TestScreen(title: "Library", hints: Self.manyHints) }
        let (shell, terminal, _) = makeShell(environment: environment)
        shell.press("?")
        #expect(terminal.contains("↑↓ scroll"), "\(terminal.rows.joined(separator: "\n"))")
        #expect(terminal.contains("command number 0"))
        #expect(!terminal.contains("command number 59"))
        var pages = 0
        while !terminal.contains("command number 59"), pages < 10 {
            shell.press("<PgDn>")
            pages += 1
        }
        #expect(terminal.contains("command number 59"), "PgDn scrolled to the last command")
        #expect(!terminal.contains("command number 0"), "the first ones scrolled out")
        shell.press("k")
        #expect(terminal.contains("command number 59"))
        shell.press("g")
        #expect(terminal.contains("command number 0"))
        shell.press("<Esc>")
        #expect(!terminal.contains("Keys"))
    }
}

/// A sheet presented over a sheet it would cover (a picker over the add sheet) is laid out
/// inside it, so the sheet that asked keeps its border around it.
@MainActor
@Suite("Modal over modal")
struct NestedSheetLayoutTests {
    @Test func aSheetOverASheetItWouldCoverIsInsideItAndNeverTooSmall() {
        let size = Size(width: 80, height: 24)
        let below = ModalLayout.frame(for: .sheet(detents: [.large]), in: size)
        let over = ModalLayout.frame(for: .sheet(detents: [.large]), in: size, over: below)
        #expect(over.minX > below.minX && over.maxX < below.maxX && over.minY > below.minY && over.maxY < below.maxY)
        let medium = ModalLayout.frame(for: .sheet(detents: [.medium]), in: size)
        #expect(ModalLayout.frame(for: .sheet(detents: [.medium]), in: size, over: below) == medium, "already inside: kept")
        let tiny = Rect(x: 0, y: 0, width: 21, height: 6)
        let inTiny = ModalLayout.frame(for: .sheet(detents: [.large]), in: size, over: tiny)
        #expect(inTiny.width >= 20 && inTiny.height >= 5)
        #expect(ModalLayout.frame(for: .alert, in: size, over: below) == ModalLayout.frame(for: .alert, in: size))
    }

    @Test func aPickerOverTheAddSheetLeavesTheSheetsTitleShowing() throws {
        let (shell, terminal, environment) = makeShell()
        try environment.coordinator.present(AddRoute.lookup, style: .sheet(detents: [.large]))
        try environment.coordinator.present(AddRoute.qualityProfile, style: .sheet(detents: [.large]))
        shell.render()
        let rows = terminal.rows
        #expect(rows.contains { $0.contains("╭─ Add movie ─") }, "the add sheet's border and title stay: \(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("╭─ Quality profile") })
    }
}
