import Testing

@testable import MarqueeTerminal

@Suite("List")
struct ListTests {
    @Test func showsOnlyVisibleRowsOfAMillionItems() {
        var requested: [Int] = []
        var state = ListState(itemCount: 1_000_000, pageSize: 5)
        for key in Key.script("G") { _ = state.handle(key) }
        let list = ListView(state: state) { index in
            requested.append(index)
            return ListRow("Item \(index)")
        }
        let terminal = screen(width: 30, height: 5, list)
        #expect(requested == Array(999_995..<1_000_000))
        #expect(terminal.screenText.last == "▸ Item 999999")
        #expect(terminal.screenText.first == "  Item 999995")
    }

    @Test func keysMoveSelectionAndScroll() {
        var state = ListState(itemCount: 50, pageSize: 10)
        for key in Key.script("jjj<Down>k") { _ = state.handle(key) }
        #expect(state.selection == 3)
        _ = state.handle(.pageDown)
        #expect(state.selection == 13)
        #expect(state.visibleRange(height: 10) == 4..<14)
        _ = state.handle(.end)
        #expect(state.selection == 49)
        _ = state.handle(.home)
        #expect(state.selection == 0)
        _ = state.handle(.up)
        #expect(state.selection == 0)
        #expect(state.handle(.escape) == false)
    }

    @Test func filterIsTypedAfterSlashAndNarrowsTheProjection() {
        let titles = ["Alien", "Aliens", "Amélie", "Arrival", "千と千尋の神隠し"]
        var state = ListState(itemCount: titles.count)
        for key in Key.script("/lien") { _ = state.handle(key) }
        #expect(state.isEditingFilter)
        #expect(state.filterText == "lien")
        let projection = ListProjection(count: titles.count, filter: state.filterText) { titles[$0] }
        state.itemCount = projection.count
        #expect(projection.count == 2)
        let terminal = screen(width: 30, height: 4, ListView(state: state) { ListRow(titles[projection[$0]]) })
        #expect(terminal.screenText == ["▸ Alien", "  Aliens", "", "/lien                2 matches"])
        #expect(terminal.style(x: 5, y: 3).attributes.contains(.reverse), "cursor after the filter text")
        _ = state.handle(.escape)
        #expect(state.filterText.isEmpty)
        #expect(!state.isEditingFilter)
    }

    @Test func projectionSortsAndFiltersCaseInsensitively() {
        let titles = ["b", "C", "a", "Ab"]
        let sorted = ListProjection(count: 4, filter: "", text: { titles[$0] }, sort: ListSort(column: 0)) { item, _ in .text(titles[item]) }
        #expect((0..<sorted.count).map { titles[sorted[$0]] } == ["a", "Ab", "b", "C"])
        let filtered = ListProjection(count: 4, filter: "A", text: { titles[$0] })
        #expect((0..<filtered.count).map { titles[filtered[$0]] } == ["a", "Ab"])
        #expect(ListProjection(count: 1_000_000).indices == nil)
    }

    @Test func longTitlesAreTruncatedAndDetailsRightAligned() {
        let state = ListState(itemCount: 2)
        let rows = [ListRow("千と千尋の神隠し Spirited Away", detail: "2001"), ListRow("Alien", detail: "1979")]
        let terminal = screen(width: 20, height: 2, ListView(state: state) { rows[$0] })
        #expect(terminal.screenText[0] == "▸ 千と千尋の…  2001")
        #expect(terminal.screenText[1] == "  Alien        1979")
        #expect(terminal.screenText[0].displayWidth == 19)
    }

    @Test func emptyListShowsItsMessage() {
        let terminal = screen(width: 20, height: 2, ListView(state: ListState(), emptyMessage: "No movies") { _ in ListRow("") })
        #expect(terminal.screenText[0] == "  No movies")
    }
}

@Suite("Table")
struct TableTests {
    let columns = [
        TableColumn("Title", width: .flex(1, minimum: 8)),
        TableColumn("Year", width: .fixed(4), alignment: .trailing),
        TableColumn("Size", width: .fixed(7), alignment: .trailing),
    ]
    let rows = [["Alien", "1979", "8.1 GB"], ["千と千尋の神隠し", "2001", "12.4 GB"], ["Arrival", "2016", "6.0 GB"]]

    @Test func columnsAreLaidOutWithFlexAndFixedWidths() {
        #expect(TableColumn.layout(columns, totalWidth: 30, spacing: 2) == [15, 4, 7])
        #expect(TableColumn.layout(columns, totalWidth: 10, spacing: 2).reduce(0, +) <= 6)
    }

    @Test func rendersHeaderWithSortIndicatorAndAlignedCells() {
        var state = ListState(itemCount: rows.count)
        state.sortableColumnCount = 3
        _ = state.handle(.character("o"))
        _ = state.handle(.character("o"))
        _ = state.handle(.character("r"))
        #expect(state.sort == ListSort(column: 1, ascending: false))
        _ = state.handle(.down)
        let table = TableView(columns: columns, state: state) { rows[$0][$1] }
        let terminal = screen(width: 32, height: 4, table)
        #expect(
            terminal.screenText
                == [
                    "  Title            Year▼    Size",
                    "  Alien            1979   8.1 GB",
                    "▸ 千と千尋の神隠…  2001  12.4 GB",
                    "  Arrival          2016   6.0 GB",
                ].map { String($0) })
        #expect(terminal.style(x: 10, y: 2) == Theme.dark.selection)
        #expect(terminal.style(x: 3, y: 0) == Theme.dark.header)
    }

    /// A table sized to its content: every column as wide as its content, the slack to the
    /// title; a little short, the widest text is cut first; on a narrow terminal the least
    /// important column goes first.
    @Test func columnsFitTheirContentAndTheLeastImportantGoesFirst() {
        let columns = [
            TableColumn("Title", width: .flex(1, minimum: 10), priority: 3),
            TableColumn("Added", width: .fixed(10), priority: 0),
            TableColumn("Size", width: .fixed(7), alignment: .trailing, priority: 2),
            TableColumn("Note", width: .flex(1, minimum: 4), priority: 1),
        ]
        // 80 columns: everything fits; the title takes the slack, the note its content.
        let wide = TableColumn.fitted(columns, natural: [30, 10, 7, 6], totalWidth: 78, spacing: 2)
        #expect(wide == [78 - 10 - 7 - 6 - 6, 10, 7, 6])
        // 60 columns: the title (the widest text) is cut, the note stays whole.
        let short = TableColumn.fitted(columns, natural: [30, 10, 7, 6], totalWidth: 50, spacing: 2)
        #expect(short == [50 - 6 - 10 - 7 - 6, 10, 7, 6])
        // 40 columns: every column still fits at its minimum; the title and the note are cut.
        let shorter = TableColumn.fitted(columns, natural: [30, 10, 7, 6], totalWidth: 38, spacing: 2)
        #expect(shorter == [10, 10, 7, 5])
        // 36 columns: the date added (least important) is dropped, the others get their room back.
        let narrow = TableColumn.fitted(columns, natural: [30, 10, 7, 6], totalWidth: 34, spacing: 2)
        #expect(narrow == [34 - 4 - 7 - 6, 0, 7, 6])
        // 26 columns: the note goes too; the title keeps its minimum and never goes.
        let tiny = TableColumn.fitted(columns, natural: [30, 10, 7, 6], totalWidth: 24, spacing: 2)
        #expect(tiny == [24 - 2 - 7, 0, 7, 0])
    }

    /// A column of long text (a release's custom formats) is whole when there is room, cut with
    /// "…" when there is a little less (the widest text first), and dropped when there is not.
    @Test func longTextIsWholeThenCutThenDropped() {
        let columns = [
            TableColumn("Quality", width: .fixed(12), priority: 3),
            TableColumn("Formats", width: .flex(1, minimum: 12), priority: 1),
            TableColumn("Release", width: .flex(1, minimum: 10), priority: 4),
        ]
        func fitted(_ width: Int, natural: [Int] = [12, 40, 50]) -> [Int] {
            TableColumn.fitted(columns, natural: natural, totalWidth: width, spacing: 2)
        }
        #expect(fitted(200) == [12, 40, 200 - 4 - 12 - 40])
        #expect(fitted(12 + 40 + 50 + 4) == [12, 40, 50])
        // Short of room: the wider title is cut first, then both to one width.
        #expect(fitted(100) == [12, 40, 100 - 4 - 12 - 40])
        #expect(fitted(90) == [12, 37, 37])
        #expect(fitted(61) == [12, 22, 23])
        // The formats at their minimum and the title at its own do not fit: the formats go.
        #expect(fitted(12 + 12 + 10 + 4 - 1) == [12, 0, 12 + 12 + 10 + 4 - 1 - 2 - 12])
        // The layout fills the width exactly, whatever the width and however long the text.
        for width in 20...120 {
            for natural in [[12, 40, 50], [12, 3, 200], [12, 1_000_000, 8]] {
                let widths = fitted(width, natural: natural)
                #expect(widths.reduce(0, +) + 2 * (widths.count { $0 > 0 } - 1) == width, "\(width): \(widths)")
            }
        }
    }

    /// The header marks the sorted column the same way on every table: ▲ ascending, ▼ descending.
    @Test func oneArrowConventionEverywhere() {
        var state = ListState(itemCount: rows.count)
        state.sort = ListSort(column: 0, ascending: true)
        let ascending = screen(width: 40, height: 4, TableView(columns: columns, state: state, natural: [16, 4, 7]) { rows[$0][$1] })
        #expect(ascending.screenText[0].contains("Title ▲"))
        state.sort = ListSort(column: 0, ascending: false)
        let descending = screen(width: 40, height: 4, TableView(columns: columns, state: state, natural: [16, 4, 7]) { rows[$0][$1] })
        #expect(descending.screenText[0].contains("Title ▼"))
        #expect(TableView.sortArrow(ascending: true) == "▲" && TableView.sortArrow(ascending: false) == "▼")
    }
}
