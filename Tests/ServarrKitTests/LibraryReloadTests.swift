import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// The library reloads once the commands started from it have ended, to show what they
/// changed, but only where it is seen: under a detail it waits until it shows again, and then
/// reloads once.
@MainActor
@Suite(.serialized) struct LibraryReloadTests {
    @Test(arguments: KitCases.all)
    func theLibraryReloadsAfterItsCommandsOnlyWhereItIsSeen(_ service: any KitCase.Type) async throws {
        try await reloads(service)
    }

    private func reloads<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            flow.open("/\(Case.name)/library") { $0.setStack(Case.library) }
            await flow.settle()
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 120, height: 30)))
            shell.render()
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<Case.Service>.self)
            let item = try #require(library.selectedItem)
            let toggle = Case.editedToggle
            @MainActor func shownValue() -> Bool? { library.items.first { $0.id == item.id }?[keyPath: toggle] }

            // Seen: the search's end reloads the library, which shows what changed meanwhile.
            var changed = item
            changed[keyPath: toggle].toggle()
            _ = try await repository.update(changed, moveFiles: false)
            #expect(shownValue() == item[keyPath: toggle])
            shell.handle(.character("s"))
            await flow.settle()
            #expect(shownValue() == changed[keyPath: toggle], "reloaded when the search ended")

            // Covered by the item's detail: no reload until the library shows again.
            var changedAgain = changed
            changedAgain[keyPath: toggle].toggle()
            _ = try await repository.update(changedAgain, moveFiles: false)
            shell.handle(.character("s"))
            shell.handle(.enter)
            #expect(flow.focusedScreen !== library, "a detail covers the library")
            await flow.settle()
            #expect(shownValue() == changed[keyPath: toggle], "not reloaded while covered")
            shell.handle(.escape)
            #expect(flow.focusedScreen === library)
            await flow.settle()
            #expect(shownValue() == changedAgain[keyPath: toggle], "reloaded when it showed again")
        }
    }
}
