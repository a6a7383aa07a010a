import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// On a short terminal (40x10) the edit sheet scrolls to the focused row: every row the user
/// moves to is on screen, down to Tags and Save, and back up to Monitored.
@MainActor
@Suite(.serialized) struct ShortSheetTests {
    @Test(arguments: KitCases.all)
    func theEditSheetScrollsToTheFocusedRow(_ service: any KitCase.Type) async throws {
        try await editSheetScrolls(service)
    }

    private func editSheetScrolls<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let item = try #require(try await repository.mediaListing().elements.first)
            flow.open(Case.detailLink(id: item.id)) { $0.setStack(Case.library, Case.Service.detail(id: item.id)) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.press("e") { $0.present(Case.editModal(id: item.id)) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: EditMediaScreen<Case.Service>.self)
            shell.render()
            #expect(terminal.row(containing: "Monitored") != nil, "\(terminal.screenString)")

            while edit.focus != .tags { shell.handle(.down) }
            shell.render()
            #expect(terminal.row(containing: "Tags") != nil, "the focused row shows: \(terminal.screenString)")
            shell.handle(.down)
            shell.render()
            #expect(edit.focus == .save)
            #expect(terminal.row(containing: "[ Save ]") != nil, "\(terminal.screenString)")
            while edit.focus != .monitored { shell.handle(.up) }
            shell.render()
            #expect(terminal.row(containing: "Monitored") != nil, "\(terminal.screenString)")
            await flow.settle()
            flow.finish()
        }
    }
}
