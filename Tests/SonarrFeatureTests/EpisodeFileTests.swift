import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrScreens
import SonarrAPI
import SonarrFeature
import Testing

/// The episode sheet names the episode's file (path, quality, size) when it has one.
@MainActor
@Suite(.serialized) struct EpisodeFileTests {
    @Test func theEpisodeSheetShowsItsFile() async throws {
        try await withSonarrFlow { flow, _, repository in
            var found: (series: Series, episode: Episode)?
            for series in try await repository.series() where found == nil {
                if let episode = try await repository.episodes(seriesID: series.id, seasonNumber: 1).first(where: \.hasFile) {
                    found = (series, episode)
                }
            }
            let (series, episode) = try #require(found)
            let file = try #require(try await repository.episodeFiles(seriesID: series.id).first { $0.id == episode.episodeFileID })
            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episode.id)") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
                $0.present(SonarrModal.episode(id: episode.id))
            }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: EpisodeDetailScreen.self)
            let line = try #require(sheet.fileLine)
            #expect(line.contains(file.relativePath))
            #expect(line.contains(file.quality))
            flow.finish()
        }
    }
}
