import ExploreFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrFeature
import Testing

/// The Explore tab in the real shell, driven by keys: digits in the search box, leaving the
/// box, going back to Explore after a hand-off, lists opening on their first row.
@MainActor
@Suite(.serialized) struct KeyboardEdgeTests {
    /// The shell over the flow's host, in an 80×24 in-memory terminal.
    @MainActor
    private struct Keyboard {
        let shell: Shell
        let terminal = InMemoryTerminal(width: 80, height: 24)
        let flow: FlowTest

        init(_ flow: FlowTest) {
            self.flow = flow
            shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
        }

        func press(_ script: String) async {
            for key in Key.script(script) { shell.handle(key) }
            await flow.settle()
            shell.render()
        }

        var selectedTab: TabID { flow.host.coordinator.state.selectedTab }
    }

    private func openSearch(_ flow: FlowTest) async throws -> (Keyboard, ExploreSearchScreen) {
        let keyboard = Keyboard(flow)
        flow.open("/explore/search") {
            $0.selectTab("explore")
            $0.setStack(ExploreRoute.root)
        }
        await flow.settle()
        keyboard.shell.render()
        return (keyboard, try flow.requireFocusedScreen(as: ExploreSearchScreen.self))
    }

    @Test func digitsSwitchTabsUntilTheBoxIsChosenThenTypeAndSwitchTabsOnceEnterLeftIt() async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            let (keyboard, search) = try await openSearch(flow)
            #expect(search.isEditing, "the box has the keys when the tab opens")
            await keyboard.press("1")
            #expect(keyboard.selectedTab == "radarr", "before anything is typed a digit switches tabs")
            await keyboard.press("3")
            #expect(keyboard.selectedTab == "explore")
            await keyboard.press("/2012")
            #expect(search.field.text == "2012", "a digit is part of a title in the box")
            #expect(keyboard.selectedTab == "explore")
            await keyboard.press("<Enter>")
            #expect(!search.isEditing, "Enter searches and leaves the box")
            #expect(search.model.searchedTerm == "2012")
            await keyboard.press("1")
            #expect(keyboard.selectedTab == "radarr", "outside the box a digit switches tabs")
            await keyboard.press("3")
            #expect(keyboard.selectedTab == "explore")
            #expect(search.field.text == "2012")
        }
    }

    @Test func downTabAndEscLeaveTheBoxAndUpOnTheFirstResultReturnsToIt() async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            let (keyboard, search) = try await openSearch(flow)
            await keyboard.press("harbor")
            try await waitUntil { search.model.results.count > 1 }
            await keyboard.press("<Down>")
            #expect(!search.isEditing)
            #expect(search.selectedResult == search.model.results.first, "↓ from the box lands on the first result")
            await keyboard.press("<Down>")
            #expect(search.selectedResult == search.model.results[1])
            await keyboard.press("<Up><Up>")
            #expect(search.isEditing, "↑ on the first result goes back into the box")
            await keyboard.press("<Tab>")
            #expect(!search.isEditing, "Tab leaves the box")
            #expect(keyboard.selectedTab == "explore", "...without switching tabs")
            await keyboard.press("/<Esc>")
            #expect(!search.isEditing, "Esc leaves the box")
            await keyboard.press("2")
            #expect(keyboard.selectedTab == "sonarr")
        }
    }

    @Test func escAfterOpeningAResultInRadarrComesBackToTheSearch() async throws {
        try await withExploreFlow(exhaustive: false) { flow, fixture in
            let (keyboard, search) = try await openSearch(flow)
            let movie = try #require(try await fixture.radarr.movies().first { $0.title == "The Silent Harbor" })
            await keyboard.press("silent harbor<Enter>")
            try await waitUntil { search.model.results.contains { $0.libraryID == movie.id } }
            let row = try #require(search.model.results.firstIndex { $0.libraryID == movie.id && $0.service == .radarr })
            search.highlight(row: row)
            await keyboard.press("<Enter>")
            #expect(keyboard.selectedTab == "radarr")
            #expect(try flow.requireFocusedScreen(as: MovieDetailScreen.self).movieID == movie.id)
            #expect(keyboard.terminal.screenText[23].contains("Esc back to Explore"), "\(keyboard.terminal.screenText[23])")

            await keyboard.press("<Esc>")
            #expect(keyboard.selectedTab == "explore", "Esc goes back where the hand-off came from")
            #expect(flow.focusedScreen(as: ExploreSearchScreen.self) === search)
            #expect(search.selectedResult?.libraryID == movie.id, "the search keeps its results and highlight")
            // The Radarr tab is as it was: its library, without the handed-off movie.
            #expect(flow.host.coordinator.state.stack(for: "radarr")?.map(\.route) == [AnyRoute(RadarrRoute.library)])

            // `[` goes back too.
            await keyboard.press("<Enter>")
            #expect(keyboard.selectedTab == "radarr")
            await keyboard.press("[")
            #expect(keyboard.selectedTab == "explore")
        }
    }

    @Test func upcomingOpensOnItsFirstRow() async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            flow.open("/explore/upcoming?days=30") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.root, ExploreRoute.upcoming(days: 30))
            }
            await flow.settle()
            let upcoming = try flow.requireFocusedScreen(as: UpcomingScreen.self)
            try await waitUntil { upcoming.model.list.isLoaded }
            #expect(upcoming.model.list.items.count > 6)
            #expect(
                upcoming.selectedItem?.id == upcoming.model.list.items.first?.id,
                "the first row, whichever instance answered first")
        }
    }
}
