import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrSimulator
import SonarrAPI
import SonarrFeature
import Testing

/// Library → series → season → episode sheet, add series, delete, links: against the simulator.
@MainActor
@Suite(.serialized) struct SonarrFlowTests {
    @Test func libraryToSeriesToSeasonToEpisode() async throws {
        try await withSonarrFlow { flow, _, repository in
            flow.expect { $0.setStack(SonarrRoute.library) }
            await flow.settle()
            let library = try flow.requireFocusedScreen(as: SeriesLibraryScreen.self)
            #expect(library.series.count == (try await repository.series()).count)
            library.filter(by: "breaking")
            let series = try #require(library.shown.first)
            #expect(series.title == "Breaking Bad")
            flow.selectRow(0) { $0.push(SonarrRoute.series(id: series.id)) }
            await flow.settle()

            let detail = try flow.requireFocusedScreen(as: SeriesDetailScreen.self)
            let season = try #require(detail.seasons.first { $0.seasonNumber == 1 })
            #expect(season.episodeCount > 0)
            let row = try #require(detail.seasons.firstIndex { $0.seasonNumber == 1 })
            flow.selectRow(row) { $0.push(SonarrRoute.season(seriesID: series.id, number: 1)) }
            await flow.settle()

            let seasonScreen = try flow.requireFocusedScreen(as: SeasonDetailScreen.self)
            let episode = try #require(seasonScreen.episodes.first)
            #expect(episode.episodeNumber == 1)
            flow.selectRow(0) { $0.present(SonarrModal.episode(id: episode.id)) }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: EpisodeDetailScreen.self)
            #expect(sheet.title.hasPrefix("S01E01"))
            sheet.toggleMonitored()
            await flow.settle()
            #expect(try await repository.episode(id: episode.id).isMonitored == !episode.isMonitored)
            flow.back { $0.dismiss() }
            flow.back { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }

    /// `m` on a series toggles the series (docs/keys.md, "Media item": the screen's item); its
    /// seasons keep theirs (a season's is `m` on the season).
    @Test func monitorOnTheSeriesTogglesTheSeries() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.seasons.count > 1 })
            flow.open("/sonarr/series/\(series.id)") { $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id)) }
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: SeriesDetailScreen.self)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 120, height: 24)))
            shell.render()
            flow.press("m") { _ in }
            await flow.settle()
            let reloaded = try await repository.series(id: series.id)
            #expect(reloaded.isMonitored == !series.isMonitored)
            #expect(reloaded.seasons.map(\.isMonitored) == series.seasons.map(\.isMonitored))
            #expect(detail.series?.isMonitored == !series.isMonitored)
            #expect(shell.display.lastToast?.message == "✓ \(series.isMonitored ? "No longer monitoring" : "Monitoring") \(series.title)")
            flow.finish()
        }
    }

    @Test func deleteSeries() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first)
            flow.open("/sonarr/series/\(series.id)/season/1") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
            }
            await flow.settle()
            flow.press("d") { $0.present(SonarrModal.delete(id: series.id), style: .alert) }
            await flow.settle()
            let alert = try flow.requireFocusedScreen(as: DeleteSeriesScreen.self)
            #expect(alert.message == "Delete \(series.title) from the library?")
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            flow.answer("Delete")
            await flow.settle()
            flow.expect {
                $0.dismiss()
                $0.setStack(SonarrRoute.library)
            }
            #expect(shell.display.lastToast?.message == "✓ Deleted \(series.title)")
            #expect(try await repository.series().contains { $0.id == series.id } == false)
            await flow.settle()
            flow.finish()
        }
    }

    @Test func everyScreenHasALink() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first)
            let episode = try #require(try await repository.episodes(seriesID: series.id, seasonNumber: 1).first)
            flow.open("/sonarr/library") { $0.setStack(SonarrRoute.library) }
            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episode.id)") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
                $0.present(SonarrModal.episode(id: episode.id))
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: EpisodeDetailScreen.self)?.episode?.id == episode.id)
            flow.open("/sonarr/series/\(series.id)/delete") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id))
                $0.dismiss()
                $0.present(SonarrModal.delete(id: series.id), style: .alert)
            }
            flow.open("/sonarr/add/700003") {
                $0.setStack(SonarrRoute.library)
                $0.dismiss()
                $0.present(SonarrModal.addLookup(term: "tvdb:700003"))
                $0.push(SonarrModal.addOptions(700003))
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: AddSeriesOptionsScreen.self)?.item?.title == "Kingdom")
            let links = flow.host.deepLinks
            #expect(links.link(for: SonarrRoute.season(seriesID: 3, number: 2)) == "marquee://sonarr/series/3/season/2")
            #expect(links.link(for: SonarrModal.addLookup(term: "borgen")) == "marquee://sonarr/add?term=borgen")
            flow.perform("showSeries", { host in try #require(host.router(SonarrRouting.self)).showSeries(id: series.id) }) {
                $0.dismissAll()
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id))
            }
            await flow.settle()
            flow.finish()
        }
    }
}
