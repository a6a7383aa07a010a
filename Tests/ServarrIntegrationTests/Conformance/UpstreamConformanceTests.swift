import Foundation
import ServarrSimulator
import Testing

/// The requests a generic Radarr/Sonarr client makes, sent over loopback to the simulator; each
/// answer is checked against the REAL upstream OpenAPI spec (not the filtered one Marquee
/// generates its client from).
@Suite("Simulator answers conform to the upstream Radarr and Sonarr specs")
struct UpstreamConformanceTests {
    /// One request and the spec operation whose 200 response describes its answer.
    struct Probe: CustomStringConvertible {
        var template: String
        var path: String
        var description: String { path }
        init(_ template: String, _ path: String? = nil) {
            self.template = template
            self.path = path ?? template
        }
    }

    private func conform(_ client: RawClient, _ spec: UpstreamSpec, _ probes: [Probe]) async throws {
        for probe in probes {
            let response = try await client.send(probe.path)
            #expect(response.status == 200, "\(probe)")
            #expect(response.contentType?.hasPrefix("application/json") == true, "\(probe): \(response.contentType ?? "no content type")")
            let json = try #require(response.json, "\(probe): not JSON")
            guard let schema = try spec.responseSchema("get", probe.template) else { continue }
            let issues = spec.violations(of: json, against: schema)
            #expect(issues.isEmpty, "\(probe): \(issues.prefix(5))")
        }
    }

    @Test("Radarr: every endpoint a client reads answers in the upstream shapes")
    func radarr() async throws {
        let spec = try UpstreamSpec("radarr-v3")
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, .radarr)
            let movies = try #require(try await client.send("/api/v3/movie").array)
            let withFile = try #require(movies.first { $0["hasFile"] as? Bool == true })
            let movieID = try #require(withFile["id"] as? Int)
            let fileID = try #require((withFile["movieFile"] as? [String: Any])?["id"] as? Int)
            // A command, so that the command list and record are checked with something in them.
            #expect(try await client.send("POST", "/api/v3/command", body: ["name": "RssSync"]).status < 300)
            try await conform(
                client, spec,
                [
                    Probe("/api/v3/system/status"), Probe("/api/v3/movie"), Probe("/api/v3/movie/{id}", "/api/v3/movie/\(movieID)"),
                    Probe("/api/v3/movie/lookup", "/api/v3/movie/lookup?term=voyage"),
                    Probe("/api/v3/movie/lookup", "/api/v3/movie/lookup?term=tmdb:999999999"),
                    Probe("/api/v3/movie/lookup/tmdb", "/api/v3/movie/lookup/tmdb?tmdbId=800001"),
                    Probe("/api/v3/movie/lookup/imdb", "/api/v3/movie/lookup/imdb?imdbId=\(withFile["imdbId"] as? String ?? "")"),
                    Probe("/api/v3/qualityprofile", "/api/v3/qualityProfile"), Probe("/api/v3/rootfolder", "/api/v3/rootFolder"),
                    Probe("/api/v3/tag"), Probe("/api/v3/moviefile", "/api/v3/moviefile?movieId=\(movieID)"),
                    Probe("/api/v3/moviefile/{id}", "/api/v3/moviefile/\(fileID)"),
                    Probe("/api/v3/credit", "/api/v3/credit?movieId=\(movieID)"),
                    Probe("/api/v3/history/movie", "/api/v3/history/movie?movieId=\(movieID)"),
                    Probe("/api/v3/release", "/api/v3/release?movieId=\(movieID)"),
                    Probe("/api/v3/queue"), Probe("/api/v3/queue/status"), Probe("/api/v3/history", "/api/v3/history?page=2&pageSize=20"),
                    Probe("/api/v3/calendar"), Probe("/api/v3/calendar", "/api/v3/calendar?start=2020-01-01&end=2030-01-01&unmonitored=true"),
                    Probe("/api/v3/wanted/missing"), Probe("/api/v3/wanted/cutoff"), Probe("/api/v3/command"),
                    Probe("/api/v3/command/{id}", "/api/v3/command/1"),
                    Probe("/api/v3/health"), Probe("/api/v3/diskspace"), Probe("/api/v3/blocklist"),
                    Probe("/api/v3/system/task"), Probe("/api/v3/system/task/{id}", "/api/v3/system/task/1"),
                    Probe("/api/v3/log"), Probe("/api/v3/update"), Probe("/api/v3/exclusions"),
                    Probe("/api/v3/log/file"), Probe("/api/v3/collection"), Probe("/api/v3/collection/{id}", "/api/v3/collection/1"),
                ])
        }
    }

    @Test("Sonarr: every endpoint a client reads answers in the upstream shapes")
    func sonarr() async throws {
        let spec = try UpstreamSpec("sonarr-v3")
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, .sonarr)
            let files = try #require(try await client.send("/api/v3/episodefile?seriesId=1").array)
            let fileID = try #require(files.first?["id"] as? Int)
            let episodes = try #require(try await client.send("/api/v3/episode?seriesId=1").array)
            let episodeID = try #require(episodes.first?["id"] as? Int)
            // A command, so that the command list and record are checked with something in them.
            #expect(try await client.send("POST", "/api/v3/command", body: ["name": "RssSync"]).status < 300)
            try await conform(
                client, spec,
                [
                    Probe("/api/v3/system/status"), Probe("/api/v3/series"), Probe("/api/v3/series/{id}", "/api/v3/series/1"),
                    Probe("/api/v3/series/lookup", "/api/v3/series/lookup?term=frieren"),
                    Probe("/api/v3/series/lookup", "/api/v3/series/lookup?term=tvdb:999999999"),
                    Probe("/api/v3/episode", "/api/v3/episode?seriesId=1"), Probe("/api/v3/episode/{id}", "/api/v3/episode/\(episodeID)"),
                    Probe("/api/v3/episodefile", "/api/v3/episodefile?seriesId=1"),
                    Probe("/api/v3/episodefile/{id}", "/api/v3/episodeFile/\(fileID)"),
                    Probe("/api/v3/languageprofile", "/api/v3/languageProfile"), Probe("/api/v3/languageprofile/{id}", "/api/v3/languageprofile/1"),
                    Probe("/api/v3/language"), Probe("/api/v3/qualityprofile", "/api/v3/qualityProfile"),
                    Probe("/api/v3/rootfolder", "/api/v3/rootFolder"), Probe("/api/v3/tag"),
                    Probe("/api/v3/release", "/api/v3/release?episodeId=\(episodeID)"),
                    Probe("/api/v3/queue"), Probe("/api/v3/queue/status"), Probe("/api/v3/history"),
                    Probe("/api/v3/calendar"), Probe("/api/v3/calendar", "/api/v3/calendar?start=2020-01-01&end=2030-01-01&includeSeries=true"),
                    Probe("/api/v3/wanted/missing"), Probe("/api/v3/wanted/cutoff"), Probe("/api/v3/command"),
                    Probe("/api/v3/command/{id}", "/api/v3/command/1"),
                    Probe("/api/v3/health"), Probe("/api/v3/diskspace"), Probe("/api/v3/blocklist"),
                    Probe("/api/v3/system/task"), Probe("/api/v3/system/task/{id}", "/api/v3/system/task/3"),
                    Probe("/api/v3/log"), Probe("/api/v3/update"), Probe("/api/v3/importlistexclusion"), Probe("/api/v3/log/file"),
                ])
        }
    }

    @Test("Paged bodies of generated libraries with seeded queue and history conform too")
    func generatedLibraries() async throws {
        let radarrSpec = try UpstreamSpec("radarr-v3")
        let sonarrSpec = try UpstreamSpec("sonarr-v3")
        try await withSimulator(.init(movies: 600, series: 90, queueRecords: 30, historyRecords: 40)) { simulator in
            let probes = [
                Probe("/api/v3/movie"), Probe("/api/v3/queue", "/api/v3/queue?pageSize=30"),
                Probe("/api/v3/history", "/api/v3/history?pageSize=40"),
            ]
            try await conform(RawClient(simulator, .radarr), radarrSpec, probes)
            try await conform(
                RawClient(simulator, .sonarr), sonarrSpec,
                [
                    Probe("/api/v3/series"), Probe("/api/v3/queue", "/api/v3/queue?pageSize=30"),
                    Probe("/api/v3/history", "/api/v3/history?pageSize=40"),
                ])
        }
    }
}
