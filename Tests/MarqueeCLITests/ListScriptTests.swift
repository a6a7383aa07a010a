import Foundation
import LidarrAPI
import ServarrCore
import SonarrAPI
import Testing

/// What `list` and `get` print, as a script author reads it: every row names what it belongs to.
@Suite("marquee list (what the rows say)")
struct ListScriptTests {
    @Test func episodesNameTheirSeriesInTablesAndJSON() async throws {
        try await ScriptServers.with { servers in
            let series = try #require(try await servers.sonarr.series().first { $0.seasons.contains { $0.seasonNumber == 1 } })
            let episodes = try await servers.run("sonarr", "list", "episodes", "--series-id", "\(series.id)", "--season", "1", "-o", "json")
                .objects()
            #expect(!episodes.isEmpty)
            #expect(episodes.allSatisfy { $0["seriesTitle"] as? String == series.title })
            let table = try await servers.run("sonarr", "list", "episodes", "--series-id", "\(series.id)", "--season", "1")
            let rows = table.output.split(separator: "\n").dropFirst()
            #expect(rows.count == episodes.count)
            #expect(rows.allSatisfy { $0.contains(series.title.prefix(12)) }, "\(table.output)")
            let episode = try #require(episodes.first?["id"] as? Int)
            let shown = try await servers.run("sonarr", "get", "episode", "\(episode)", "-o", "json").object()
            #expect(shown["seriesTitle"] as? String == series.title)
        }
    }

    @Test func albumsNameTheirArtistInTablesAndJSON() async throws {
        try await ScriptServers.with { servers in
            let artist = try #require(try await servers.lidarr.artists().first { $0.albumCount > 0 })
            let albums = try await servers.run("lidarr", "list", "albums", "--artist-id", "\(artist.id)", "-o", "json").objects()
            #expect(!albums.isEmpty)
            #expect(albums.allSatisfy { $0["artistName"] as? String == artist.title })
            let table = try await servers.run("lidarr", "list", "albums", "--artist-id", "\(artist.id)")
            let rows = table.output.split(separator: "\n").dropFirst()
            #expect(rows.count == albums.count)
            #expect(rows.allSatisfy { $0.contains(artist.title.prefix(12)) }, "\(table.output)")
            let album = try #require(albums.first?["id"] as? Int)
            let shown = try await servers.run("lidarr", "get", "album", "\(album)", "-o", "json").object()
            #expect(shown["artistName"] as? String == artist.title)
        }
    }
}
