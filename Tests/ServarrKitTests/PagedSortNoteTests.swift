import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// A paged list sorts what is loaded and says so until every page is loaded.
@MainActor
@Suite(.serialized) struct PagedSortNoteTests {
    @Test func sortingAPagedHistorySaysItSortsWhatIsLoaded() async throws {
        try await withFlow(RadarrCase.self, exhaustive: false) { flow, _, repository in
            let total = try await repository.history(page: 1, pageSize: 1).totalRecords
            try #require(total > ActivityRows.pageSize, "the simulator's history has more than one page")
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open("/radarr/history") { $0.setStack(RadarrCase.library, RadarrCase.activity(.history)) }
            await flow.settle()
            let history = try flow.requireFocusedScreen(as: ActivityScreen.self)
            shell.render()
            #expect(terminal.row(containing: "sorted in") == nil, "no note before a sort")
            shell.handle(.character("o"))
            shell.render()
            #expect(terminal.row(containing: "sorted in \(ActivityRows.pageSize) loaded") != nil, "\(terminal.screenString)")
            history.loadMore(toEnd: true)
            await flow.settle()
            shell.render()
            #expect(terminal.row(containing: "sorted in") == nil, "every page is loaded: \(terminal.screenString)")
        }
    }
}
