import Foundation
import ServarrSimulator
import Testing

/// Requests read as the servers' ASP.NET Core binding reads them: what client libraries written
/// against the real servers send, and the simulator used to refuse.
@Suite("Simulator binds requests as the servers do")
struct RequestBindingTests {
    @Test("Booleans in query strings are read case-insensitively")
    func booleans() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let all = try #require(try await radarr.send("/api/v3/calendar?start=2000-01-01&end=2100-01-01&unmonitored=True").array)
            let monitored = try #require(try await radarr.send("/api/v3/calendar?start=2000-01-01&end=2100-01-01&unmonitored=FALSE").array)
            #expect(all.count > monitored.count)
            let sonarr = RawClient(simulator, .sonarr)
            let page = try #require(try await sonarr.send("/api/v3/wanted/missing?includeSeries=True").object)
            #expect((page["records"] as? [[String: Any]])?.first?["series"] != nil)
            #expect(try await sonarr.send("DELETE", "/api/v3/series/2?deleteFiles=False").status == 200)
            #expect(try await radarr.send("DELETE", "/api/v3/movie/2?addImportExclusion=True").status == 200)
            let lidarr = RawClient(simulator, .lidarr)
            #expect(try await lidarr.send("/api/v1/album?artistId=1&includeAllArtistAlbums=False").status == 200)
        }
    }

    @Test("A + in a query string is a space")
    func plusIsSpace() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let spaced = try await radarr.send("/api/v3/calendar?start=2000-01-01+00:42:43.19&end=2100-01-01+00:00:00")
            #expect(spaced.status == 200)
            #expect(spaced.array?.isEmpty == false)
            let lookup = try #require(try await radarr.send("/api/v3/movie/lookup?term=spirited+away").array)
            #expect(lookup.first?["title"] as? String == "Spirited Away")
        }
    }

    @Test("Numbers sent as JSON strings and property names in any case are read")
    func lenientBodies() async throws {
        try await withSimulator(.init()) { simulator in
            let sonarr = RawClient(simulator, .sonarr)
            let candidate = try #require(try await sonarr.send("/api/v3/series/lookup?term=tvdb:700005").array?.first)
            let added = try await sonarr.send(
                "POST", "/api/v3/series",
                body: [
                    "tvdbId": "\(candidate["tvdbId"] as? Int ?? 0)", "Title": candidate["title"] ?? "", "QualityProfileId": "1",
                    "rootFolderPath": "/tv", "tags": ["1"],
                ])
            #expect(added.status == 200 || added.status == 201)
            #expect(added.object?["qualityProfileId"] as? Int == 1)
            #expect(added.object?["tags"] as? [Int] == [1])
            #expect(added.object?["tvdbId"] as? Int == candidate["tvdbId"] as? Int)
        }
    }

    @Test("An add takes path or rootFolderPath; with neither, both are named as the servers name them")
    func addPaths() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let movie = try #require(try await radarr.send("/api/v3/movie/lookup?term=tmdb:800005").array?.first)
            var body = movie
            body["qualityProfileId"] = 1
            body["rootFolderPath"] = ""
            body["path"] = "/movies/Chosen Folder"
            let added = try await radarr.send("POST", "/api/v3/movie", body: body)
            #expect(added.status == 200 || added.status == 201)
            #expect(added.object?["path"] as? String == "/movies/Chosen Folder")
            #expect(added.object?["rootFolderPath"] as? String == "/movies")
            let sonarr = RawClient(simulator, .sonarr)
            let series = try #require(try await sonarr.send("/api/v3/series/lookup?term=tvdb:700005").array?.first)
            var neither = series
            neither["qualityProfileId"] = 1
            neither["path"] = ""
            let refused = try await sonarr.send("POST", "/api/v3/series", body: neither)
            #expect(refused.status == 400)
            let failures = try #require(refused.array)
            #expect(Set(failures.compactMap { $0["propertyName"] as? String }) == ["Path", "RootFolderPath"])
            #expect(failures.allSatisfy { $0["errorMessage"] as? String == "Invalid Path" })
        }
    }

    @Test("PUT without an id in the path takes the body's id")
    func putWithoutPathID() async throws {
        try await withSimulator(.init()) { simulator in
            for (service, resource) in [(SimulatedService.radarr, "movie"), (.sonarr, "series"), (.lidarr, "artist")] {
                let client = RawClient(simulator, service)
                var record = try #require(try await client.send("\(client.root)/\(resource)/1").object)
                let monitored = record["monitored"] as? Bool ?? true
                record["monitored"] = !monitored
                let saved = try await client.send("PUT", "\(client.root)/\(resource)", body: record)
                #expect((200..<300).contains(saved.status), "\(service)")
                #expect(try await client.send("\(client.root)/\(resource)/1").object?["monitored"] as? Bool == !monitored, "\(service)")
            }
            let radarr = RawClient(simulator, .radarr)
            let renamed = try await radarr.send("PUT", "/api/v3/tag", body: ["id": 1, "label": "uhd"])
            #expect(renamed.status == 202)
            #expect(try await radarr.send("/api/v3/tag/1").object?["label"] as? String == "uhd")
        }
    }

    @Test("Fixed sub-routes are matched before {id}")
    func fixedSubRoutes() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let sonarr = RawClient(simulator, .sonarr)
            let queue = try await radarr.send("DELETE", "/api/v3/queue/bulk", body: ["ids": [Int]()])
            #expect(queue.status == 200)
            let movies = try await radarr.send("PUT", "/api/v3/movie/editor", body: ["movieIds": [1], "monitored": true])
            #expect(movies.status == 202)
            let series = try await sonarr.send("PUT", "/api/v3/series/editor", body: ["seriesIds": [1]])
            #expect(series.status == 202)
            let schema = try await sonarr.send("/api/v3/languageprofile/schema")
            #expect(schema.status == 200)
            let albums = try await RawClient(simulator, .lidarr).send("/api/v1/album/lookup?term=a")
            #expect(albums.status == 200)
        }
    }

    @Test("GET /api names the API version, as clients use it to detect one")
    func apiInfo() async throws {
        try await withSimulator(.init()) { simulator in
            for service in SimulatedService.allCases {
                let info = try #require(try await RawClient(simulator, service).send("/api").object)
                #expect(info["current"] as? String == (service == .lidarr ? "v1" : "v3"))
                #expect(info["deprecated"] as? [String] == [])
            }
        }
    }
}
