import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrSimulator
import SonarrFeature
import Testing

/// What a user sees at 80×24 on the Sonarr screens.
@MainActor
@Suite(.serialized) struct SonarrRenderingTests {
    @Test func libraryAndSeriesAt80x24() async throws {
        try await withSonarrFlow { flow, _, repository in
            flow.expect { $0.setStack(SonarrRoute.library) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            try flow.requireFocusedScreen(as: SeriesLibraryScreen.self).filter(by: "進撃")
            shell.render()
            #expect(terminal.row(containing: "進撃の巨人 (Original)") != nil, "\(terminal.screenString)")
            #expect(terminal.row(containing: "series ·") != nil)
            for line in terminal.screenText { #expect(line.displayWidth <= 80) }

            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            flow.open("/sonarr/series/\(series.id)") { $0.push(SonarrRoute.series(id: series.id)) }
            await flow.settle()
            shell.render()
            let season = try #require(terminal.row(containing: "Season 1"), "\(terminal.screenString)")
            #expect(terminal.screenText[season].contains("episodes"))
            #expect(terminal.screenText[23].contains("Enter season"))
            await flow.settle()
            flow.finish()
        }
    }

    @Test func episodeSheetHeadingNamesTheSeries() async throws {
        try await withSonarrFlow(exhaustive: false) { flow, simulator, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episodes = try await repository.episodes(seriesID: series.id, seasonNumber: 1).sorted { $0.episodeNumber < $1.episodeNumber }
            try #require(episodes.count >= 2)
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)

            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episodes[1].id)")
            await flow.settle()
            shell.render()
            let heading = "Breaking Bad · S01E02 · \(episodes[1].title)"
            #expect(try flow.requireFocusedScreen(as: EpisodeDetailScreen.self).heading == heading)
            #expect(terminal.row(containing: heading) != nil, "\(terminal.screenString)")

            // Without the series (its look-up fails), the heading still names the episode.
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Series store is offline"), service: .sonarr,
                    operation: "get/api/v3/series/{id}", remaining: 5))
            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episodes[0].id)")
            await flow.settle()
            shell.render()
            #expect(try flow.requireFocusedScreen(as: EpisodeDetailScreen.self).heading == "S01E01 · \(episodes[0].title)")
            #expect(terminal.row(containing: "S01E01 · \(episodes[0].title)") != nil, "\(terminal.screenString)")
        }
    }
}
