import ExploreFeature
import MarqueeHost
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import Testing

/// Explore's upcoming releases and downloads are tables like every list (docs/keys.md, "Any
/// list"), driven through the shell as a user types: a header of columns, `/` takes every
/// letter (no command fires, `q` does not quit) and narrows the rows, Enter opens the
/// highlighted row of those shown, the first Esc clears the filter and only the second leaves,
/// `o` sorts (▲) and `r` reverses (▼).
@MainActor
@Suite(.serialized) struct ExploreListGrammarTests {
    /// Each list, the title of its title column, and where that column is (`o` presses to sort by it).
    nonisolated static let lists = [("upcoming", "Title", 2), ("activity", "Download", 1)]

    @Test(arguments: lists)
    func filterSortAndOpenAsOnEveryList(_ list: String, _ titleColumn: String, _ presses: Int) async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open("/explore/\(list)")
            await flow.settle()
            shell.render()
            let titles = { () -> [String] in
                switch flow.host.focusedScreen {
                case let upcoming as UpcomingScreen: upcoming.rows.map(\.title)
                case let activity as ExploreActivityScreen: activity.rows.map(\.title)
                default: []
                }
            }
            let all = titles()
            #expect(all.count > 1, "\(list): \(terminal.screenString)")
            let header = try #require(terminal.row(containing: "Instance"), "\(list): \(terminal.screenString)")
            #expect(terminal.screenText[header].contains(titleColumn), "\(terminal.screenText[header])")
            let focused = flow.host.coordinator.state.focusedEntry
            let depth = flow.host.coordinator.state.stack.count

            // Every letter goes to the prompt; nothing matches.
            for key in Key.script("/dxmseaqzz") { #expect(shell.handle(key) == .continue, "\(list): \(key) quits") }
            await flow.settle()
            shell.render()
            #expect(flow.host.coordinator.state.focusedEntry == focused && flow.host.coordinator.state.modals.isEmpty)
            #expect(terminal.screenString.contains("dxmseaqzz") && titles().isEmpty, "\(terminal.screenString)")
            shell.handle(.escape)
            shell.render()
            #expect(flow.host.coordinator.state.stack.count == depth, "\(list): the first Esc only clears the filter")
            #expect(titles() == all, "\(list): every row is back")

            // `o` sorts by the next column, `r` reverses it.
            for _ in 0..<presses {
                shell.handle(.character("o"))
                shell.render()
                #expect(terminal.screenText[header].contains("▲"), "\(terminal.screenText[header])")
            }
            #expect(terminal.screenText[header].contains(titleColumn + " ▲"), "\(terminal.screenText[header])")
            #expect(titles() == all.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
            shell.handle(.character("r"))
            shell.render()
            #expect(terminal.screenText[header].contains(titleColumn + " ▼"), "\(terminal.screenText[header])")
            #expect(titles().first == all.max { $0.localizedStandardCompare($1) == .orderedAscending })

            // A filter narrows to a title; Enter opens that row, not the top of the whole list.
            let wanted = try #require(all.last { $0 != all.first })
            for key in Key.script("/" + wanted) { shell.handle(key) }
            shell.render()
            #expect(!titles().isEmpty && titles().allSatisfy { $0.localizedCaseInsensitiveContains(wanted) }, "\(terminal.screenString)")
            shell.handle(.enter)
            await flow.settle()
            #expect(flow.host.coordinator.state.selectedTab != "explore", "\(list): Enter hands the row over to its module")

            // Back on the list (the tab's digit), the second Esc leaves it.
            flow.open("/explore/\(list)")
            await flow.settle()
            let before = flow.host.coordinator.state.stack.count
            shell.handle(.escape)
            #expect(flow.host.coordinator.state.stack.count == before - 1, "\(list): Esc without a filter leaves")
        }
    }
}
