import Testing

@testable import MarqueeTerminal

@Suite("Text field and form")
struct FormTests {
    private func edit(_ text: String, _ script: String) -> TextFieldState {
        var field = TextFieldState(text: text)
        for key in Key.script(script) { _ = field.handle(key) }
        return field
    }

    @Test func cursorEditingInsertsAndDeletesWholeCharacters() {
        #expect(edit("Amélie", "<Home>x").text == "xAmélie")
        #expect(edit("Amélie", "<Left><Left><Left><BS>").text == "Amlie")
        #expect(edit("千と千尋", "<Left><BS>").text == "千と尋")
        #expect(edit("千と千尋", "<Home><Del>").text == "と千尋")
        #expect(edit("千と千尋", "<Home><Right>の").text == "千のと千尋")
        #expect(edit("abc", "<End><Right><Right>d").text == "abcd")
        #expect(edit("the quick fox", "<C-w>").text == "the quick ")
        #expect(edit("the quick fox", "<Left><Left><Left><C-u>").text == "fox")
        #expect(edit("the quick fox", "<Home><C-k>").text == "")
        let accented = edit("e", "\u{0301}")
        #expect(accented.characters.count <= 2)
    }

    @Test func fieldScrollsToKeepTheCursorVisibleWithWideCharacters() {
        let field = TextFieldState(text: "千と千尋の神隠し")
        let terminal = screen(width: 7, height: 1, TextFieldView(state: field))
        // Cursor at the end: the last characters are shown, and a reverse-video cursor cell.
        #expect(terminal.screenText == ["神隠し"])
        #expect(terminal.style(x: 6, y: 0).attributes.contains(.reverse))
        var atStart = field
        atStart.moveCursor(to: 0)
        let start = screen(width: 7, height: 1, TextFieldView(state: atStart))
        #expect(start.screenText == ["千と千"])
        #expect(start.cell(x: 0, y: 0).style.attributes.contains(.reverse))
        #expect(!start.cell(x: 6, y: 0).isContinuation)
    }

    @Test func maskedFieldShowsBulletsNotTheKey() {
        let field = TextFieldState(text: "secretkey", isMasked: true)
        let terminal = screen(width: 20, height: 1, TextFieldView(state: field, isFocused: false))
        #expect(terminal.screenText == ["•••••••••"])
        #expect(!terminal.screenString.contains("secret"))
    }

    @Test func formRendersControlsAndValidationMessages() {
        var form = FormState(fields: [
            .text("url", label: "URL", placeholder: "http://localhost:7878"),
            .text("apiKey", label: "API key", text: "abc123", isMasked: true),
            .toggle("monitored", label: "Monitored", isOn: true),
            .picker("quality", label: "Quality", options: ["SD", "HD-1080p", "Ultra-HD"], selected: 1),
        ])
        let valid = form.validate { field in
            field.id == "url" && field.stringValue.isEmpty ? "Required" : nil
        }
        #expect(!valid)
        #expect(form.focus == 0)
        let terminal = screen(width: 40, height: 6, FormView(state: form))
        #expect(
            terminal.screenText == [
                "      URL   http://localhost:7878",
                "           ⚠ Required",
                "  API key  ••••••",
                "Monitored  [x]",
                "  Quality  ‹ HD-1080p ›",
                "",
            ])
        #expect(terminal.style(x: 11, y: 1) == Theme.dark.error)
        #expect(terminal.style(x: 6, y: 0) == Theme.dark.accent)
    }

    @Test func formKeysMoveFocusEditTextFlipTogglesAndCyclePickers() {
        var form = FormState(fields: [
            .text("name", label: "Name"),
            .toggle("monitored", label: "Monitored"),
            .picker("quality", label: "Quality", options: ["SD", "HD", "4K"]),
        ])
        for key in Key.script("Dune<Enter> <Tab><Right><Right><Right><Left>") { _ = form.handle(key) }
        #expect(form["name"]?.stringValue == "Dune")
        #expect(form["monitored"]?.stringValue == "true")
        #expect(form["quality"]?.stringValue == "4K")
        for key in Key.script("<S-Tab><S-Tab>") { _ = form.handle(key) }
        #expect(form.focus == 0)
        var escape = form
        #expect(escape.handle(.escape) == false)
    }
}

@Suite("Detail, tabs, progress, dialog, status")
struct SmallComponentTests {
    @Test func detailAlignsKeysAndWrapsValues() {
        let detail = DetailView(sections: [
            DetailSection(
                "Movie",
                rows: [
                    DetailRow("Title", "千と千尋の神隠し"),
                    DetailRow("Overview", "A girl wanders into a world of spirits"),
                ]),
            DetailSection("File", rows: [DetailRow("Size", "12.4 GB")]),
        ])
        let terminal = screen(width: 30, height: 8, detail)
        #expect(
            terminal.screenText == [
                "Movie",
                "   Title  千と千尋の神隠し",
                "Overview  A girl wanders into",
                "          a world of spirits",
                "",
                "File",
                "    Size  12.4 GB",
                "",
            ])
        #expect(terminal.style(x: 0, y: 0) == Theme.dark.header)
        var scrolled = detail
        _ = scrolled.handle(.end, viewport: Size(width: 30, height: 3))
        #expect(scrolled.scrollOffset == 4)
        #expect(screen(width: 30, height: 3, scrolled).screenText == ["", "File", "    Size  12.4 GB"])
    }

    @Test func tabBarHighlightsTheSelectedTabAndTruncatesWhenNarrow() {
        let bar = TabBar(titles: ["Radarr", "Sonarr", "設定"], selected: 1)
        let wide = screen(width: 40, height: 1, bar)
        #expect(wide.screenText == [" Radarr │ Sonarr │ 設定"])
        #expect(wide.style(x: 10, y: 0) == Theme.dark.selection.adding(.bold))
        #expect(wide.style(x: 2, y: 0) == Theme.dark.muted)
        let narrow = screen(width: 20, height: 1, bar)
        #expect(narrow.screenText == [" Rad… │ Son… │ 設定"])
        #expect(TabBar.index(after: 2, count: 3, forward: true) == 0)
        #expect(TabBar.index(after: 0, count: 3, forward: false) == 2)
    }

    @Test func progressBarFillsProportionallyWithEighths() {
        #expect(ProgressBar.bar(fraction: 0.5, width: 10) == "█████     ")
        #expect(ProgressBar.bar(fraction: 0.33, width: 4) == "█▎  ")
        #expect(ProgressBar.bar(fraction: 2, width: 3) == "███")
        #expect(ProgressBar.bar(fraction: .nan, width: 3) == "   ")
        let terminal = screen(width: 30, height: 1, ProgressBar(fraction: 0.42, label: "Grab"))
        #expect(terminal.screenText == ["Grab ████████▍             42%"])
    }

    @Test func dialogRendersCentredButtonsAndHandlesKeys() {
        var state = DialogState(
            title: "削除", message: "Delete Alien (1979) and its files?",
            buttons: ["Cancel", "Delete"], isDestructive: true)
        let view = DialogView(state: state)
        let size = view.preferredSize(in: Size(width: 80, height: 24))
        #expect(size == Size(width: 38, height: 6))
        let terminal = InMemoryTerminal(width: 40, height: 8)
        Renderer(backend: terminal).render { canvas in
            canvas.draw(view, in: canvas.bounds.centered(size))
        }
        #expect(
            terminal.screenText == [
                "",
                " ╭─ 削除 ─────────────────────────────╮",
                " │                                    │",
                " │ Delete Alien (1979) and its files? │",
                " │                                    │",
                " │       [ Cancel ]  [ Delete ]       │",
                " ╰────────────────────────────────────╯",
                "",
            ])
        #expect(terminal.style(x: 10, y: 5) == Theme.dark.selection)
        _ = state.handle(.right)
        #expect(state.focus == 1)
        #expect(state.outcome == nil)
        _ = state.handle(.enter)
        #expect(state.outcome == .chose(1))
        var cancel = DialogState(title: "", message: "", buttons: ["Yes", "No"])
        _ = cancel.handle(.escape)
        #expect(cancel.outcome == .cancelled)
        var shortcut = DialogState(title: "", message: "", buttons: ["Yes", "No"])
        _ = shortcut.handle(.character("n"))
        #expect(shortcut.outcome == .chose(1))
    }

    @Test func loadingAndErrorStatesAreCentredWithARetryHint() {
        let loading = screen(width: 20, height: 3, LoadingView(tick: 1, message: "Loading…"))
        #expect(loading.screenText == ["", "     ⠙ Loading…", ""])
        let error = screen(width: 30, height: 5, ErrorView(title: "Could not load", message: "HTTP 500"))
        #expect(error.screenText == ["       ✖ Could not load", "           HTTP 500", "", "       Press r to retry", ""])
        #expect(error.style(x: 9, y: 0) == Theme.dark.error)
        #expect(ErrorView.isRetry(.character("r")))
        #expect(ErrorView.isRetry(.control("r")))
        #expect(!ErrorView.isRetry(.character("q")))
        #expect(Spinner.frame(10) == Spinner.frame(0))
    }
}
