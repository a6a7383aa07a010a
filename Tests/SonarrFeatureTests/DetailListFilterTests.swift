import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import SonarrAPI
import SonarrFeature
import Testing

/// `/` on a season's episodes and a series' seasons narrows the rows as the user types, every
/// letter goes to the prompt, Enter opens the highlighted filtered row, the first Esc clears the
/// filter and only the second leaves (docs/keys.md, "Filter prompt").
@MainActor
@Suite(.serialized) struct DetailListFilterTests {
    private func type(_ text: String, into shell: Shell) {
        for character in text { shell.handle(.character(character)) }
    }

    @Test func theEpisodesNarrowAsYouTypeAndEscClearsBeforeLeaving() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episodes = try await repository.episodes(seriesID: series.id, seasonNumber: 1)
            let third = try #require(episodes.first { $0.episodeNumber == 3 })
            flow.open("/sonarr/series/\(series.id)/season/1") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
            }
            await flow.settle()
            let season = try flow.requireFocusedScreen(as: SeasonDetailScreen.self)
            let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            #expect(season.shownEpisodes.count == episodes.count && episodes.count > 3)
            #expect(
                terminal.row(containing: "✓ file  · missing  ● monitored  ○ unmonitored") != nil, "the legend of the marks: \(terminal.screenString)")

            shell.handle(.character("/"))
            type("zzz q", into: shell)  // `q` types, it does not quit
            shell.render()
            #expect(season.shownEpisodes.isEmpty)
            #expect(terminal.row(containing: "S01E01") == nil, "\(terminal.screenString)")
            // The prompt has the keys: the footer offers only what works in it.
            let footer = terminal.screenText.last ?? ""
            #expect(footer.contains("Esc clear") && !footer.contains("monitor") && !footer.contains("? help"), "\(footer)")
            flow.expectNoChange()

            shell.handle(.escape)  // clears the filter, stays
            shell.render()
            #expect(season.shownEpisodes.count == episodes.count)
            #expect(terminal.row(containing: "S01E01") != nil, "\(terminal.screenString)")
            flow.expectNoChange()

            shell.handle(.character("/"))
            type("s01e03", into: shell)
            shell.render()
            #expect(season.shownEpisodes.map(\.id) == [third.id])
            #expect(terminal.row(containing: "S01E02") == nil && terminal.row(containing: "S01E03") != nil, "\(terminal.screenString)")
            shell.handle(.enter)  // opens the highlighted filtered row
            flow.expect { $0.present(SonarrModal.episode(id: third.id)) }
            await flow.settle()
            flow.back { $0.dismiss() }
            await flow.settle()

            shell.handle(.escape)  // the filter kept after Enter: cleared first
            flow.expectNoChange()
            #expect(season.shownEpisodes.count == episodes.count)
            shell.handle(.escape)  // then back
            flow.expect { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func theSeasonsNarrowAsYouType() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.seasons.count > 2 })
            flow.open("/sonarr/series/\(series.id)") { $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id)) }
            await flow.settle()
            let detail = try flow.requireFocusedScreen(as: SeriesDetailScreen.self)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 100, height: 30)))
            shell.render()
            shell.handle(.character("/"))
            type("season 2", into: shell)
            #expect(detail.shownSeasons.map(\.seasonNumber) == [2])
            shell.handle(.enter)
            flow.expect { $0.push(SonarrRoute.season(seriesID: series.id, number: 2)) }
            await flow.settle()
            flow.back { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }
}
