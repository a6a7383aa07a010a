import Foundation
import RadarrAPI
import ServarrCore
import Testing

/// What tables show a reader, while JSON keeps what a script computes with.
@Suite("marquee tables (what a reader sees)")
struct TableScriptTests {
    @Test func downloadsShowTheirProgressAsAPercentage() async throws {
        try await ScriptServers.with { servers in
            let rows = try await servers.run("watch", "queue", "--once", "--instance", "main", "-o", "json").objects()
            let progresses = rows.compactMap { $0["progress"] as? Double }
            #expect(progresses.count == rows.count && !rows.isEmpty)
            #expect(progresses.allSatisfy { (0...1).contains($0) })
            let table = try await servers.run("watch", "queue", "--once", "--instance", "main")
            let lines = table.output.split(separator: "\n")
            #expect(lines.count == rows.count + 1)
            // The downloads go on between the two runs: the table shows at least what the JSON
            // said, as a whole percentage, and not much more.
            for (line, progress) in zip(lines.dropFirst(), progresses) {
                let floor = Int((progress * 100).rounded(.down))
                let shown = line.split(separator: " ").compactMap { $0.hasSuffix("%") ? Int($0.dropLast()) : nil }
                #expect(shown.count == 1 && (floor...floor + 5).contains(shown[0]), "\(line) should show about \(floor)%")
            }
        }
    }

    @Test(arguments: [("radarr", "movies"), ("sonarr", "series"), ("lidarr", "artists")])
    func libraryListsNameTheQualityProfile(service: String, noun: String) async throws {
        try await ScriptServers.with { servers in
            let profiles = try await servers.run(service, "list", "quality-profiles", "-o", "json").objects()
            let names = Dictionary(
                uniqueKeysWithValues: profiles.compactMap { profile in
                    (profile["id"] as? Int).flatMap { id in (profile["name"] as? String).map { (id, $0) } }
                })
            let items = try await servers.run(service, "list", noun, "-o", "json").objects()
            #expect(!items.isEmpty)
            for item in items {
                let id = try #require(item["qualityProfileId"] as? Int)
                #expect(item["qualityProfile"] as? String == names[id])
            }
            let table = try await servers.run(service, "list", noun, "--limit", "5", environment: ["COLUMNS": "250"])
            let lines = table.output.split(separator: "\n")
            #expect(lines.first?.contains("PROFILE") == true, "\(table.output)")
            for (line, item) in zip(lines.dropFirst(), items.prefix(5)) {
                let name = try #require((item["qualityProfileId"] as? Int).flatMap { names[$0] })
                #expect(line.contains("  \(name)"), "\(line) should name \(name)")
            }
        }
    }

    @Test func aNarrowTerminalDropsTheLastColumnsBeforeCuttingTitlesShort() async throws {
        try await ScriptServers.with { servers in
            let items = try await servers.run("radarr", "list", "wanted", "--cutoff-unmet", "--limit", "20", "-o", "json").objects()
            #expect(!items.isEmpty)
            let table = try await servers.run("radarr", "list", "wanted", "--cutoff-unmet", "--limit", "20", environment: ["COLUMNS": "80"])
            let lines = table.output.split(separator: "\n")
            #expect(lines.count == items.count + 1)
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(table.output)")
            let header = try #require(lines.first)
            #expect(header.contains("TITLE") && header.contains("QUALITY") && header.contains("CUTOFF"), "\(header)")
            #expect(!header.contains("TMDB"), "the least important column goes first: \(header)")
            for (line, item) in zip(lines.dropFirst(), items) {
                let title = try #require(item["title"] as? String)
                #expect(line.contains(title.count <= 20 ? title : String(title.prefix(19))), "\(line) cuts \(title)")
            }
        }
    }
}
