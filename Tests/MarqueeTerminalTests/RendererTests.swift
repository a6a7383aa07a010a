import Testing

@testable import MarqueeTerminal

@Suite("Diff renderer")
struct RendererTests {
    @Test func firstFrameIsAFullRedrawAndTheScreenShowsIt() {
        let terminal = InMemoryTerminal(width: 20, height: 3)
        let renderer = Renderer(backend: terminal)
        let stats = renderer.render { $0.write("Hello 世界", at: Point(x: 1, y: 1), style: .plain) }
        #expect(stats.isFullRedraw)
        #expect(terminal.screenText == ["", " Hello 世界", ""])
        #expect(terminal.column(of: "世界", inRow: 1) == 7)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let terminal = InMemoryTerminal(width: 40, height: 10)
        let renderer = Renderer(backend: terminal)
        let draw: (inout Canvas) -> Void = { canvas in
            canvas.drawBox(canvas.bounds, title: "映画")
            canvas.write("Spirited Away 千と千尋", at: Point(x: 2, y: 2), style: .plain)
        }
        renderer.render(draw)
        terminal.resetCounters()
        let stats = renderer.render(draw)
        #expect(stats.isEmpty)
        #expect(stats.bytes == 0)
        #expect(terminal.cellsWritten == 0)
        #expect(terminal.flushes == 0)
    }

    @Test func movingTheSelectionRewritesOnlyTheTwoAffectedRows() {
        let terminal = InMemoryTerminal(width: 60, height: 20)
        let renderer = Renderer(backend: terminal)
        var state = ListState(itemCount: 1000, pageSize: 20)
        renderer.render { numberedList(state).render(in: &$0) }
        let full = renderer.lastStats
        terminal.resetCounters()
        let used = state.handle(.down)
        #expect(used)
        let stats = renderer.render { numberedList(state).render(in: &$0) }
        #expect(terminal.rowsWritten == [0, 1])
        #expect(stats.rows == 2)
        #expect(stats.cells <= 2 * 60)
        #expect(stats.bytes <= 2 * full.bytes / 20 + 16)
        #expect(terminal.screenText[1] == "▸ Movie 1")
        #expect(terminal.style(x: 5, y: 1) == Theme.dark.selection)
        #expect(terminal.style(x: 5, y: 0) == Theme.dark.normal)
    }

    @Test func changedWideCharacterIsRewrittenWhole() {
        let terminal = InMemoryTerminal(width: 10, height: 1)
        let renderer = Renderer(backend: terminal)
        renderer.render { $0.write("ab漢字", at: .zero, style: .plain) }
        renderer.render { $0.write("ab漢子", at: .zero, style: .plain) }
        #expect(terminal.screenText == ["ab漢子"])
        #expect(terminal.cell(x: 4, y: 0).character == "子")
        #expect(terminal.cell(x: 5, y: 0).isContinuation)
        // Replacing a wide character with two narrow ones.
        renderer.render { $0.write("ab漢xy", at: .zero, style: .plain) }
        #expect(terminal.screenText == ["ab漢xy"])
    }

    @Test func resizeRedrawsEverythingAtTheNewSize() {
        let terminal = InMemoryTerminal(width: 30, height: 5)
        let renderer = Renderer(backend: terminal)
        let draw: (inout Canvas) -> Void = { canvas in
            canvas.drawBox(canvas.bounds, title: "Queue")
            canvas.write("right edge", at: Point(x: canvas.size.width - 11, y: 1), style: .plain)
        }
        renderer.render(draw)
        terminal.resize(to: Size(width: 20, height: 4))
        #expect(terminal.readKey(timeout: nil) == .resize)
        terminal.resetCounters()
        let stats = renderer.render(draw)
        #expect(stats.isFullRedraw)
        #expect(terminal.clears == 1)
        #expect(
            terminal.screenText == [
                "╭─ Queue ──────────╮",
                "│        right edge│",
                "│                  │",
                "╰──────────────────╯",
            ])
    }

    @Test func invalidateForcesAFullRedraw() {
        let terminal = InMemoryTerminal(width: 10, height: 2)
        let renderer = Renderer(backend: terminal)
        renderer.render { $0.write("x", at: .zero, style: .plain) }
        renderer.invalidate()
        let stats = renderer.render { $0.write("x", at: .zero, style: .plain) }
        #expect(stats.isFullRedraw)
    }

    @Test func changingThemeRestylesTheNextFrame() {
        let terminal = InMemoryTerminal(width: 10, height: 2)
        let renderer = Renderer(backend: terminal)
        renderer.render { $0.write("x", at: .zero, style: $0.theme.accent) }
        renderer.theme = .highContrast
        renderer.render { $0.write("x", at: .zero, style: $0.theme.accent) }
        #expect(terminal.style(x: 0, y: 0) == Theme.highContrast.accent)
        #expect(terminal.style(x: 5, y: 1) == Theme.highContrast.normal)
    }
}

@Suite("Canvas")
struct CanvasTests {
    @Test func clippedChildCannotDrawOutsideItsRectangle() {
        var canvas = Canvas(size: Size(width: 12, height: 3))
        canvas.clipped(to: Rect(x: 2, y: 1, width: 5, height: 1)) { child in
            #expect(child.size == Size(width: 5, height: 1))
            child.write("abcdefghij", at: .zero, style: .plain)
            child.write("zzz", at: Point(x: 0, y: 1), style: .plain)
        }
        #expect(canvas.buffer.text == ["", "  abcde", ""])
    }

    @Test func boxTitleWithCJKIsTruncatedWithoutSplittingACharacter() {
        var canvas = Canvas(size: Size(width: 14, height: 3))
        canvas.drawBox(canvas.bounds, title: "千と千尋の神隠し")
        let top = canvas.buffer.line(0)
        #expect(top.hasPrefix("╭─ 千と千… "))
        #expect(top.hasSuffix("╮"))
        #expect(top.displayWidth == 14)
        #expect(canvas.buffer.line(1) == "│            │")
    }

    @Test func dimRestylesCellsButKeepsTheirText() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.write("Parent", at: .zero, style: canvas.theme.accent)
        canvas.dim()
        #expect(canvas.buffer.line(0) == "Parent")
        #expect(canvas.cell(at: .zero).style == Theme.dark.dim)
        #expect(canvas.cell(at: Point(x: 9, y: 1)).style == Theme.dark.dim)
    }

    @Test func sheetOverDimmedParentIsCentred() {
        let terminal = InMemoryTerminal(width: 30, height: 9)
        let renderer = Renderer(backend: terminal)
        renderer.render { canvas in
            for y in 0..<9 { canvas.write(String(repeating: "x", count: 30), at: Point(x: 0, y: y), style: .plain) }
            canvas.dim()
            let sheet = canvas.bounds.centered(Size(width: 16, height: 5))
            canvas.drawBox(sheet, title: "編集", fill: canvas.theme.normal)
        }
        #expect(terminal.screenText[2] == "xxxxxxx╭─ 編集 ───────╮xxxxxxx")
        #expect(terminal.screenText[4] == "xxxxxxx│              │xxxxxxx")
        #expect(terminal.style(x: 0, y: 4) == Theme.dark.dim)
        #expect(terminal.style(x: 10, y: 4) == Theme.dark.normal)
    }
}

@Suite("Diff renderer with a full screen")
struct ScreenDiffTests {
    private func drawScreen(_ state: ListState, in canvas: inout Canvas) {
        let (tabs, rest) = canvas.bounds.splitTop(1)
        let (body, footer) = rest.splitBottom(1)
        canvas.draw(TabBar(titles: ["Radarr", "Sonarr"], selected: 0), in: tabs)
        canvas.draw(
            TableView(columns: [TableColumn("Title"), TableColumn("Year", width: .fixed(4))], state: state) { row, column in
                column == 0 ? "映画 \(row)" : "\(1970 + row)"
            }, in: body)
        canvas.write("q quit", at: footer.origin, style: canvas.theme.muted)
    }

    @Test func tableSelectionMoveRewritesTwoRowsAndScrollingRewritesTheBody() {
        let terminal = InMemoryTerminal(width: 40, height: 12)
        let renderer = Renderer(backend: terminal)
        var state = ListState(itemCount: 100, pageSize: 9)
        renderer.render { drawScreen(state, in: &$0) }
        terminal.resetCounters()
        _ = state.handle(.down)
        renderer.render { drawScreen(state, in: &$0) }
        #expect(terminal.rowsWritten == [2, 3])
        #expect(terminal.screenText[3].hasPrefix("▸ 映画 1"))
        // Moving past the last visible row scrolls: body rows change, tab bar and footer do not.
        terminal.resetCounters()
        for _ in 0..<9 { _ = state.handle(.down) }
        renderer.render { drawScreen(state, in: &$0) }
        #expect(!terminal.rowsWritten.contains(0))
        #expect(!terminal.rowsWritten.contains(11))
        #expect(terminal.screenText[10].hasPrefix("▸ 映画 10"))
        #expect(terminal.screenText[2].hasPrefix("  映画 2"))
    }
}

@Suite("Snapshots of wide text and styles")
struct SnapshotTests {
    @Test func emojiFlagsAndCJKKeepTheDetailColumnAligned() {
        let rows = [
            ListRow("🎬 Premiere", detail: "2024"),
            ListRow("🇯🇵 日本映画", detail: "1954"),
            ListRow("Ame\u{0301}lie", detail: "2001"),
            ListRow("❤️ Love Actually", detail: "2003"),
        ]
        let terminal = screen(width: 24, height: 4, ListView(state: ListState(itemCount: 4)) { rows[$0] })
        for (y, row) in rows.enumerated() {
            #expect(terminal.column(of: row.detail, inRow: y) == 19, "\(terminal.screenText[y])")
            #expect(terminal.screenText[y].displayWidth == 23)
        }
        #expect(terminal.screenText[2] == "  Ame\u{0301}lie           2001")
    }

    @Test func styleMaskShowsTheDimmedParentAroundTheSheet() {
        let terminal = InMemoryTerminal(width: 12, height: 5)
        let theme = Theme.dark
        Renderer(backend: terminal, theme: theme).render { canvas in
            canvas.write("parent text", at: .zero, style: theme.normal)
            canvas.dim()
            canvas.drawBox(canvas.bounds.centered(Size(width: 6, height: 3)), fill: theme.normal)
        }
        #expect(
            terminal.styleMask([theme.dim: "d", theme.normal: ".", theme.border: "b"]) == [
                "dddddddddddd",
                "dddbbbbbbddd",
                "dddb....bddd",
                "dddbbbbbbddd",
                "dddddddddddd",
            ])
    }
}
