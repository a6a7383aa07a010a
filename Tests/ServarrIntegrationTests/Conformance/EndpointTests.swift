import Foundation
import ServarrSimulator
import Testing

/// The endpoints common clients call beyond what Marquee reads: what they do, not only their shapes.
@Suite("Simulator endpoints clients call")
struct EndpointTests {
    @Test("Blocklist: paged, delete one, bulk delete")
    func blocklist() async throws {
        try await withSimulator(.init()) { simulator in
            for service in [SimulatedService.radarr, .sonarr] {
                let client = RawClient(simulator, service)
                let first = try #require(try await client.send("/api/v3/blocklist?pageSize=5").object)
                let total = try #require(first["totalRecords"] as? Int)
                let ids = (first["records"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
                #expect(total >= 10 && ids.count == 5)
                #expect(try await client.send("DELETE", "/api/v3/blocklist/\(ids[0])").status == 200)
                #expect(try await client.send("DELETE", "/api/v3/blocklist/\(ids[0])").status == 404)
                #expect(try await client.send("DELETE", "/api/v3/blocklist/bulk", body: ["ids": Array(ids[1...])]).status == 200)
                let after = try #require(try await client.send("/api/v3/blocklist?pageSize=50").object)
                #expect(after["totalRecords"] as? Int == total - 5)
                let remaining = Set((after["records"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int })
                #expect(remaining.isDisjoint(with: ids))
            }
        }
    }

    @Test("Radarr movie files: by id, and deleting one makes the movie missing")
    func movieFiles() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let movies = try #require(try await radarr.send("/api/v3/movie").array)
            let movie = try #require(movies.first { $0["hasFile"] as? Bool == true })
            let fileID = try #require((movie["movieFile"] as? [String: Any])?["id"] as? Int)
            let file = try #require(try await radarr.send("/api/v3/movieFile/\(fileID)").object)
            #expect(file["movieId"] as? Int == movie["id"] as? Int)
            #expect(try await radarr.send("DELETE", "/api/v3/moviefile/\(fileID)").status == 200)
            let after = try #require(try await radarr.send("/api/v3/movie/\(movie["id"] as? Int ?? 0)").object)
            #expect(after["hasFile"] as? Bool == false)
            #expect(try await radarr.send("/api/v3/moviefile/\(fileID)").status == 404)
        }
    }

    @Test("Lookups by tmdb:, imdb: and tvdb: terms; unknown ids answer an empty list (terms) or 404 (lookup/tmdb, lookup/imdb)")
    func lookups() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let sonarr = RawClient(simulator, .sonarr)
            let byTMDb = try #require(try await radarr.send("/api/v3/movie/lookup?term=tmdb:800001").array)
            #expect(byTMDb.count == 1 && byTMDb.first?["tmdbId"] as? Int == 800001)
            let byIMDb = try #require(try await radarr.send("/api/v3/movie/lookup?term=imdb:tt8800002").array)
            #expect(byIMDb.first?["tmdbId"] as? Int == 800002)
            #expect(try await radarr.send("/api/v3/movie/lookup?term=tmdb:999999999").array?.isEmpty == true)
            #expect(try await radarr.send("/api/v3/movie/lookup?term=tmdb:abc").array?.isEmpty == true)
            #expect(try await radarr.send("/api/v3/movie/lookup/tmdb?tmdbId=800003").object?["tmdbId"] as? Int == 800003)
            #expect(try await radarr.send("/api/v3/movie/lookup/imdb?imdbId=tt8800004").object?["tmdbId"] as? Int == 800004)
            #expect(try await radarr.send("/api/v3/movie/lookup/imdb?imdbId=tt0000000").status == 404)
            let byTVDb = try #require(try await sonarr.send("/api/v3/series/lookup?term=tvdb:700001").array)
            #expect(byTVDb.count == 1 && byTVDb.first?["tvdbId"] as? Int == 700001)
            #expect(try await sonarr.send("/api/v3/series/lookup?term=tvdb:999999999").array?.isEmpty == true)
        }
    }

    @Test("System tasks, logs (paged, by level), updates, exclusions and Sonarr language profiles")
    func system() async throws {
        try await withSimulator(.init()) { simulator in
            for service in [SimulatedService.radarr, .sonarr] {
                let client = RawClient(simulator, service)
                let tasks = try #require(try await client.send("/api/v3/system/task").array)
                #expect(tasks.contains { $0["taskName"] as? String == "RssSync" })
                let task = try #require(try await client.send("/api/v3/system/task/\(tasks[1]["id"] as? Int ?? 0)").object)
                #expect(task["name"] as? String == tasks[1]["name"] as? String)
                let logs = try #require(try await client.send("/api/v3/log?pageSize=15").object)
                #expect((logs["records"] as? [Any])?.count == 15)
                #expect(logs["sortKey"] as? String == "time")
                let errors = try #require(try await client.send("/api/v3/log?level=error&pageSize=100").object)
                let levels = Set((errors["records"] as? [[String: Any]] ?? []).compactMap { $0["level"] as? String })
                #expect(levels == ["error"])
                let updates = try #require(try await client.send("/api/v3/update").array)
                #expect(updates.filter { $0["installed"] as? Bool == true }.count == 1)
                #expect(updates.first?["latest"] as? Bool == true)
                let exclusions = try await client.send(service == .radarr ? "/api/v3/exclusions" : "/api/v3/importlistexclusion")
                #expect(exclusions.array?.isEmpty == false)
            }
            let profiles = try #require(try await RawClient(simulator, .sonarr).send("/api/v3/languageprofile").array)
            #expect(profiles.first?["name"] as? String == "English")
        }
    }
}
