import Foundation
import ServarrSimulator
import Testing

/// The queue and history answer the parameters every client sends, as the servers do: the id
/// filters narrow the records (and `totalRecords` counts what is left), the include flags embed
/// the movie, series and episode, artist and album a record names.
@Suite("The simulator's queue and history filter and embed as the servers do")
struct ActivityQueryTests {
    /// A service's names: its library item (`movie`, with `movieId`, `movieIds` and
    /// `includeMovie`) and the item below it (`episode`, `album`).
    struct Names: Sendable, CustomStringConvertible {
        var service: SimulatedService
        var item: String
        var child: String?

        var description: String { "\(service)" }
        var itemID: String { "\(item)Id" }
        var childID: String? { child.map { "\($0)Id" } }
        var includeItem: String { "include\(item.capitalized)" }
        var includeChild: String? { child.map { "include\($0.capitalized)" } }
    }

    static let services = [
        Names(service: .radarr, item: "movie"), Names(service: .sonarr, item: "series", child: "episode"),
        Names(service: .lidarr, item: "artist", child: "album"),
    ]

    private static func records(_ client: RawClient, _ pathAndQuery: String) async throws -> (records: [[String: Any]], total: Int) {
        let page = try #require(try await client.send(pathAndQuery).object, "\(pathAndQuery)")
        return (page["records"] as? [[String: Any]] ?? [], page["totalRecords"] as? Int ?? -1)
    }

    @Test("queue: the include flags embed the item (and episode, album) each record names", arguments: services)
    func queueEmbeds(_ names: Names) async throws {
        try await withSimulator(.init(queueRecords: 8)) { simulator in
            let client = RawClient(simulator, names.service)
            let plain = try await Self.records(client, "\(client.root)/queue?pageSize=50").records
            #expect(plain.count == 8)
            #expect(plain.allSatisfy { record in record[names.item] == nil && names.child.map { record[$0] == nil } ?? true })
            let includes = [names.includeItem, names.includeChild].compactMap { $0 }.map { "\($0)=true" }.joined(separator: "&")
            let embedded = try await Self.records(client, "\(client.root)/queue?pageSize=50&\(includes)").records
            #expect(embedded.count == 8)
            for record in embedded {
                let item = try #require(record[names.item] as? [String: Any], "\(names): \(record)")
                #expect(item["id"] as? Int == record[names.itemID] as? Int)
                #expect(item["path"] is String, "the library's own record: \(item)")
                if let child = names.child, let childID = names.childID {
                    let embeddedChild = try #require(record[child] as? [String: Any], "\(names): \(record)")
                    #expect(embeddedChild["id"] as? Int == record[childID] as? Int)
                }
            }
        }
    }

    @Test("queue: the id filter keeps the records of those items, and totalRecords counts them", arguments: services)
    func queueFilters(_ names: Names) async throws {
        try await withSimulator(.init(queueRecords: 12)) { simulator in
            let client = RawClient(simulator, names.service)
            let all = try await Self.records(client, "\(client.root)/queue?pageSize=50").records
            let ids = all.compactMap { $0[names.itemID] as? Int }
            // Two of the items (Sonarr's and Lidarr's queues may hold one series or artist only), and one the library lacks.
            let chosen = Array(Set(ids)).sorted().prefix(2)
            let expected = ids.filter(chosen.contains).count
            let query = (chosen + [999_999]).map { "\(names.item)Ids=\($0)" }.joined(separator: "&")
            let (filtered, total) = try await Self.records(client, "\(client.root)/queue?pageSize=1&\(query)")
            #expect(total == expected && expected > 0)
            #expect(filtered.count == 1 && filtered.allSatisfy { chosen.contains($0[names.itemID] as? Int ?? -1) })
            let none = try await Self.records(client, "\(client.root)/queue?\(names.item)Ids=999999")
            #expect(none.total == 0 && none.records.isEmpty)
        }
    }

    @Test("queue/details: the item filter and the include flags", arguments: services)
    func queueDetails(_ names: Names) async throws {
        try await withSimulator(.init(queueRecords: 12)) { simulator in
            let client = RawClient(simulator, names.service)
            let all = try #require(try await client.send("\(client.root)/queue/details").array)
            let id = try #require(all.first?[names.itemID] as? Int)
            let path = "\(client.root)/queue/details?\(names.itemID)=\(id)&\(names.includeItem)=true"
            let details = try #require(try await client.send(path).array)
            #expect(details.count == all.filter { $0[names.itemID] as? Int == id }.count)
            #expect(try #require(try await client.send("\(client.root)/queue/details?\(names.itemID)=999999").array).isEmpty)
            #expect(details.allSatisfy { ($0[names.item] as? [String: Any])?["id"] as? Int == id })
            // Lidarr embeds the album unless asked not to; the others only when asked.
            #expect(all.allSatisfy { ($0["album"] != nil) == (names.service == .lidarr) })
        }
    }

    @Test("history: the item filter narrows, totalRecords counts what is left, and the flags embed", arguments: services)
    func historyFilters(_ names: Names) async throws {
        try await withSimulator(.init(historyRecords: 60)) { simulator in
            let client = RawClient(simulator, names.service)
            let (all, allTotal) = try await Self.records(client, "\(client.root)/history?pageSize=100")
            #expect(allTotal == 60)
            #expect(all.allSatisfy { $0[names.item] == nil })
            let id = try #require(all.first?[names.itemID] as? Int)
            let expected = all.filter { $0[names.itemID] as? Int == id }.count
            let includes = [names.includeItem, names.includeChild].compactMap { $0 }.map { "\($0)=true" }.joined(separator: "&")
            let (filtered, total) = try await Self.records(client, "\(client.root)/history?pageSize=100&\(names.item)Ids=\(id)&\(includes)")
            #expect(total == expected && filtered.count == expected)
            #expect(try await Self.records(client, "\(client.root)/history?\(names.item)Ids=999999").total == 0)
            for record in filtered {
                #expect(record[names.itemID] as? Int == id)
                #expect((record[names.item] as? [String: Any])?["id"] as? Int == id, "\(record)")
                if let child = names.child, let childID = names.childID {
                    #expect((record[child] as? [String: Any])?["id"] as? Int == record[childID] as? Int, "\(record)")
                }
            }
        }
    }

    @Test("history: downloadId and Sonarr's episodeId, Lidarr's albumId narrow to their records", arguments: services)
    func historyByDownloadAndChild(_ names: Names) async throws {
        try await withSimulator(.init(historyRecords: 60)) { simulator in
            let client = RawClient(simulator, names.service)
            let all = try await Self.records(client, "\(client.root)/history?pageSize=100").records
            let downloadID = try #require(all.first?["downloadId"] as? String)
            let byDownload = try await Self.records(client, "\(client.root)/history?pageSize=100&downloadId=\(downloadID)")
            #expect(byDownload.total == all.filter { $0["downloadId"] as? String == downloadID }.count && byDownload.total < all.count)
            #expect(byDownload.records.allSatisfy { $0["downloadId"] as? String == downloadID })
            guard let childID = names.childID else { return }
            let id = try #require(all.last?[childID] as? Int)
            let byChild = try await Self.records(client, "\(client.root)/history?pageSize=100&\(childID)=\(id)")
            #expect(byChild.total == all.filter { $0[childID] as? Int == id }.count && byChild.total < all.count)
            #expect(byChild.records.allSatisfy { $0[childID] as? Int == id })
        }
    }

    @Test("history of one item (history/movie, history/series, history/artist) embeds and filters by event type", arguments: services)
    func itemHistory(_ names: Names) async throws {
        try await withSimulator(.init(historyRecords: 60)) { simulator in
            let client = RawClient(simulator, names.service)
            let all = try await Self.records(client, "\(client.root)/history?pageSize=100").records
            let id = try #require(all.first?[names.itemID] as? Int)
            let own = all.filter { $0[names.itemID] as? Int == id }
            let path = "\(client.root)/history/\(names.item)?\(names.itemID)=\(id)&\(names.includeItem)=true"
            let history = try #require(try await client.send(path).array)
            #expect(history.count == own.count)
            #expect(history.allSatisfy { ($0[names.item] as? [String: Any])?["id"] as? Int == id })
            // 1 is grabbed and 4 downloadFailed on the three servers.
            for (number, name) in [(1, "grabbed"), (4, "downloadFailed")] {
                let events = try #require(try await client.send("\(path)&eventType=\(number)").array)
                #expect(events.count == own.filter { $0["eventType"] as? String == name }.count, "\(name)")
                #expect(events.allSatisfy { $0["eventType"] as? String == name })
            }
        }
    }
}

/// Queue and command records carry the fields the servers' bodies have.
@Suite("The simulator's queue and command records have the servers' fields")
struct ActivityRecordFieldTests {
    @Test("queue records: statusMessages, outputPath and the quality's revision", arguments: [SimulatedService.radarr, .sonarr, .lidarr])
    func queueFields(_ service: SimulatedService) async throws {
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, service)
            let records = try #require(try await client.send("\(client.root)/queue?pageSize=50").object?["records"] as? [[String: Any]])
            #expect(!records.isEmpty)
            for record in records {
                #expect(record["statusMessages"] is [Any], "\(record)")
                #expect((record["outputPath"] as? String)?.hasSuffix(record["title"] as? String ?? "?") == true, "\(record)")
                #expect(((record["quality"] as? [String: Any])?["revision"] as? [String: Any])?["version"] as? Int == 1, "\(record)")
            }
        }
    }

    @Test("POST command: the body names the ids sent; an ended command has its duration and state change time")
    func commandBody() async throws {
        try await withSimulator(.init(commandStepDuration: .milliseconds(20))) { simulator in
            let client = RawClient(simulator, .radarr)
            let sent = try #require(try await client.send("POST", "/api/v3/command", body: ["name": "MoviesSearch", "movieIds": [2, 3]]).object)
            #expect((sent["body"] as? [String: Any])?["movieIds"] as? [Int] == [2, 3])
            #expect(sent["stateChangeTime"] as? String == sent["queued"] as? String)
            let id = try #require(sent["id"] as? Int)
            var ended: [String: Any] = [:]
            #expect(
                try await eventually {
                    ended = try await client.send("/api/v3/command/\(id)").object ?? [:]
                    return ended["status"] as? String == "completed"
                })
            #expect(ended["duration"] as? String == "00:00:00.0200000")
            #expect(ended["stateChangeTime"] as? String == ended["ended"] as? String)
        }
    }
}

/// Radarr's lookup results have what the server's have: a remote poster, a proposed folder and
/// every image's URL.
@Suite("The simulator's movie lookup has the server's poster, folder and image URLs")
struct MovieLookupFieldTests {
    @Test("movie/lookup: remotePoster, folder and images[].url on each result")
    func lookupFields() async throws {
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, .radarr)
            let inLibrary = try #require(try await client.send("/api/v3/movie/lookup?term=dune").array)
            let outside = try #require(try await client.send("/api/v3/movie/lookup?term=tmdb:800001").array)
            #expect(outside.count == 1 && outside.allSatisfy { $0["id"] == nil }, "a title not in the library: \(outside)")
            let results = inLibrary + outside
            #expect(!inLibrary.isEmpty)
            for movie in results {
                let images = movie["images"] as? [[String: Any]] ?? []
                let poster = images.first { $0["coverType"] as? String == "poster" }
                #expect(movie["remotePoster"] as? String == poster?["remoteUrl"] as? String && movie["remotePoster"] != nil, "\(movie)")
                let title = (movie["title"] as? String ?? "").replacingOccurrences(of: ":", with: "")
                #expect(movie["folder"] as? String == "\(title) (\(movie["year"] as? Int ?? 0))", "\(movie)")
                #expect(!images.isEmpty && images.allSatisfy { ($0["url"] as? String)?.hasPrefix("/MediaCover") == true })
            }
        }
    }
}
