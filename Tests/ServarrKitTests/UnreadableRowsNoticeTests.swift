import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import ServarrSimulator
import Testing

/// Rows the server sent that could not be read are never lost silently: every service's library
/// says how many under its header, still shows every row it could read, and drops the notice once
/// the server answers whole again.
@MainActor
@Suite(.serialized) struct UnreadableRowsNoticeTests {
    @Test(arguments: KitCases.all)
    func libraryCountsRowsWithoutAnID(_ service: any KitCase.Type) async throws {
        try await countRowsWithoutAnID(service)
    }

    private func countRowsWithoutAnID<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, simulator, repository in
            await flow.settle()
            let all = try await repository.mediaListing().elements.count
            let api = Case.Service.Repository.api
            await simulator.faults.add(
                FaultRule(
                    .rowsWithoutID(count: 2), service: Case.simulated, operation: "get/\(api.root)/\(api.mediaResource)",
                    remaining: 1))
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
            library.reload()
            await flow.settle()
            shell.render()

            #expect(library.items.count == all - 2)
            #expect(
                terminal.screenText.contains { $0.contains("2 of \(all) rows could not be read · details in the log") },
                "\(terminal.screenString)")
            #expect(
                terminal.screenText.contains { $0.contains("\(all - 2) \(Case.Service.pluralNoun)") }, "\(terminal.screenString)")

            library.reload()  // the server answers whole again: the notice goes
            await flow.settle()
            shell.render()
            #expect(library.items.count == all)
            #expect(!terminal.screenString.contains("could not be read"), "\(terminal.screenString)")
        }
    }
}
