import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// A search started from an item's detail is announced in the shell toast, and so is its end,
/// even after the user has left the detail; a refusal is a toast naming the search, the
/// instance and the server's words, and the page keeps the item.
@MainActor
@Suite(.serialized) struct DetailSearchToastTests {
    @Test(arguments: KitCases.all)
    func searchFromTheDetailIsAnnouncedInAToast(_ service: any KitCase.Type) async throws {
        try await searchFromTheDetail(service)
    }

    private func searchFromTheDetail<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let title = Case.libraryTitle.title
            let item = try #require(try await repository.mediaListing().elements.first { $0.title == title })
            flow.open(Case.detailLink(id: item.id)) { $0.setStack(Case.library, Case.Service.detail(id: item.id)) }
            await flow.settle()
            let detail = try Case.detail(in: flow)
            let terminal = InMemoryTerminal(size: Size(width: 140, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Indexers are unavailable"), service: Case.simulated,
                    operation: "post/\(Case.Service.Repository.api.root)/command", remaining: 1))
            detail.search()
            await flow.settle()
            #expect(shell.display.lastToast?.message == "✗ Search for \(title) on \(repository.instanceLabel): Indexers are unavailable")
            shell.render()
            let saying = terminal.screenText.filter { $0.contains("Indexers are unavailable") }
            #expect(!saying.isEmpty && saying.allSatisfy { $0.contains("✗ Search for") }, "only the toast says it: \(terminal.screenString)")
            #expect(!detail.awaitsItem, "the page keeps the item")

            detail.search()
            flow.back { $0.pop() }  // leave the detail while the search runs
            await flow.settle()
            let toasts = shell.display.recentToasts.map(\.message).dropFirst()
            #expect(toasts.first == "✓ Search started for \(title)")
            #expect(toasts.last?.hasPrefix("✓ Search for \(title) completed in ") == true, "\(toasts)")
            #expect(toasts.count == 2)
            let watch = try #require(flow.host.services.resolve(CommandWatch<Case.Service>.self))
            let id = try #require(watch.startedHere(on: repository).first)
            let command = try #require(try await repository.commands().first { $0.id == id })
            #expect(command.name == Case.searchCommandName)
            #expect(command.state == .completed)
            #expect(watch.running.isEmpty)
            flow.finish()
        }
    }
}
