import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// `s` and Ctrl-R on the library's marked rows ask "Search 3 movies?" and "Refresh 3 movies?"
/// first, then search and refresh every marked item: one command for them all where the
/// server's command takes several ids (Radarr), one per item where it takes one (Sonarr,
/// Lidarr). One toast says they started and one says they all ended. Without marks they act on
/// the highlighted item (`s`) and reload the library (Ctrl-R), without asking.
@MainActor
@Suite(.serialized) struct LibraryMarkedCommandsTests {
    @Test(arguments: KitCases.all)
    func searchAndRefreshAskThenActOnEveryMarkedItem(_ service: any KitCase.Type) async throws {
        try await markedCommands(service)
    }

    @Test(arguments: KitCases.all)
    func aRefusedSearchKeepsTheQuestionAndSaysHowFarItGot(_ service: any KitCase.Type) async throws {
        try await refusedSearch(service)
    }

    private func markedCommands<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let (library, shell) = try await markedLibrary(flow, service)
            let plural = Case.Service.pluralNoun
            let expectedCommands = Case.commandTakesSeveralItems ? 1 : 3

            let beforeSearch = try await repository.commands()
            shell.handle(.character("s"))
            let searchQuestion = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            #expect(searchQuestion.message == "Search 3 \(plural)?")
            #expect(try await repository.commands().count == beforeSearch.count, "nothing starts before the answer")
            flow.answer("Search")
            await flow.settle()
            let searches = try await repository.commands().filter { command in !beforeSearch.contains { $0.id == command.id } }
            #expect(searches.map(\.name) == Array(repeating: Case.searchCommandName, count: expectedCommands), "\(searches.map(\.name))")
            var toasts = shell.display.recentToasts.map(\.message)
            #expect(toasts.contains("✓ Search started for 3 \(plural)"), "\(toasts)")
            #expect(toasts.filter { $0.hasPrefix("✓ Search for 3 \(plural) completed") }.count == 1, "one toast when the last ends: \(toasts)")

            let beforeRefresh = try await repository.commands()
            shell.handle(.control("r"))
            let refreshQuestion = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            #expect(refreshQuestion.message == "Refresh 3 \(plural)?")
            flow.answer("Refresh")
            await flow.settle()
            let refreshes = try await repository.commands().filter { command in !beforeRefresh.contains { $0.id == command.id } }
            #expect(refreshes.map(\.name) == Array(repeating: Case.refreshCommandName, count: expectedCommands), "\(refreshes.map(\.name))")
            toasts = shell.display.recentToasts.map(\.message)
            #expect(toasts.contains("✓ Refresh and scan started for 3 \(plural)"), "\(toasts)")
            #expect(toasts.filter { $0.hasPrefix("✓ Refresh and scan of 3 \(plural) completed") }.count == 1, "\(toasts)")
            #expect(library.marked.count == 3, "the marks stay for the next action")

            // Without marks, Ctrl-R reloads the library and asks the server for nothing.
            library.clearMarks()
            let beforeReload = try await repository.commands().count
            shell.handle(.control("r"))
            #expect(flow.focusedScreen is MediaLibraryScreen<Case.Service>, "no question without marks")
            await flow.settle()
            #expect(try await repository.commands().count == beforeReload)
        }
    }

    private func refusedSearch<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, simulator, repository in
            let (library, shell) = try await markedLibrary(flow, service)
            shell.handle(.character("s"))
            let question = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            // The server accepts the first command and refuses the next (where there is one).
            let accepted = Case.commandTakesSeveralItems ? 0 : 1
            let before = try await repository.commands().count
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Indexers are unavailable"), service: Case.simulated,
                    operation: "post/\(Case.Service.Repository.api.root)/command", skipping: accepted, remaining: 1))
            flow.answer("Search")
            await flow.settle()
            #expect(flow.focusedScreen === question, "the question stays for another try")
            let failure = question.failure ?? "no message"
            #expect(failure.contains("Indexers are unavailable"), "\(failure)")
            if accepted > 0 { #expect(failure.hasPrefix("1 of 3 started"), "\(failure)") }
            #expect(try await repository.commands().count == before + accepted)
            #expect(library.marked.count == 3, "the marks wait for another try")
        }
    }

    /// The library with its first three rows marked, drawn by a shell at 120×30.
    private func markedLibrary<Case: KitCase>(_ flow: FlowTest, _ service: Case.Type) async throws -> (MediaLibraryScreen<Case.Service>, Shell) {
        flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
        await flow.settle()
        let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 120, height: 30)))
        shell.render()
        let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
        for row in 0..<3 {
            library.highlight(row: row)
            library.toggleMark()
        }
        #expect(library.marked.count == 3)
        return (library, shell)
    }
}
