import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// A screen whose item the server no longer has (HTTP 404) says so by name and instance and
/// offers only back; a restored one is dropped from the stack, and the log says so.
@MainActor
@Suite(.serialized) struct GoneItemTests {
    /// An id no sample library holds.
    private static let goneID = 9_999

    @Test(arguments: KitCases.all)
    func aGoneItemSaysSoAndOffersOnlyBack(_ service: any KitCase.Type) async throws {
        try await goneItemOffersOnlyBack(service)
    }

    private func goneItemOffersOnlyBack<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 24))
            // The shell starts before the item opens: the user opened it in this session.
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open(Case.detailLink(id: Self.goneID)) { $0.setStack(Case.library, Case.Service.detail(id: Self.goneID)) }
            await flow.settle()
            shell.render()
            let notice = "is gone from \(repository.instanceLabel)"
            #expect(terminal.screenString.contains(notice), "\(terminal.screenString)")
            let footer = terminal.screenText[23]
            for verb in ["search", "edit", "delete", "monitor"] {
                #expect(!footer.lowercased().contains(verb), "\(footer)")
            }
            #expect(footer.lowercased().contains("esc back"), "\(footer)")

            // `s` starts nothing (no toast claims a search), `d` asks nothing.
            let commandsBefore = try await repository.commands().count
            shell.handle(.character("s"))
            shell.handle(.character("d"))
            await flow.settle()
            #expect(shell.display.recentToasts.isEmpty, "\(shell.display.recentToasts.map(\.message))")
            #expect(try await repository.commands().count == commandsBefore)
            flow.expectNoChange()

            shell.handle(.escape)
            flow.expect { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: KitCases.all)
    func aRestoredScreenWhoseItemIsGoneIsDropped(_ service: any KitCase.Type) async throws {
        try await restoredGoneScreenIsDropped(service)
    }

    private func restoredGoneScreenIsDropped<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let present = try #require(try await repository.mediaListing().elements.first?.id)
            // As restored at start: the library, a title still there, then one gone since.
            flow.open(Case.detailLink(id: Self.goneID)) { $0.setStack(Case.library, Case.Service.detail(id: Self.goneID)) }
            let terminal = InMemoryTerminal(size: Size(width: 120, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            var logged: [String] = []
            shell.logsWarning = { logged.append($0) }
            shell.render()
            await flow.settle()
            shell.render()
            flow.expect { $0.pop() }
            await flow.settle()  // the library, shown again, loads
            #expect(logged.count == 1)
            #expect(logged.first?.contains("is gone from \(repository.instanceLabel)") == true, "\(logged)")
            #expect(shell.display.toast?.message.contains("is gone") == true)

            // A title opened in this session is not dropped, even when it is gone.
            flow.open(Case.detailLink(id: present)) { $0.push(Case.Service.detail(id: present)) }
            await flow.settle()
            shell.render()
            flow.expectNoChange()
            #expect(logged.count == 1)
            await flow.settle()
            flow.finish()
        }
    }
}
