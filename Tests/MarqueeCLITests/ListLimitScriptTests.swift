import Foundation
import Testing

/// `--limit` cuts every list, not only the ones the server pages, and says what it left out.
@Suite("marquee list --limit")
struct ListLimitScriptTests {
    /// Lists the server sends whole, with the arguments that name them.
    static let wholeLists: [[String]] = [
        ["radarr", "list", "movies"], ["radarr", "list", "quality-profiles"], ["radarr", "list", "naming"],
        ["sonarr", "list", "series"], ["sonarr", "list", "episodes", "--series-id", "1"], ["sonarr", "list", "custom-formats"],
        ["lidarr", "list", "artists"], ["lidarr", "list", "albums", "--artist-id", "1"], ["lidarr", "list", "metadata-profiles"],
    ]

    @Test(arguments: wholeLists)
    func aLimitCutsTheListAndCountsTheRest(list: [String]) async throws {
        try await ScriptServers.with { servers in
            let all = try await ScriptRun(list + ["-o", "json"], environment: servers.environment)
            let total = try all.objects().count
            try #require(total > 2, "\(list): too few records to cut")
            #expect(!all.error.contains("showing"))
            let cut = try await ScriptRun(list + ["-o", "json", "--limit", "2"], environment: servers.environment)
            #expect(cut.status == 0, "\(cut.error)")
            #expect(try cut.objects().count == 2)
            #expect(cut.error.contains("showing 2 of \(total); use --limit to see more"), "\(cut.error)")
            let table = try await ScriptRun(list + ["--limit", "2"], environment: servers.environment)
            #expect(table.output.split(separator: "\n").count == 3, "\(table.output)")
        }
    }

    @Test(arguments: ["0", "-1", "100001"])
    func aLimitOutsideItsRangeIsRefusedInOneMessage(limit: String) async throws {
        try await ScriptServers.with { servers in
            let run = try await servers.run("radarr", "list", "movies", "--limit", limit)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.error.contains("--limit must be a whole number from 1 to 100000"), "\(run.error)")
            #expect(!run.error.contains("Missing value") && !run.error.contains("whole numbers from 0"), "\(run.error)")
        }
    }
}
