import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import Testing

/// The footer's hints come from the key commands (``ServarrCommands``), and offer only those
/// that work where they are shown: every service's queue offers add and the other activity
/// screens but none of the commands on "the item"; its library offers them all.
@MainActor
@Suite(.serialized) struct CommandHintTests {
    @Test(arguments: KitCases.all)
    func footerOffersOnlyCommandsThatWorkThere(_ service: any KitCase.Type) async throws {
        try await offerWorkingCommands(service)
    }

    private func offerWorkingCommands<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, _ in
            let terminal = InMemoryTerminal(size: Size(width: 300, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            let noun = Case.Service.noun
            let itemCommands = ["m monitor", "Ctrl-R refresh", "s search", "e edit", "d delete"]
            flow.open("/\(Case.name)/queue")
            await flow.settle()
            shell.render()
            let queue = terminal.screenText[23]
            #expect(queue.contains("a add \(noun)") && queue.contains("H history"), "\(queue)")
            for hint in itemCommands.dropFirst(2) { #expect(!queue.contains(hint), "\(hint): \(queue)") }
            #expect(!queue.contains("m monitor"), "\(queue)")
            let monitorRan = try flow.host.performKeyCommand("m")
            #expect(!monitorRan, "m does nothing on the queue")

            flow.open("/\(Case.name)/library")
            await flow.settle()
            shell.render()
            let library = terminal.screenText[23]
            for hint in itemCommands { #expect(library.contains(hint), "\(hint): \(library)") }
            // A screen's own hint comes first and is not repeated by a command.
            #expect(library.hasPrefix(" Enter open"), "\(library)")
        }
    }
}
