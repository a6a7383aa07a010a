import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import Testing

/// The add-movie flow driven with keys through the real shell at 80×24, as a user types it.
@MainActor
@Suite(.serialized) struct KeyboardFlowTests {
    @Test func typeSearchChooseAndAddWithKeys() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, repository in
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.press("a")
            shell.render()
            for character in "ponyo" { _ = shell.handle(.character(character)) }
            _ = shell.handle(.enter)
            await flow.settle()
            shell.render()
            #expect(terminal.row(containing: "Ponyo (2008)") != nil, "\(terminal.screenString)")
            _ = shell.handle(.enter)  // choose the first result: the options are pushed inside the sheet
            await flow.settle()
            #expect(flow.state.topModal?.path.last?.route == AnyRoute(RadarrModal.addOptions(800005)))
            shell.render()
            #expect(terminal.row(containing: "Quality profile") != nil, "\(terminal.screenString)")

            _ = shell.handle(.control("s"))  // Ctrl-S adds without a second question
            await flow.settle()
            let added = try #require(try await repository.movies().first { $0.tmdbID == 800005 })
            #expect(flow.state.modals.isEmpty)
            #expect(flow.state.focusedEntry?.route == AnyRoute(RadarrRoute.movie(id: added.id)))
            await flow.settle()
            shell.render()
            #expect(terminal.row(containing: "Ponyo") != nil)
        }
    }
}
