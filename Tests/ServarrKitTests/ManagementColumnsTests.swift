import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import Testing

/// The management lists give each value the server sends its own column (an indexer's
/// protocol, priority and searches; a client's kind, protocol and state; a root folder's free
/// and total space), drawn through the shell: a header names them, `o` sorts by each in turn
/// (numbers by value), `/` finds a row by any of them, and on a narrow terminal a cell is cut
/// with "…" or its column dropped, never run on into the next.
@MainActor
@Suite(.serialized) struct ManagementColumnsTests {
    @Test(arguments: ManagementKitCases.all)
    func indexerValuesAreColumnsThatSortAndFilter(_ service: any ManagementKitCase.Type) async throws {
        try await indexers(service)
    }

    private func indexers<Case: ManagementKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, _ in
            let (shell, terminal) = open("indexers", Case.self, in: flow, size: Size(width: 120, height: 30))
            await flow.settle()
            shell.render()
            let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
            let header = try #require(Self.header("Indexer", in: terminal), "\(terminal.screenString)")
            let titles = ["Indexer", "Protocol", "Priority", "Searches"]
            let starts = titles.compactMap { terminal.column(of: $0, inRow: header) }
            #expect(starts.count == 4 && starts == starts.sorted(), "\(terminal.screenString)")
            #expect(terminal.screenString.contains("RSS, automatic, interactive"), "flags read as words")

            // `o` sorts by the title, then by each value; the header marks the column.
            for (column, title) in titles.enumerated() {
                shell.handle(.character("o"))
                shell.render()
                #expect(terminal.screenText[header].contains(title + " ▲"), "\(terminal.screenText[header])")
                let keys = screen.rows.map { column == 0 ? $0.title : $0.details[column - 1] }
                #expect(keys == keys.sorted { $0.localizedStandardCompare($1) != .orderedDescending }, "\(title): \(keys)")
                if title == "Priority" {
                    let priorities = screen.rows.compactMap { Int($0.details[1]) }
                    #expect(priorities.count == screen.rows.count && priorities == priorities.sorted(), "numbers sort by value")
                }
            }

            // `/` finds rows by a value; Enter opens the highlighted one of those shown.
            for key in Key.script("/torrent") { shell.handle(key) }
            shell.render()
            #expect(!screen.rows.isEmpty && screen.rows.allSatisfy { $0.details[0] == "torrent" }, "\(terminal.screenString)")
            let first = try #require(screen.rows.first?.id)
            shell.handle(.enter)
            await flow.settle()
            #expect(flow.host.coordinator.state.modals.last?.root.route == AnyRoute(Case.Service.manageModal(.editIndexer(id: first))))
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 10)], ["indexers", "download-clients", "root-folders", "tags"])
    func narrowTerminalsCutCellsRatherThanRunOn(size: Size, list: String) async throws {
        try await withFlow(RadarrCase.self, exhaustive: false) { flow, _, _ in
            let (shell, terminal) = open(list, RadarrCase.self, in: flow, size: size)
            await flow.settle()
            shell.render()
            let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
            let header = try #require(Self.header(screen.columns.title, in: terminal), "\(terminal.screenString)")
            // Where each detail column whose title shows whole starts, and where the next one does.
            let starts = screen.columns.details.map { terminal.column(of: $0, inRow: header) }
            let bounds = starts.indices.compactMap { index -> (Int, Int, Int)? in
                guard let start = starts[index] else { return nil }
                let end = starts[(index + 1)...].compactMap { $0 }.first.map { $0 - 2 } ?? size.width
                return (index, start, end)
            }
            #expect(!bounds.isEmpty || size.width < 80, "\(list): a value column shows at 80: \(terminal.screenString)")
            for (offset, row) in screen.rows.prefix(max(0, size.height - header - 4)).enumerated() {
                let line = Array(terminal.screenText[header + 1 + offset])
                #expect(line.count <= size.width)
                for (index, start, end) in bounds where start < line.count {
                    let cell = String(line[start..<min(end, line.count)]).trimmingCharacters(in: .whitespaces)
                    let value = row.details[index]
                    // Whole, or cut with "…": never run on into the next column.
                    #expect(
                        cell == value || (cell.hasSuffix("…") && value.hasPrefix(String(cell.dropLast()))),
                        "\(list) \(screen.columns.details[index]) \(value): \(terminal.screenString)")
                }
            }
            #expect(terminal.screenText[header].contains(screen.columns.title), "the title column stays")
        }
    }

    /// The row of the table's header: the one that starts with the first column's `title`.
    static func header(_ title: String, in terminal: InMemoryTerminal) -> Int? {
        terminal.screenText.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(title + " ") }
    }

    /// Opens `list` in a shell drawing on a `size` terminal.
    private func open<Case: KitCase>(_ list: String, _ service: Case.Type, in flow: FlowTest, size: Size) -> (Shell, InMemoryTerminal) {
        let terminal = InMemoryTerminal(size: size)
        let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
        flow.open("/\(Case.name)/\(list)")
        return (shell, terminal)
    }
}
