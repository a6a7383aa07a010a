import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import ServarrTesting
import SonarrAPI
import SonarrFeature
import Testing

/// Season detail → episode sheet → interactive search (full-screen over the sheet) → grab
/// confirmation (an alert over that) → the queue has it; season search; their links.
@MainActor
@Suite(.serialized) struct EpisodeSearchTests {
    @Test func episodeSheetToInteractiveSearchToGrabConfirmation() async throws {
        try await withSonarrFlow(downloadDuration: .seconds(600)) { flow, simulator, repository in
            let queued = Set(try await repository.queue(pageSize: 200).records.compactMap(\.episodeID))
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episode = try #require(
                try await repository.episodes(seriesID: series.id, seasonNumber: 1)
                    .sorted { $0.episodeNumber < $1.episodeNumber }.first { !queued.contains($0.id) })
            flow.open("/sonarr/series/\(series.id)/season/1") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
            }
            await flow.settle()
            let season = try flow.requireFocusedScreen(as: SeasonDetailScreen.self)
            let row = try #require(season.episodes.firstIndex { $0.id == episode.id })
            flow.selectRow(row) { $0.present(SonarrModal.episode(id: episode.id)) }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: EpisodeDetailScreen.self)
            flow.perform("i", { _ in try sheet.openInteractiveSearch() }) {
                $0.present(SonarrModal.interactiveSearch(episodeID: episode.id), style: .fullScreen)
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            #expect(search.releases.contains { !$0.isApproved && !$0.rejections.isEmpty })
            let index = try #require(search.releases.firstIndex { $0.isApproved })
            let release = search.releases[index]
            let grab = SonarrModal.grabRelease(episodeID: episode.id, guid: release.guid)

            // Cancel at the deepest level goes back one level, grabbing nothing.
            flow.selectRow(index) { $0.present(grab, style: .alert) }
            await flow.settle()
            flow.answer("Cancel") { $0.dismiss() }
            #expect(!(try await repository.queue(pageSize: 200).records.contains { $0.episodeID == episode.id }))

            // A server error keeps the alert.
            try await expectGrabRefused(grab, row: index, message: "Download client is unavailable", in: flow, simulator: simulator, service: .sonarr)

            // The grab posts a toast over the tab bar.
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            flow.answer("Grab")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(shell.display.lastToast?.message == "✓ Grabbed \(release.title), it is in the queue")
            shell.render()
            #expect(terminal.screenText[0].contains("✓ Grabbed \(release.title)"), "\(terminal.screenString)")
            #expect(terminal.screenText.count { $0.contains("Grabbed") } == 1, "\(terminal.screenString)")
            #expect(try await repository.queue(pageSize: 200).records.contains { $0.episodeID == episode.id && $0.title == release.title })

            // Back out: the search, then the sheet, leave the season as it was.
            flow.back { $0.dismiss() }
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func seasonMonitoringFromTheSeasonAndItsServerError() async throws {
        try await withSonarrFlow { flow, simulator, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let firstSeason = try #require(series.seasons.first { $0.seasonNumber == 1 })
            let wasMonitored = firstSeason.isMonitored
            flow.open("/sonarr/series/\(series.id)/season/1") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
            }
            await flow.settle()
            let season = try flow.requireFocusedScreen(as: SeasonDetailScreen.self)
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            flow.press("m") { _ in }
            await flow.settle()
            let monitored = { try await repository.series(id: series.id).seasons.first { $0.seasonNumber == 1 }?.isMonitored }
            #expect(try await monitored() == !wasMonitored)
            #expect(season.isMonitored == !wasMonitored)
            #expect(shell.display.lastToast?.message == "✓ \(wasMonitored ? "No longer monitoring" : "Monitoring") Season 1 of Breaking Bad")

            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Database is locked"), service: .sonarr,
                    operation: "post/api/v3/seasonpass", remaining: 1))
            flow.press("m") { _ in }
            await flow.settle()
            let action = wasMonitored ? "Monitoring" : "Unmonitoring"
            #expect(shell.display.lastToast?.message == "✗ \(action) Season 1 of Breaking Bad on \(repository.instanceLabel): Database is locked")
            shell.render()
            // The page keeps its episodes; the server's words are in the toast only.
            #expect(terminal.row(containing: "S01E01") != nil, "\(terminal.screenString)")
            #expect(season.failure == nil)
            #expect(try await monitored() == !wasMonitored)
            flow.finish()
        }
    }

    @Test func episodeSheetShowsALoadFailure() async throws {
        try await withSonarrFlow { flow, simulator, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episode = try #require(try await repository.episodes(seriesID: series.id, seasonNumber: 1).first)
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Episode store is offline"), service: .sonarr,
                    operation: "get/api/v3/episode/{id}", remaining: 1))
            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episode.id)") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
                $0.present(SonarrModal.episode(id: episode.id))
            }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: EpisodeDetailScreen.self)
            #expect(sheet.episode == nil)
            #expect(sheet.failure?.contains("Episode store is offline") == true)
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func seasonSearchStartsACommandAndReportsErrors() async throws {
        try await withSonarrFlow { flow, simulator, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            flow.open("/sonarr/series/\(series.id)/season/2") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 2))
            }
            await flow.settle()
            _ = try flow.requireFocusedScreen(as: SeasonDetailScreen.self)
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Indexers are unavailable"), service: .sonarr,
                    operation: "post/api/v3/command", remaining: 1))
            flow.press("s") { _ in }
            await flow.settle()
            #expect(
                shell.display.lastToast?.message
                    == "✗ Search for Breaking Bad season 2 on \(repository.instanceLabel): Indexers are unavailable")
            shell.render()
            #expect(shell.display.recentToasts.count == 1)
            flow.press("s") { _ in }
            await flow.settle()
            #expect(shell.display.recentToasts.map(\.message).dropFirst().first == "✓ Search started for Breaking Bad season 2")
            #expect(shell.display.lastToast?.message.hasPrefix("✓ Search for Breaking Bad season 2 completed in ") == true)
            #expect(try await repository.commands().contains { $0.name == "SeasonSearch" })
            flow.finish()
        }
    }

    @Test func interactiveSearchAndGrabHaveLinks() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episode = try #require(try await repository.episodes(seriesID: series.id, seasonNumber: 1).first)
            let base = "/sonarr/series/\(series.id)/season/1/episode/\(episode.id)"
            flow.open(base + "/releases") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
                $0.present(SonarrModal.episode(id: episode.id))
                $0.present(SonarrModal.interactiveSearch(episodeID: episode.id), style: .fullScreen)
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: ReleasesScreen.self)?.isLoaded == true)
            let guid = try #require(try await repository.releases(episodeID: episode.id).first?.guid)
            flow.open(base + "/releases/\(guid)/grab") { $0.present(SonarrModal.grabRelease(episodeID: episode.id, guid: guid), style: .alert) }
            await flow.settle()
            #expect(flow.focusedScreen(as: GrabReleaseScreen.self)?.release?.guid == guid)
            flow.finish()
        }
    }
}
