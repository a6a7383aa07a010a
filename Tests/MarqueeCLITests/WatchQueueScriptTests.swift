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
            let lidarr = try await servers.lidarr.queue(pageSize: 1000).records.count
            #expect(lidarr > 0)
            #expect(rows.filter { $0["service"] as? String == "radarr" && $0["instance"] as? String == "main" }.count == radarr)
            #expect(rows.filter { $0["service"] as? String == "sonarr" }.count == sonarr)
            #expect(rows.filter { $0["service"] as? String == "lidarr" && $0["instance"] as? String == "main" }.count == lidarr)
            #expect(run.error.contains("radarr \"down\" at http://127.0.0.1:9"))
            #expect(run.error.contains("sonarr \"down\" at http://127.0.0.1:9"))
            #expect(run.error.contains("lidarr \"down\" at http://127.0.0.1:9"))
            let table = try await servers.run("watch", "queue", "--once", environment: ["COLUMNS": "70"])
            #expect(table.output.split(separator: "\n").first?.hasPrefix("SERVICE") == true)
            #expect(table.output.split(separator: "\n").allSatisfy { $0.count <= 70 })
        }
    }

    @Test func instanceNarrowsTheQueuesAndAnUnknownNameIsAUsageError() async throws {
        try await ScriptServers.with { servers in
            let run = try await servers.run("watch", "queue", "--once", "-o", "json", "--instance", "main")
            #expect(run.status == 0, "\(run.error)")
            let rows = try run.objects()
            let queued =
                try await servers.radarr.queue(pageSize: 1000).records.count + servers.sonarr.queue(pageSize: 1000).records.count
                + servers.lidarr.queue(pageSize: 1000).records.count
            #expect(queued > 0)
            #expect(rows.count == queued)
            #expect(rows.allSatisfy { $0["instance"] as? String == "main" })
            #expect(!run.error.contains("down"), "the instances not named are not asked")

            let unknown = try await servers.run("watch", "queue", "--once", "--instance", "8k")
            #expect(unknown.status == 2)
            #expect(unknown.error.contains("no instance is named ‘8k’ (instances: main, down)"))
        }
    }
}
