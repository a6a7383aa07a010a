import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// Esc on the edit sheet: an unchanged sheet closes at once; a changed one asks in the sheet
/// before discarding (Enter discards, Esc keeps editing), and the server keeps what it had.
@MainActor
@Suite(.serialized) struct EditDiscardTests {
    @Test(arguments: KitCases.all)
    func escOnAChangedEditSheetAsksBeforeDiscarding(_ service: any KitCase.Type) async throws {
        try await escAsks(service)
    }

    private func escAsks<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let item = try #require(try await repository.mediaListing().elements.first)
            flow.open(Case.detailLink(id: item.id)) { $0.setStack(Case.library, Case.Service.detail(id: item.id)) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)

            // Unchanged: one Esc closes the sheet.
            flow.press("e") { $0.present(Case.editModal(id: item.id)) }
            await flow.settle()
            shell.handle(.escape)
            flow.expect { $0.dismiss() }

            // Changed: Esc asks, a second Esc keeps editing, then Esc and Enter discard.
            flow.press("e") { $0.present(Case.editModal(id: item.id)) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: EditMediaScreen<Case.Service>.self)
            edit.update { $0[keyPath: Case.editedToggle].toggle() }
            shell.handle(.escape)
            flow.expectNoChange()
            #expect(edit.isAskingToDiscard)
            shell.render()
            #expect(terminal.screenString.contains("Discard your changes?"), "\(terminal.screenString)")
            shell.handle(.escape)
            flow.expectNoChange()
            #expect(!edit.isAskingToDiscard)
            shell.handle(.escape)
            shell.handle(.enter)
            flow.expect { $0.dismiss() }
            await flow.settle()
            let kept = try await repository.media(id: item.id)
            #expect(kept[keyPath: Case.editedToggle] == item[keyPath: Case.editedToggle], "nothing was saved")
            flow.finish()
        }
    }
}
