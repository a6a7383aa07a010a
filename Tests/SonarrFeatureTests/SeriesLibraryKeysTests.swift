import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import SonarrAPI
import SonarrFeature
import Testing

/// The series library's keys through the real shell at 80×24: `/` filters by text, `f` and
/// `u` filter by files and monitoring, `o` and `r` sort; the header shows it all.
@MainActor
@Suite(.serialized) struct SeriesLibraryKeysTests {
    @Test func filterAndSortKeysChangeWhatTheLibraryShows() async throws {
        try await withSonarrFlow(exhaustive: false) { flow, _, repository in
            flow.expect { $0.setStack(SonarrRoute.library) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            let library = try flow.requireFocusedScreen(as: SeriesLibraryScreen.self)
            let all = try await repository.series()
            try #require(library.shown.count == all.count, "the library loaded: \(library.shown.count) of \(all.count) series")
            let complete: (Series) -> Bool = { $0.episodeCount > 0 && $0.episodeFileCount >= $0.episodeCount }

            _ = shell.handle(.character("f"))
            #expect(library.shown.count == all.count(where: complete))
            _ = shell.handle(.character("f"))
            #expect(library.shown.count == all.count { !complete($0) })
            _ = shell.handle(.character("u"))
            _ = shell.handle(.character("u"))  // unmonitored
            #expect(library.shown.allSatisfy { !complete($0) && !$0.isMonitored })
            #expect(library.shown.count == all.count { !complete($0) && !$0.isMonitored })
            shell.render()
            #expect(
                terminal.screenText[0...3].contains { $0.contains("· missing, unmonitored") }
                    && terminal.screenText[0...5].contains { $0.contains("Title ▲") },
                "\(terminal.screenString)")
            _ = shell.handle(.character("f"))
            _ = shell.handle(.character("u"))
            #expect(library.shown.count == all.count)

            _ = shell.handle(.character("o"))  // year
            #expect(library.shown.map(\.year) == library.shown.map(\.year).sorted())
            _ = shell.handle(.character("r"))
            #expect(library.shown.map(\.year) == library.shown.map(\.year).sorted(by: >))
            _ = shell.handle(.character("o"))  // added
            _ = shell.handle(.character("o"))  // size
            #expect(library.shown.map(\.sizeOnDisk) == library.shown.map(\.sizeOnDisk).sorted(by: >))
            shell.render()
            for line in terminal.screenText { #expect(line.displayWidth <= 80) }

            for key in [Key.character("/")] + "breaking".map(Key.character) + [Key.enter] { _ = shell.handle(key) }
            #expect(library.shown.map(\.title) == ["Breaking Bad"])
            let opened = flow.host.coordinator.state.focusedEntry?.route.as(SonarrRoute.self)
            #expect(opened == library.shown.first.map { .series(id: $0.id) }, "Enter opens the highlighted filtered row")
            _ = shell.handle(.escape)
            #expect(library.shown.map(\.title) == ["Breaking Bad"], "back on the library, the filter is kept")
            _ = shell.handle(.escape)
            #expect(library.shown.count == all.count, "Esc clears it")
            await flow.settle()
        }
    }
}
