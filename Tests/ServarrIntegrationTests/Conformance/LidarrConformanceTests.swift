import Foundation
import ServarrSimulator
import Testing

/// The requests a generic Lidarr client makes, sent over loopback to the simulator; each answer
/// is checked against the REAL upstream Lidarr v1 spec (`Specs/lidarr-v1.json`).
@Suite("Simulator answers conform to the upstream Lidarr spec")
struct LidarrConformanceTests {
    private func conform(_ client: RawClient, _ spec: UpstreamSpec, _ probes: [(template: String, path: String)]) async throws {
        for probe in probes {
            let response = try await client.send(probe.path)
            #expect(response.status == 200, "\(probe.path)")
            #expect(response.contentType?.hasPrefix("application/json") == true, "\(probe.path): \(response.contentType ?? "no content type")")
            let json = try #require(response.json, "\(probe.path): not JSON")
            let schema = try #require(try spec.responseSchema("get", probe.template), "\(probe.template) has no schema")
            let issues = spec.violations(of: json, against: schema)
            #expect(issues.isEmpty, "\(probe.path): \(issues.prefix(5))")
        }
    }

    @Test("Lidarr: every endpoint a client reads answers in the upstream shapes")
    func lidarr() async throws {
        let spec = try UpstreamSpec("lidarr-v1")
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, .lidarr)
            let albums = try #require(try await client.send("/api/v1/album?artistId=1").array)
            let albumID = try #require(albums.first?["id"] as? Int)
            let same = { (path: String) in (template: path, path: path) }
            // A command, so that the command list and record are checked with something in them.
            #expect(try await client.send("POST", "/api/v1/command", body: ["name": "RssSync"]).status < 300)
            try await conform(
                client, spec,
                [
                    same("/api/v1/system/status"), same("/api/v1/artist"), ("/api/v1/artist/{id}", "/api/v1/artist/1"),
                    ("/api/v1/artist/lookup", "/api/v1/artist/lookup?term=portis"), ("/api/v1/artist/lookup", "/api/v1/artist/lookup?term=zzzz"),
                    ("/api/v1/album", "/api/v1/album?artistId=1"), ("/api/v1/album/{id}", "/api/v1/album/\(albumID)"),
                    ("/api/v1/track", "/api/v1/track?albumId=\(albumID)"),
                    ("/api/v1/qualityprofile", "/api/v1/qualityProfile"), ("/api/v1/metadataprofile", "/api/v1/metadataProfile"),
                    ("/api/v1/rootfolder", "/api/v1/rootFolder"), same("/api/v1/tag"),
                    ("/api/v1/release", "/api/v1/release?albumId=\(albumID)"),
                    same("/api/v1/queue"), same("/api/v1/queue/status"), ("/api/v1/history", "/api/v1/history?page=1&pageSize=20"),
                    same("/api/v1/calendar"), ("/api/v1/calendar", "/api/v1/calendar?start=1950-01-01&end=2040-01-01&includeArtist=true"),
                    same("/api/v1/wanted/missing"), ("/api/v1/wanted/missing", "/api/v1/wanted/missing?includeArtist=true"),
                    same("/api/v1/wanted/cutoff"), same("/api/v1/command"), ("/api/v1/command/{id}", "/api/v1/command/1"), same("/api/v1/health"),
                    same("/api/v1/diskspace"),
                    same("/api/v1/system/task"), ("/api/v1/system/task/{id}", "/api/v1/system/task/1"),
                    ("/api/v1/log", "/api/v1/log?page=1&pageSize=20&level=warn"), same("/api/v1/update"), same("/api/v1/log/file"),
                ])
        }
    }

    @Test("A generated Lidarr library with seeded queue and history conforms too")
    func generatedLibrary() async throws {
        let spec = try UpstreamSpec("lidarr-v1")
        try await withSimulator(.init(queueRecords: 30, historyRecords: 40, artists: 40)) { simulator in
            let client = RawClient(simulator, .lidarr)
            #expect(try await client.send("/api/v1/artist").array?.count == 40)
            try await conform(
                client, spec,
                [
                    (template: "/api/v1/artist", path: "/api/v1/artist"), ("/api/v1/queue", "/api/v1/queue?pageSize=30"),
                    ("/api/v1/history", "/api/v1/history?pageSize=40"),
                ])
        }
    }
}
