import Foundation
import RadarrAPI
import ServarrCore
import Testing

/// `list wanted --cutoff-unmet` says what each item has and what it aims at, as the app's
/// cutoff-unmet screen does.
@Suite("marquee list wanted --cutoff-unmet")
struct CutoffUnmetScriptTests {
    @Test(arguments: ["radarr", "sonarr", "lidarr"])
    func everyItemNamesItsQualityAndItsCutoff(service: String) async throws {
        try await ScriptServers.with { servers in
            let items = try await servers.run(service, "list", "wanted", "--cutoff-unmet", "--limit", "20", "-o", "json").objects()
            #expect(!items.isEmpty)
            for item in items {
                let quality = try #require(item["quality"] as? String, "\(service) \(item["id"] ?? "?"): no quality")
                let cutoff = try #require(item["cutoff"] as? String, "\(service) \(item["id"] ?? "?"): no cutoff")
                #expect(quality != cutoff, "\(service) \(item["id"] ?? "?") is at its cutoff \(cutoff)")
            }
            let table = try await servers.run(service, "list", "wanted", "--cutoff-unmet", "--limit", "3")
            #expect(table.status == 0, "\(table.error)")
            let header = try #require(table.output.split(separator: "\n").first)
            #expect(header.contains("QUALITY") && header.contains("CUTOFF"), "\(header)")
        }
    }

    @Test func radarrsQualitiesAreTheMoviesFileAndItsProfilesCutoff() async throws {
        try await ScriptServers.with { servers in
            let items = try await servers.run("radarr", "list", "wanted", "--cutoff-unmet", "--limit", "1000", "-o", "json").objects()
            let movies = Dictionary(uniqueKeysWithValues: try await servers.radarr.movies().map { ($0.id, $0) })
            let cutoffs = Dictionary(uniqueKeysWithValues: try await servers.radarr.qualityProfiles().map { ($0.id, $0.cutoffName) })
            #expect(items.count == (try await servers.radarr.cutoffUnmet(pageSize: 1000)).totalRecords)
            for item in items {
                let movie = try #require((item["id"] as? Int).flatMap { movies[$0] })
                #expect(item["quality"] as? String == movie.file?.quality)
                #expect(item["cutoff"] as? String == cutoffs[movie.qualityProfileID] ?? nil)
            }
        }
    }
}
