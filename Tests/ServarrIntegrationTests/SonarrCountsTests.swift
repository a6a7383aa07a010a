import Foundation
import ServarrCore
import SonarrAPI
import Testing

/// Season and series episode counts as Sonarr's own UI shows them: episodes with a file of the
/// episodes that aired and are monitored (`episodeCount`), never every episode the season has
/// (`totalEpisodeCount`); the seasons, specials included, add up to the series.
@Suite("Sonarr episode counts")
struct SonarrCountsTests {
    /// A Sonarr v4 `/api/v3/series/{id}` body in the real shape: unmonitored specials with 14
    /// episodes, three monitored seasons of 8, and one aired special with a file.
    private static let series = """
        {"title":"Example Show","alternateTitles":[],"sortTitle":"example show","status":"ended","ended":true,
         "overview":"A show.","network":"HBO","airTime":"21:00",
         "images":[{"coverType":"poster","url":"/MediaCover/7/poster.jpg?lastWrite=638123456789012345",
                    "remoteUrl":"https://artworks.thetvdb.com/banners/posters/7-1.jpg"}],
         "originalLanguage":{"id":1,"name":"English"},
         "seasons":[
          {"seasonNumber":0,"monitored":false,"statistics":{"episodeFileCount":1,"episodeCount":1,"totalEpisodeCount":14,"sizeOnDisk":734003200,"releaseGroups":["GRP"],"percentOfEpisodes":100.0}},
          {"seasonNumber":1,"monitored":true,"statistics":{"previousAiring":"2019-05-06T01:00:00Z","episodeFileCount":8,"episodeCount":8,"totalEpisodeCount":8,"sizeOnDisk":16106127360,"releaseGroups":["GRP"],"percentOfEpisodes":100.0}},
          {"seasonNumber":2,"monitored":true,"statistics":{"episodeFileCount":6,"episodeCount":8,"totalEpisodeCount":8,"sizeOnDisk":12079595520,"releaseGroups":["GRP"],"percentOfEpisodes":75.0}},
          {"seasonNumber":3,"monitored":true,"statistics":{"episodeFileCount":0,"episodeCount":0,"totalEpisodeCount":8,"sizeOnDisk":0,"releaseGroups":[],"percentOfEpisodes":0.0}}],
         "year":2011,"path":"/tv/Example Show","qualityProfileId":1,"seasonFolder":true,"monitored":true,
         "monitorNewItems":"all","useSceneNumbering":false,"runtime":60,"tvdbId":121361,"tvRageId":24493,
         "tvMazeId":82,"tmdbId":1399,"firstAired":"2011-04-17T00:00:00Z","lastAired":"2019-05-19T00:00:00Z",
         "seriesType":"standard","cleanTitle":"exampleshow","imdbId":"tt0944947","titleSlug":"example-show",
         "rootFolderPath":"/tv/","certification":"TV-MA","genres":["Drama"],"tags":[],
         "added":"2024-11-21T10:15:26.6040396Z","ratings":{"votes":31714,"value":9.4},
         "statistics":{"seasonCount":3,"episodeFileCount":15,"episodeCount":17,"totalEpisodeCount":38,
                       "sizeOnDisk":28919726080,"releaseGroups":["GRP"],"percentOfEpisodes":88.23},
         "languageProfileId":1,"id":7}
        """

    @Test("Seasons count as Sonarr shows them and add up to the series header")
    func counts() async throws {
        let server = try await CorpusServer.start([
            "/api/v3/series/7": CannedResponse(body: Self.series), "/api/v3/series": CannedResponse(body: "[\(Self.series)]"),
        ])
        let sonarr = SonarrRepository(configuration: server.configuration())
        for series in [try await sonarr.series(id: 7), try #require(try await sonarr.series().first)] {
            #expect(series.seasons.map(\.episodeCount) == [1, 8, 8, 0])
            #expect(series.seasons.map(\.episodeFileCount) == [1, 8, 6, 0])
            #expect(series.episodeCount == 17 && series.episodeFileCount == 15)
            #expect(series.seasons.reduce(0) { $0 + $1.episodeCount } == series.episodeCount)
            #expect(series.seasons.reduce(0) { $0 + $1.episodeFileCount } == series.episodeFileCount)
        }
    }
}
