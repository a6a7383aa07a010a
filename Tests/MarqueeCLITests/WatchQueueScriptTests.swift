import Foundation
import Testing

/// `marquee watch queue` printed once (no terminal): every instance's queue in one list.
@Suite("marquee watch queue")
struct WatchQueueScriptTests {
    @Test func onceListsEveryReachableInstanceAndNamesTheOthers() async throws {
        try await ScriptServers.with { servers in
            let run = try await servers.run("watch", "queue", "--once", "-o", "json")
            #expect(run.status == 0, "\(run.error)")
            let rows = try run.objects()
            let radarr = try await servers.radarr.queue(pageSize: 1000).records.count
            let sonarr = try await servers.sonarr.queue(pageSize: 1000).records.count
            #expect(rows.filter { $0["service"] as? String == "radarr" && $0["instance"] as? String == "main" }.count == radarr)
            #expect(rows.filter { $0["service"] as? String == "sonarr" }.count == sonarr)
            #expect(run.error.contains("radarr \"down\" at http://127.0.0.1:9"))
            #expect(run.error.contains("sonarr \"down\" at http://127.0.0.1:9"))
            let table = try await servers.run("watch", "queue", "--once", environment: ["COLUMNS": "70"])
            #expect(table.output.split(separator: "\n").first?.hasPrefix("SERVICE") == true)
            #expect(table.output.split(separator: "\n").allSatisfy { $0.count <= 70 })
        }
    }
}
