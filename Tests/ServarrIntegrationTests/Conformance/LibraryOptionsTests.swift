import Foundation
import ServarrSimulator
import Testing

/// Generated libraries, seeded queue and history, and the newer server versions' shapes.
@Suite("Simulator libraries and versions")
struct LibraryOptionsTests {
    @Test("--movies N --series N: libraries of that size, unique ids, the same for the same seed")
    func generatedLibraries() async throws {
        func titles(seed: Int) async throws -> ([String], [String]) {
            try await withSimulator(.init(movies: 1_200, series: 80, librarySeed: seed)) { simulator in
                let movies = try #require(try await RawClient(simulator, .radarr).send("/api/v3/movie").array)
                let series = try #require(try await RawClient(simulator, .sonarr).send("/api/v3/series").array)
                #expect(Set(movies.compactMap { $0["id"] as? Int }).count == 1_200)
                #expect(Set(movies.compactMap { $0["tmdbId"] as? Int }).count == 1_200)
                #expect(Set(series.compactMap { $0["tvdbId"] as? Int }).count == 80)
                return (movies.compactMap { $0["title"] as? String }, series.compactMap { $0["title"] as? String })
            }
        }
        let first = try await titles(seed: 7)
        let again = try await titles(seed: 7)
        let other = try await titles(seed: 8)
        #expect(first.0 == again.0 && first.1 == again.1)
        #expect(first.0 != other.0)
        // The sample library comes first, so small libraries are the familiar titles.
        #expect(first.0.first == "Amélie")
        let small = try await withSimulator(.init(movies: 3, series: 0)) { simulator in
            (
                try await RawClient(simulator, .radarr).send("/api/v3/movie").array?.count,
                try await RawClient(simulator, .sonarr).send("/api/v3/series").array?.count
            )
        }
        #expect(small.0 == 3 && small.1 == 0)
    }

    @Test("Seeded queue and history: 350 records each, every one reached by paging")
    func seededActivity() async throws {
        try await withSimulator(.init(queueRecords: 350, historyRecords: 350)) { simulator in
            for service in SimulatedService.allCases {
                let client = RawClient(simulator, service)
                for endpoint in ["queue", "history"] {
                    var ids = Set<Int>()
                    var page = 1
                    while true {
                        let body = try #require(try await client.send("\(client.root)/\(endpoint)?page=\(page)&pageSize=100").object)
                        #expect(body["totalRecords"] as? Int == 350)
                        let records = body["records"] as? [[String: Any]] ?? []
                        if records.isEmpty { break }
                        ids.formUnion(records.compactMap { $0["id"] as? Int })
                        page += 1
                    }
                    #expect(ids.count == 350, "\(service) \(endpoint)")
                    #expect(page == 5, "\(service) \(endpoint)")
                }
            }
        }
    }

    @Test("--server-version radarr=5,sonarr=4: newer versions and release shapes; radarr=4 keeps the spec's")
    func serverVersions() async throws {
        let versions = try ServerVersions(parsing: "radarr=5,sonarr=4")
        #expect(versions == ServerVersions(radarr: 5, sonarr: 4))
        #expect(throws: ServerVersionsError.self) { try ServerVersions(parsing: "radarr=9") }
        #expect(throws: ServerVersionsError.self) { try ServerVersions(parsing: "radarr") }
        try await withSimulator(.init(serverVersions: versions)) { simulator in
            let radarr = RawClient(simulator, .radarr)
            #expect(try await radarr.send("/api/v3/system/status").object?["version"] as? String == "5.26.2.10099")
            let releases = try #require(try await radarr.send("/api/v3/release?movieId=1").array)
            let rejected = try #require(releases.first { $0["rejected"] as? Bool == true })
            let rejection = try #require((rejected["rejections"] as? [[String: Any]])?.first)
            #expect(rejection["reason"] is String && rejection["type"] as? String == "permanent")
            #expect(releases.allSatisfy { $0["indexerFlags"] is [String] && $0["languages"] is [Any] })
            #expect(releases.contains { ($0["indexerFlags"] as? [String])?.contains("G_Freeleech") == true })
            let sonarr = RawClient(simulator, .sonarr)
            #expect(try await sonarr.send("/api/v3/system/status").object?["version"] as? String == "4.0.15.2941")
            let episodes = try #require(try await sonarr.send("/api/v3/episode?seriesId=1").array)
            let sonarrReleases = try #require(try await sonarr.send("/api/v3/release?episodeId=\(episodes[0]["id"] as? Int ?? 0)").array)
            #expect(sonarrReleases.allSatisfy { $0["rejections"] is [[String: Any]] && $0["indexerFlags"] is [String] })
        }
        try await withSimulator(.init(serverVersions: .init(radarr: 4))) { simulator in
            let radarr = RawClient(simulator, .radarr)
            #expect(try await radarr.send("/api/v3/system/status").object?["version"] as? String == "4.7.5.7809")
            let releases = try #require(try await radarr.send("/api/v3/release?movieId=1").array)
            #expect(releases.allSatisfy { $0["rejections"] is [String] })
        }
    }
}
