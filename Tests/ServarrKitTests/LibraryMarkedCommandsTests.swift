import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// `s` and Ctrl-R on the library's marked rows search and refresh every marked item: one
/// command for them all where the server's command takes several ids (Radarr), one per item
/// where it takes one (Sonarr, Lidarr); one toast names the count. Without marks they act on
/// the highlighted item (`s`) and reload the library (Ctrl-R).
@MainActor
@Suite(.serialized) struct LibraryMarkedCommandsTests {
    @Test(arguments: KitCases.all)
    func searchAndRefreshActOnEveryMarkedItem(_ service: any KitCase.Type) async throws {
        try await markedCommands(service)
    }

    private func markedCommands<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
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
            let plural = Case.Service.pluralNoun
            let expectedCommands = Case.commandTakesSeveralItems ? 1 : 3

            let beforeSearch = try await repository.commands()
            shell.handle(.character("s"))
            await flow.settle()
            let searches = try await repository.commands().filter { command in !beforeSearch.contains { $0.id == command.id } }
            #expect(searches.map(\.name) == Array(repeating: Case.searchCommandName, count: expectedCommands), "\(searches.map(\.name))")
            #expect(shell.display.recentToasts.map(\.message).contains("✓ Search started for 3 \(plural)"))

            let beforeRefresh = try await repository.commands()
            shell.handle(.control("r"))
            await flow.settle()
            let refreshes = try await repository.commands().filter { command in !beforeRefresh.contains { $0.id == command.id } }
            #expect(refreshes.map(\.name) == Array(repeating: Case.refreshCommandName, count: expectedCommands), "\(refreshes.map(\.name))")
            #expect(shell.display.recentToasts.map(\.message).contains("✓ Refresh and scan started for 3 \(plural)"))
            #expect(library.marked.count == 3, "the marks stay for the next action")

            // Without marks, Ctrl-R reloads the library and asks the server for nothing.
            library.clearMarks()
            let beforeReload = try await repository.commands().count
            shell.handle(.control("r"))
            await flow.settle()
            #expect(try await repository.commands().count == beforeReload)
        }
    }
}
