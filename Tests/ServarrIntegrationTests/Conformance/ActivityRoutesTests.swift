import Foundation
import ServarrSimulator
import Testing

/// The activity and System endpoints the three services share (one implementation in the
/// simulator): what they answer for queries a client gets wrong, their filters, removal,
/// commands and faults, for Radarr, Sonarr and Lidarr alike.
@Suite("Shared activity endpoints")
struct ActivityRoutesTests {
    @Test("A query value that is not a number or a date answers 400 with the servers' error body, on every service")
    func unreadableQueries() async throws {
        try await withSimulator(.init()) { simulator in
            for service in SimulatedService.allCases {
                let client = RawClient(simulator, service)
                let root = client.root
                for path in [
                    "\(root)/queue?page=abc", "\(root)/queue?pageSize=ten", "\(root)/history?page=abc", "\(root)/history?eventType=grabbed",
                    "\(root)/wanted/missing?page=x", "\(root)/wanted/cutoff?pageSize=-", "\(root)/log?page=abc",
                    "\(root)/calendar?start=someday", "\(root)/calendar?unmonitored=maybe", "\(root)/system/task/abc",
                ] {
                    let response = try await client.send(path)
                    #expect(response.status == 400, "\(service) \(path)")
                    let message = response.object?["message"] as? String ?? ""
                    #expect(message.hasPrefix("An error occurred while attempting to parse the request"), "\(service) \(path): \(message)")
                }
                #expect(try await client.send("DELETE", "\(root)/queue/abc").status == 400)
            }
            let radarr = RawClient(simulator, .radarr)
            #expect(try await radarr.send("/api/v3/blocklist?movieIds=abc").status == 400)
            #expect(try await radarr.send("DELETE", "/api/v3/blocklist/abc").status == 400)
        }
    }

    @Test("Removing a queue item: 200, then 404 'Queue item not found'; the status counts what is left")
    func queueRemoval() async throws {
        try await withSimulator(.init(downloadDuration: .seconds(3600), queueRecords: 4)) { simulator in
            for service in SimulatedService.allCases {
                let client = RawClient(simulator, service)
                let page = try #require(try await client.send("\(client.root)/queue").object)
                let id = try #require((page["records"] as? [[String: Any]])?.first?["id"] as? Int)
                #expect(try await client.send("DELETE", "\(client.root)/queue/\(id)").status == 200)
                let again = try await client.send("DELETE", "\(client.root)/queue/\(id)")
                #expect(again.status == 404)
                #expect(again.object?["message"] as? String == "Queue item not found")
                let status = try #require(try await client.send("\(client.root)/queue/status").object)
                #expect(status["totalCount"] as? Int == 3, "\(service)")
                let records = try #require(try await client.send("\(client.root)/queue").object?["records"] as? [[String: Any]])
                #expect(!records.contains { $0["id"] as? Int == id })
            }
        }
    }

    @Test("History filters by event type (every repeated value), the blocklist by library ids")
    func filters() async throws {
        try await withSimulator(.init(historyRecords: 30)) { simulator in
            for service in [SimulatedService.radarr, .sonarr, .lidarr] {
                let client = RawClient(simulator, service)
                // 1 is grabbed and 4 downloadFailed on the three servers (Lidarr's seed has no failures).
                let page = try #require(try await client.send("\(client.root)/history?eventType=1&eventType=4&pageSize=50").object)
                let types = Set((page["records"] as? [[String: Any]] ?? []).compactMap { $0["eventType"] as? String })
                #expect(types == (service == .lidarr ? ["grabbed"] : ["grabbed", "downloadFailed"]), "\(service)")
                let all = try #require(try await client.send("\(client.root)/history?pageSize=50").object)
                #expect((page["totalRecords"] as? Int ?? 0) < (all["totalRecords"] as? Int ?? 0))
            }
            let radarr = RawClient(simulator, .radarr)
            let all = try #require(try await radarr.send("/api/v3/blocklist?pageSize=50").object?["records"] as? [[String: Any]])
            let movieIDs = Array(Set(all.compactMap { $0["movieId"] as? Int })).sorted().prefix(2)
            #expect(movieIDs.count == 2)
            let query = movieIDs.map { "movieIds=\($0)" }.joined(separator: "&")
            let filtered = try #require(try await radarr.send("/api/v3/blocklist?\(query)&pageSize=50").object?["records"] as? [[String: Any]])
            #expect(!filtered.isEmpty && filtered.count < all.count)
            #expect(filtered.allSatisfy { movieIDs.contains($0["movieId"] as? Int ?? 0) })
            let sonarr = RawClient(simulator, .sonarr)
            let series = try #require(try await sonarr.send("/api/v3/blocklist?pageSize=1").object?["records"] as? [[String: Any]])
            let seriesID = try #require(series.first?["seriesId"] as? Int)
            let bySeries = try #require(try await sonarr.send("/api/v3/blocklist?seriesIds=\(seriesID)").object?["records"] as? [[String: Any]])
            #expect(!bySeries.isEmpty && bySeries.allSatisfy { $0["seriesId"] as? Int == seriesID })
        }
    }

    @Test("Commands name their targets in their body with each service's names; an empty name is a validation failure, an unknown id a 404")
    func commands() async throws {
        try await withSimulator(.init(commandStepDuration: .seconds(30))) { simulator in
            let bodies: [(SimulatedService, [String: Any], [String])] = [
                (.radarr, ["name": "MoviesSearch", "movieIds": [1, 2]], ["movieIds"]),
                (.sonarr, ["name": "SeasonSearch", "seriesId": 1, "seasonNumber": 1], ["seriesId", "seasonNumber"]),
                (.lidarr, ["name": "AlbumSearch", "artistId": 1, "albumIds": [2, 3]], ["artistId", "albumIds"]),
            ]
            for (service, body, targets) in bodies {
                let client = RawClient(simulator, service)
                let started = try #require(try await client.send("POST", "\(client.root)/command", body: body).object)
                #expect(started["status"] as? String == "queued")
                let id = try #require(started["id"] as? Int)
                let read = try #require(try await client.send("\(client.root)/command/\(id)").object)
                // Inside `body`, as the servers send them (their command records have no ids beside it).
                let readBody = try #require(read["body"] as? [String: Any])
                for key in targets {
                    #expect(readBody[key] as? NSObject == body[key] as? NSObject, "\(service) \(key)")
                    #expect(read[key] == nil, "\(service) \(key)")
                }
                #expect(try await client.send("\(client.root)/command").array?.map { $0["id"] as? Int } == [id])
                let unnamed = try await client.send("POST", "\(client.root)/command", body: ["name": ""])
                #expect(unnamed.status == 400)
                #expect(unnamed.array?.first?["errorMessage"] as? String == "'Name' must not be empty.")
                let unknown = try await client.send("\(client.root)/command/999")
                #expect(unknown.status == 404)
                #expect(unknown.object?["message"] as? String == "Command with ID 999 does not exist")
                #expect(try await client.send("\(client.root)/qualityprofile").array?.count == (service == .lidarr ? 3 : 4))
            }
        }
    }

    @Test("Health checks and disk space of each service")
    func systemChecks() async throws {
        try await withSimulator(.init()) { simulator in
            for (service, checks) in [(SimulatedService.radarr, 2), (.sonarr, 2), (.lidarr, 1)] {
                let client = RawClient(simulator, service)
                let health = try #require(try await client.send("\(client.root)/health").array)
                #expect(health.count == checks)
                #expect(health.allSatisfy { $0["type"] is String && $0["wikiUrl"] is String })
                let disks = try #require(try await client.send("\(client.root)/diskspace").array)
                #expect(disks.last?["label"] as? String == "config", "the root folders' disks, then the configuration's")
            }
        }
    }

    @Test("Fault rules reach the shared endpoints by the specs' operation names")
    func faults() async throws {
        try await withSimulator(.init()) { simulator in
            await simulator.faults.add(FaultRule(.serverError(message: "queue down"), operation: "get/api/v1/queue"))
            await simulator.faults.add(FaultRule(.serverError(message: "no removal"), operation: "delete/api/v3/queue/{id}"))
            let lidarr = RawClient(simulator, .lidarr)
            let failed = try await lidarr.send("/api/v1/queue")
            #expect(failed.status == 500)
            #expect(failed.object?["message"] as? String == "queue down")
            #expect(try await lidarr.send("/api/v1/history").status == 200)
            #expect(try await RawClient(simulator, .radarr).send("DELETE", "/api/v3/queue/1").status == 500)
            #expect(try await RawClient(simulator, .radarr).send("/api/v3/queue").status == 200)
        }
    }
}
