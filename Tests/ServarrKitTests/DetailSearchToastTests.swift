import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// A search started from an item's detail is announced in the shell toast, not the status line,
/// and so is its end, even after the user has left the detail; a failure stays on the status
/// line.
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
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Indexers are unavailable"), service: Case.simulated,
                    operation: "post/\(Case.Service.Repository.api.root)/command", remaining: 1))
            detail.search()
            await flow.settle()
            #expect(detail.status?.contains("Indexers are unavailable") == true)
            #expect(shell.display.lastToast == nil)  // a failure is not announced as done

            detail.search()
            flow.back { $0.pop() }  // leave the detail while the search runs
            await flow.settle()
            let toasts = shell.display.recentToasts.map(\.message)
            #expect(toasts.first == "✓ Search started for \(title)")
            #expect(toasts.last?.hasPrefix("✓ Search for \(title) completed in ") == true, "\(toasts)")
            #expect(toasts.count == 2)
            #expect(detail.status == nil)  // the toasts are the one message
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
