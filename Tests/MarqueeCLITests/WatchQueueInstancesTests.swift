import Foundation
import ServarrCore
import Testing

/// `marquee watch queue` with three services of two instances each, whose answers arrive out of
/// order: every instance's downloads stay under its own service and instance, every run.
@Suite("marquee watch queue, several instances")
struct WatchQueueInstancesTests {
    /// A simulator fault that delays `service`'s answers.
    private static func latency(_ service: String, milliseconds: Int) -> [String] {
        ["--fault", #"{"fault":{"latency":{"milliseconds":\#(milliseconds)}},"service":"\#(service)","pathPrefix":"/api/v"}"#]
    }

    @Test func everyInstancesDownloadsStayUnderItsServiceAndInstance() async throws {
        // Instance a answers Radarr and Lidarr late, b answers Sonarr late; their queues differ in length.
        let first = try await ScriptServers.start(
            arguments: ["--queue-records", "3"] + Self.latency("radarr", milliseconds: 150) + Self.latency("lidarr", milliseconds: 80))
        let second = try await ScriptServers.start(arguments: ["--queue-records", "7"] + Self.latency("sonarr", milliseconds: 150))
        do {
            try await check(first, second)
        } catch {
            await first.stop()
            await second.stop()
            throw error
        }
        await first.stop()
        await second.stop()
    }

    private func check(_ first: ScriptServers, _ second: ScriptServers) async throws {
        let config = first.base + "/six-instances.yml"
        var text = ""
        for (service, keyPath) in [("radarr", \ScriptServers.radarrURL), ("sonarr", \.sonarrURL), ("lidarr", \.lidarrURL)] {
            text += "\(service):\n"
            for (name, servers) in [("a", first), ("b", second)] {
                text += "  - name: \(name)\n    url: \(servers[keyPath: keyPath].absoluteString)\n    api_key: \(servers.apiKey)\n"
            }
        }
        try text.write(toFile: config, atomically: true, encoding: .utf8)

        // What each instance holds: download id → the id of its movie, series or artist.
        var expected: [String: [Int: Int]] = [:]
        for (name, servers) in [("a", first), ("b", second)] {
            func ids(_ items: [QueueItem]) -> [Int: Int] {
                Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.mediaID ?? -1) })
            }
            expected["radarr/\(name)"] = ids(try await servers.radarr.queue(pageSize: 1000).records)
            expected["sonarr/\(name)"] = ids(try await servers.sonarr.queue(pageSize: 1000).records)
            expected["lidarr/\(name)"] = ids(try await servers.lidarr.queue(pageSize: 1000).records)
        }
        #expect(expected["radarr/a"]?.count != expected["radarr/b"]?.count)

        let mediaKeys = ["radarr": "movieId", "sonarr": "seriesId", "lidarr": "artistId"]
        for run in 1...6 {
            let result = try await first.run("watch", "queue", "--once", "-o", "json", environment: ["MARQUEE_CONFIG": config])
            #expect(result.status == 0, "run \(run): \(result.error)")
            var found: [String: [Int: Int]] = [:]
            for row in try result.objects() {
                let service = try #require(row["service"] as? String), instance = try #require(row["instance"] as? String)
                let key = try #require(mediaKeys[service])
                let id = try #require(row["id"] as? Int)
                found["\(service)/\(instance)", default: [:]][id] = row[key] as? Int ?? -1
            }
            #expect(found == expected, "run \(run)")
        }
    }
}
