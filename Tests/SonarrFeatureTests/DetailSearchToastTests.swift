import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrSimulator
import SonarrAPI
import SonarrFeature
import Testing

/// A search started from the series or the episode detail is announced in the shell toast,
/// not the status line.
@MainActor
@Suite(.serialized) struct DetailSearchToastTests {
    @Test func searchFromTheSeriesIsAnnouncedInAToast() async throws {
        try await withSonarrFlow { flow, simulator, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            flow.open("/sonarr/series/\(series.id)") { $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id)) }
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: SeriesDetailScreen.self)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            await simulator.faults.add(FaultRule(.serverError(message: "Indexers are unavailable"), service: .sonarr,
                                                 operation: "post/api/v3/command", remaining: 1))
            detail.search()
            await flow.settle()
            #expect(detail.status?.contains("Indexers are unavailable") == true)
            #expect(shell.display.lastToast == nil)                   // a failure is not announced as done

            detail.search()
            await flow.settle()
            #expect(shell.display.lastToast?.message == "✓ Search started for Breaking Bad")
            #expect(detail.status == nil)                         // the toast is the one message
            #expect(try await repository.commands().contains { $0.name == "SeriesSearch" })
            flow.finish()
        }
    }

    @Test func searchFromTheEpisodeIsAnnouncedInAToast() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episode = try #require(try await repository.episodes(seriesID: series.id, seasonNumber: 1).first)
            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episode.id)") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
                $0.present(SonarrModal.episode(id: episode.id))
            }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: EpisodeDetailScreen.self)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            sheet.search()
            await flow.settle()
            #expect(shell.display.lastToast?.message == "✓ Search started for \(sheet.title)")
            #expect(sheet.status == nil)
            #expect(try await repository.commands().contains { $0.name == "EpisodeSearch" })
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }
}
