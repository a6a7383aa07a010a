import Foundation
import Testing

/// `marquee open --format json`: a screen's data as the scripting commands print it, for
/// dashboards, on the instance its link names.
@Suite("marquee open --format json")
struct OpenJSONScriptTests {
    @Test func aLibraryAndAMovieGiveTheRecordsOfListAndGet() async throws {
        try await ScriptServers.with { servers in
            let library = try await servers.run("open", "/radarr/library", "--format", "json", "--wait", "20s")
            #expect(library.status == 0, "\(library.error)")
            let object = try library.object()
            let movies = try #require(object["data"] as? [[String: Any]])
            let listing = try await servers.radarr.mediaListing().elements
            #expect(movies.count == listing.count)
            #expect(object["link"] as? String == "/radarr/library")
            #expect(object["instance"] as? String == "main")
            #expect(object["complete"] as? Bool == true)
            #expect((object["text"] as? [String])?.contains { $0.contains("Radarr · main") } == true)

            let movie = try #require(listing.first)
            let detail = try await servers.run("open", "/radarr/main/movie/\(movie.id)", "--format", "json", "--wait", "20s")
            #expect(detail.status == 0, "\(detail.error)")
            let shown = try #require(try detail.object()["data"] as? [String: Any])
            #expect(shown["id"] as? Int == movie.id)
            #expect(shown["title"] as? String == movie.title)
            #expect(shown["tmdbId"] as? Int == movie.tmdbID)
        }
    }

    @Test func lidarrScreensGiveTheRecordsOfListAndGet() async throws {
        try await ScriptServers.with { servers in
            let artists = try await servers.lidarr.artists()
            let library = try await servers.run("open", "/lidarr/library", "--format", "json", "--wait", "20s")
            #expect(library.status == 0, "\(library.error)")
            #expect((try library.object()["data"] as? [[String: Any]])?.count == artists.count)
            let artist = try #require(artists.first { $0.albumCount > 0 })
            let detail = try await servers.run("open", "/lidarr/artist/\(artist.id)", "--format", "json", "--wait", "20s")
            #expect((try detail.object()["data"] as? [String: Any])?["artistName"] as? String == artist.title)
            let album = try #require(try await servers.lidarr.albums(artistID: artist.id).first { $0.trackCount > 0 })
            let tracks = try await servers.run("open", "/lidarr/album/\(album.id)", "--format", "json", "--wait", "20s")
            let shown = try #require(try tracks.object()["data"] as? [[String: Any]])
            #expect(shown.compactMap { $0["id"] as? Int } == (try await servers.lidarr.tracks(albumID: album.id)).map(\.id))
        }
    }

    @Test func sonarrScreensGiveTheRecordsOfListAndGet() async throws {
        try await ScriptServers.with { servers in
            func data(_ link: String) async throws -> Any? {
                let run = try await servers.run("open", link, "--format", "json", "--wait", "20s")
                #expect(run.status == 0, "\(link): \(run.error)")
                return try run.object()["data"]
            }
            func byID(_ records: [[String: Any]]) -> [Int: NSDictionary] {
                Dictionary(records.compactMap { record in (record["id"] as? Int).map { ($0, shown(record)) } }) { first, _ in first }
            }
            /// `record` without the names `list` and `get` look up in requests of their own (a
            /// screen shows what it loaded): the quality profile's, and a series title the
            /// server left out.
            func shown(_ record: [String: Any]) -> NSDictionary {
                var record = record
                record["qualityProfile"] = nil
                if record["seriesId"] != nil { record["seriesTitle"] = NSNull() }
                return record as NSDictionary
            }
            let listed = try await servers.run("sonarr", "list", "series", "-o", "json").objects()
            let library = try #require(try await data("/sonarr/library") as? [[String: Any]])
            #expect(library.count == listed.count)
            #expect(byID(library) == byID(listed), "each series as `sonarr list series` prints it")

            let series = try #require(try await servers.sonarr.series().first { $0.seasons.contains { $0.seasonNumber == 1 } })
            let got = shown(try await servers.run("sonarr", "get", "series", "\(series.id)", "-o", "json").object())
            #expect((try await data("/sonarr/series/\(series.id)") as? [String: Any]).map(shown) == got)

            let episodes = try await servers.run(
                "sonarr", "list", "episodes", "--series-id", "\(series.id)", "--season", "1", "-o", "json"
            ).objects()
            let season = try #require(try await data("/sonarr/series/\(series.id)/season/1") as? [[String: Any]])
            #expect(season.compactMap { $0["id"] as? Int } == episodes.compactMap { $0["id"] as? Int })
            #expect(byID(season) == byID(episodes), "each episode as `sonarr list episodes` prints it")

            let episode = try #require(episodes.first?["id"] as? Int)
            let gotEpisode = shown(try await servers.run("sonarr", "get", "episode", "\(episode)", "-o", "json").object())
            #expect((try await data("/sonarr/series/\(series.id)/season/1/episode/\(episode)") as? [String: Any]).map(shown) == gotEpisode)
        }
    }

    @Test func theQueueGivesItsSummaryAndEveryDownload() async throws {
        try await ScriptServers.with { servers in
            let queue = try await servers.run("open", "/radarr/queue", "--format", "json", "--wait", "20s")
            #expect(queue.status == 0, "\(queue.error)")
            let data = try #require(try queue.object()["data"] as? [String: Any])
            let rows = try #require(data["rows"] as? [[String: Any]])
            let downloads = try await servers.radarr.queue(pageSize: 200).records
            #expect(!downloads.isEmpty, "the simulator seeds a queue")
            #expect(rows.compactMap { $0["title"] as? String }.sorted() == downloads.map(\.title).sorted())
            #expect(Set(rows.compactMap { $0["recordId"] as? Int }) == Set(downloads.map(\.id)))
            #expect((data["summary"] as? String)?.isEmpty == false)
        }
    }

    @Test func aScreenWithoutDataGivesItsTextAndAnUnknownInstanceIsAUsageError() async throws {
        try await ScriptServers.with { servers in
            let about = try await servers.run("open", "/settings/about", "--format", "json")
            #expect(about.status == 0, "\(about.error)")
            let object = try about.object()
            #expect(object["data"] is NSNull)
            #expect(object["instance"] is NSNull)
            #expect((object["text"] as? [String])?.contains { $0.contains("Settings › About") } == true)

            let unknown = try await servers.run("open", "/radarr/8k/movie/1", "--format", "json")
            #expect(unknown.status == 2)
            #expect(unknown.error.contains("names no radarr instance '8k'; instances: main, down"))
        }
    }
}
