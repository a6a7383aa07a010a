import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import SonarrAPI
import SonarrFeature
import Testing

/// A search started from the episode detail is announced in the shell toast, not the status
/// line, and so is its end (the series detail's: ServarrKitTests' `DetailSearchToastTests`).
@MainActor
@Suite(.serialized) struct DetailSearchToastTests {
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
            let toasts = shell.display.recentToasts.map(\.message)
            #expect(toasts.first == "✓ Search started for \(sheet.title)")
            #expect(toasts.last?.hasPrefix("✓ Search for \(sheet.title) completed in ") == true, "\(toasts)")
            #expect(try await repository.commands().contains { $0.name == "EpisodeSearch" })
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }
}
