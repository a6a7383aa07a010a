import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// The edit sheet of every service: validation, then save.
@MainActor
@Suite(.serialized) struct EditTests {
    @Test(arguments: KitCases.all)
    func editValidatesAndSaves(_ service: any KitCase.Type) async throws {
        try await validateAndSave(service)
    }

    private func validateAndSave<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let item = try #require(try await repository.mediaListing().elements.first)
            flow.open(Case.detailLink(id: item.id)) { $0.setStack(Case.library, Case.Service.detail(id: item.id)) }
            await flow.settle()
            flow.press("e") { $0.present(Case.editModal(id: item.id)) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: EditMediaScreen<Case.Service>.self)
            edit.update { $0.path = "relative/path" }
            edit.save()
            #expect(edit.failure == "The path must be absolute (start with /)")
            flow.expectNoChange()
            let path = "\(Case.folder)/Renamed (\(item.year))"
            edit.update {
                $0.path = path
                $0[keyPath: Case.editedToggle].toggle()
            }
            #expect(edit.hasUnsavedInput)
            edit.save()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let saved = try await repository.media(id: item.id)
            #expect(saved.path == path)
            #expect(saved[keyPath: Case.editedToggle] == !item[keyPath: Case.editedToggle])
            #expect(flow.host.deepLinks.link(for: Case.editModal(id: item.id)) == "marquee:/\(Case.detailLink(id: item.id))/edit")
            await flow.settle()
            flow.finish()
        }
    }
}
