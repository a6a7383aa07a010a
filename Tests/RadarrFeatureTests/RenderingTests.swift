import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import Testing

/// What a user sees at 80×24: the library and the add sheet, through the real shell.
@MainActor
@Suite(.serialized) struct RenderingTests {
    @Test func libraryAt80x24ShowsAlignedRowsAndHints() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            await flow.settle()
            shell.render()
            let text = terminal.screenText
            #expect(text.contains { $0.contains("movies ·") && $0.contains("missing") })
            // At 80 columns the footer keeps the highlighted movie's actions.
            #expect(["Enter open", "m monitor", "s search", "e edit", "d delete"].allSatisfy(text[23].contains), "\(text[23])")
            // The year column lines up whatever the title's script (CJK titles are 2 columns a character).
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            let years = library.shown.prefix(10).map { String($0.year) }
            let columns = text.compactMap { line -> Int? in
                guard let year = years.first(where: { line.contains("  " + $0 + "  ") }) else { return nil }
                return line.components(separatedBy: "  " + year + "  ")[0].displayWidth
            }
            #expect(columns.count >= 5)
            #expect(Set(columns).count == 1, "year columns: \(columns)\n\(terminal.screenString)")
            for line in text { #expect(line.displayWidth <= 80) }
        }
    }

    @Test func cjkTitlesAreNotCut() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            await flow.settle()
            let library = try flow.requireFocusedScreen(as: MovieLibraryScreen.self)
            library.setQuery(MovieLibraryQuery(text: "千と千尋"))
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            #expect(terminal.row(containing: "千と千尋の神隠し 特別版") != nil, "\(terminal.screenString)")
        }
    }

    @Test func addSheetShowsInLibraryBadges() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            flow.open("/radarr/add?term=dune")
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let dune = try #require(terminal.row(containing: "Dune (2021)"), "\(terminal.screenString)")
            #expect(terminal.screenText[dune].contains("in library"))
            #expect(terminal.row(containing: "Search:") != nil)
        }
    }

    @Test func movieHistoryShowsShortEventWords() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, repository in
            let movie = try #require(try await repository.movies().first { $0.hasFile })
            flow.open("/radarr/movie/\(movie.id)")
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: MovieDetailScreen.self)
            detail.show(.history)
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let text = terminal.screenString
            #expect(terminal.row(containing: "imported") != nil, "\(text)")
            #expect(!text.contains("downloadFolderImported"), "\(text)")
        }
    }
}
