import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import Testing

/// The library's keys through the real shell at 80×24: `/` filters by text, `f` and `u`
/// filter by files and monitoring, `o` and `r` sort; the stats header shows it all.
@MainActor
@Suite(.serialized) struct LibraryKeysTests {
    @Test func filterAndSortKeysChangeWhatTheLibraryShows() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, repository in
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            let all = try await repository.movies()
            try #require(library.shown.count == all.count, "the library loaded: \(library.shown.count) of \(all.count) movies")
            shell.render()
            #expect(
                terminal.screenText[0...3].contains { $0.contains("\(all.count) movies · \(all.count { !$0.hasFile }) missing") },
                "\(terminal.screenString)")

            _ = shell.handle(.character("f"))  // downloaded
            #expect(library.query.files == .downloaded)
            #expect(library.shown.count == all.count { $0.hasFile })
            _ = shell.handle(.character("f"))  // missing
            #expect(library.shown.count == all.count { !$0.hasFile })
            _ = shell.handle(.character("u"))  // monitored
            #expect(library.shown.count == all.count { !$0.hasFile && $0.isMonitored })
            shell.render()
            #expect(terminal.screenText[0...3].contains { $0.contains("· missing, monitored") }, "\(terminal.screenString)")
            _ = shell.handle(.character("f"))
            _ = shell.handle(.character("u"))
            _ = shell.handle(.character("u"))
            #expect(library.shown.count == all.count)

            for (sort, key) in [(MovieLibraryQuery.Sort.year, \Movie.year)] {
                _ = shell.handle(.character("o"))
                #expect(library.query.sort == sort)
                #expect(library.shown.map { $0[keyPath: key] } == library.shown.map { $0[keyPath: key] }.sorted())
                _ = shell.handle(.character("r"))
                #expect(library.shown.map { $0[keyPath: key] } == library.shown.map { $0[keyPath: key] }.sorted(by: >))
                shell.render()
                #expect(terminal.screenText[0...5].contains { $0.contains("Year ▼") }, "the header marks the sorted column: \(terminal.screenString)")
            }
            _ = shell.handle(.character("o"))  // added
            _ = shell.handle(.character("o"))  // size
            #expect(library.query.sort == .size)
            #expect(library.shown.map(\.sizeOnDisk) == library.shown.map(\.sizeOnDisk).sorted(by: >))

            for key in [Key.character("/")] + "dune".map(Key.character) + [Key.enter] { _ = shell.handle(key) }
            #expect(Set(library.shown.map(\.title)) == ["Dune", "Dune: Part Two"])
            let opened = flow.host.coordinator.state.focusedEntry?.route.as(RadarrRoute.self)
            #expect(opened == library.shown.first.map { .movie(id: $0.id) }, "Enter opens the highlighted filtered row")
            _ = shell.handle(.escape)
            #expect(library.shown.count == 2, "back on the library, the filter is kept")
            _ = shell.handle(.escape)
            #expect(library.shown.count == all.count, "Esc clears it")
            await flow.settle()
        }
    }
}
