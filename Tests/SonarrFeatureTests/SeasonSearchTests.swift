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

/// A whole season's interactive search: season → `i` → releases (full-screen over the season)
/// → grab confirmation (an alert over that) → the queue has the season; and its links.
@MainActor
@Suite(.serialized) struct SeasonSearchTests {
    @Test func seasonReleasesToGrabConfirmation() async throws {
        try await withSonarrFlow(downloadDuration: .seconds(600)) { flow, simulator, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            flow.open("/sonarr/series/\(series.id)/season/2") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 2))
            }
            await flow.settle()
            let search = SonarrModal.seasonSearch(seriesID: series.id, seasonNumber: 2)
            flow.press("i") { $0.present(search, style: .fullScreen) }
            await flow.settle()
            let releases = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            let index = try #require(releases.releases.firstIndex { $0.isApproved })
            let release = releases.releases[index]
            #expect(release.title.contains("S02"), "a season pack: \(release.title)")
            #expect(!release.title.contains("S02E"), "a season pack: \(release.title)")
            let grab = SonarrModal.grabSeasonRelease(seriesID: series.id, seasonNumber: 2, guid: release.guid)
            #expect(flow.host.deepLinks.link(for: search) == "marquee://sonarr/series/\(series.id)/season/2/releases")

            // Cancel grabs nothing and goes back one level.
            flow.selectRow(index) { $0.present(grab, style: .alert) }
            await flow.settle()
            flow.answer("Cancel") { $0.dismiss() }

            // A server error keeps the alert and says why.
            try await expectGrabRefused(grab, row: index, message: "Indexer is rate limited", in: flow, simulator: simulator, service: .sonarr)
            #expect(!(try await repository.queue(pageSize: 500).records.contains { $0.title == release.title }))

            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            flow.answer("Grab")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(shell.display.lastToast?.message == "✓ Grabbed \(release.title), it is in the queue")
            shell.render()
            #expect(terminal.screenText.count { $0.contains("Grabbed") } == 1, "\(terminal.screenString)")
            let episodes = Set(try await repository.episodes(seriesID: series.id, seasonNumber: 2).map(\.id))
            let queued = try await repository.queue(pageSize: 500).records.filter { $0.title == release.title }
            #expect(Set(queued.compactMap(\.episodeID)) == episodes, "every episode of the season is downloading")

            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func seasonReleaseLinksOpenTheSearchAndTheConfirmation() async throws {
        try await withSonarrFlow { flow, _, repository in
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let season = SonarrRoute.season(seriesID: series.id, number: 1)
            let search = SonarrModal.seasonSearch(seriesID: series.id, seasonNumber: 1)
            flow.open("/sonarr/series/\(series.id)/season/1/releases") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), season)
                $0.present(search, style: .fullScreen)
            }
            await flow.settle()
            let releases = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            let release = try #require(releases.releases.first)
            flow.open("/sonarr/series/\(series.id)/season/1/releases/\(release.guid)/grab") {
                $0.dismissAll()
                $0.present(search, style: .fullScreen)
                $0.present(SonarrModal.grabSeasonRelease(seriesID: series.id, seasonNumber: 1, guid: release.guid), style: .alert)
            }
            await flow.settle()
            let confirmation = try flow.requireFocusedScreen(as: GrabReleaseScreen.self)
            #expect(confirmation.release?.title == release.title, "the alert names the release it grabs")
            flow.answer("Cancel") { $0.dismiss() }
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }
}
