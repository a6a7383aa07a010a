import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// The edit sheet of every service has the add sheet's root folder and tags: the root folder
/// is chosen in the picker (over the sheet) and moves the path under it, the tags are typed as
/// labels (every letter, `q` too, goes to the field), and Ctrl-S saves both.
@MainActor
@Suite(.serialized) struct EditFolderAndTagsTests {
    @Test(arguments: KitCases.all)
    func theRootFolderMovesThePathAndTypedTagsAreSaved(_ service: any KitCase.Type) async throws {
        try await folderAndTags(service)
    }

    private func folderAndTags<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let item = try #require(try await repository.mediaListing().elements.first { $0.path?.hasPrefix(Case.folder + "/") == true })
            let folders = try await repository.rootFolders()
            let other = try #require(folders.first { $0.path != Case.folder })
            let knownTags = try await repository.tags()
            flow.open(Case.detailLink(id: item.id)) { $0.setStack(Case.library, Case.Service.detail(id: item.id)) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.press("e") { $0.present(Case.editModal(id: item.id)) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: EditMediaScreen<Case.Service>.self)
            shell.render()
            #expect(terminal.screenString.contains("Root folder"), "\(terminal.screenString)")
            #expect(edit.rootFolder == Case.folder)

            // The root folder: Enter opens the add flow's picker over the sheet.
            while edit.focus != .rootFolder { shell.handle(.down) }
            #expect(edit.keyHints.contains(KeyHint("enter", "choose")))
            flow.perform("enter", { _ in shell.handle(.enter) }) { $0.present(Case.Service.Modal.pickEditedRootFolder(id: item.id)) }
            let picker = try flow.requireFocusedScreen(as: ValuePickerScreen<String>.self)
            #expect(picker.choices.map(\.value) == folders.map(\.path))
            #expect(picker.highlighted == folders.firstIndex { $0.path == Case.folder })
            flow.selectRow(try #require(folders.firstIndex { $0.path == other.path })) { $0.dismiss() }
            await flow.settle()
            let name = try #require(item.path?.split(separator: "/").last)
            let moved = "\(other.path)/\(name)"
            #expect(edit.edited?.path == moved)
            #expect(edit.rootFolder == other.path)
            #expect(edit.movesFiles, "a changed path moves the files unless the user says no")

            // The tags: typed, `q` included, into the field.
            while edit.focus != .tags { shell.handle(.down) }
            for character in ", quiet" { shell.handle(.character(character)) }
            #expect(flow.host.focusedScreen === edit, "q typed into the tags field does not quit")
            #expect(edit.hasUnsavedInput)
            flow.perform("ctrl-s", { _ in shell.handle(.control("s")) }) { _ in }
            await flow.settle()
            flow.expect { $0.dismiss() }

            let saved = try await repository.media(id: item.id)
            #expect(saved.path == moved)
            let tags = try await repository.tags()
            let labels = saved.tagIDs.compactMap { id in tags.first { $0.id == id }?.label }
            let before = item.tagIDs.compactMap { id in knownTags.first { $0.id == id }?.label }
            #expect(labels == before + ["quiet"])
            flow.finish()
        }
    }
}
