import Foundation
import ServarrCore
import ServarrSimulator
import Testing

/// What real Radarr, Sonarr and Lidarr servers do that a client relies on, checked over loopback:
/// routing, query parameters, defaults, authentication and error shapes.
@Suite("Simulator behaves like the servers")
struct ServerBehaviourTests {
    @Test("Paths and query parameter names match case-insensitively")
    func caseInsensitive() async throws {
        try await withSimulator(.init()) { simulator in
            for service in SimulatedService.allCases {
                let client = RawClient(simulator, service)
                for path in [
                    "\(client.root)/qualityProfile", "\(client.root)/rootFolder", "\(client.root.uppercased())/TAG", "\(client.root)/System/Status",
                ] {
                    #expect(try await client.send(path).status == 200, "\(service) \(path)")
                }
                let page = try #require(try await client.send("\(client.root)/history?PAGESIZE=3&Page=2").object)
                #expect(page["pageSize"] as? Int == 3)
                #expect(page["page"] as? Int == 2)
                #expect((page["records"] as? [Any])?.count == 3)
            }
        }
    }

    @Test("Calendar reads date-only and date-time parameters and defaults to today .. today + 2 days")
    func calendarDates() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let today = Calendar.current.startOfDay(for: Date())
            let day = { (offset: Int) in String(ServarrDate.format(today.addingTimeInterval(Double(offset) * 86_400)).prefix(10)) }
            // Without parameters: the servers' window, and the sample library has a movie in it.
            let defaults = try #require(try await radarr.send("/api/v3/calendar").array)
            #expect(!defaults.isEmpty)
            let dateOnly = try await radarr.send("/api/v3/calendar?start=\(day(0))&end=\(day(2))")
            #expect(dateOnly.status == 200)
            #expect(dateOnly.array?.map { $0["id"] as? Int } == defaults.map { $0["id"] as? Int })
            let fractional = try await radarr.send("/api/v3/calendar?start=\(day(0))T00:00:00.0000000Z&end=\(day(28))T00:00:00")
            #expect(fractional.status == 200)
            #expect((fractional.array?.count ?? 0) > defaults.count)
            let sonarr = try await RawClient(simulator, .sonarr).send("/api/v3/calendar?start=\(day(-7))&end=\(day(0))")
            #expect(sonarr.status == 200)
            #expect(sonarr.array?.isEmpty == false)
            // A date that is not one: 400 with the servers' error body, never a 500.
            let bad = try await radarr.send("/api/v3/calendar?start=someday")
            #expect(bad.status == 400)
            #expect(bad.object?["message"] is String)
        }
    }

    @Test("Paged endpoints default to page 1 of 10 with their sort, and honour sortKey and sortDirection")
    func pagingDefaults() async throws {
        try await withSimulator(.init(queueRecords: 25, historyRecords: 25)) { simulator in
            for service in SimulatedService.allCases {
                let client = RawClient(simulator, service)
                let queue = try #require(try await client.send("\(client.root)/queue").object)
                #expect(queue["page"] as? Int == 1)
                #expect(queue["pageSize"] as? Int == 10)
                #expect(queue["sortKey"] as? String == "timeleft")
                #expect(queue["totalRecords"] as? Int == 25)
                #expect((queue["records"] as? [Any])?.count == 10)
                let history = try #require(try await client.send("\(client.root)/history").object)
                #expect(history["sortKey"] as? String == "date")
                #expect(history["sortDirection"] as? String == "descending")
                let newestFirst = (history["records"] as? [[String: Any]] ?? []).compactMap { $0["date"] as? String }
                #expect(newestFirst == newestFirst.sorted(by: >) && newestFirst.count == 10)
                let ascending = try #require(try await client.send("\(client.root)/history?sortKey=date&sortDirection=ascending").object)
                let oldestFirst = (ascending["records"] as? [[String: Any]] ?? []).compactMap { $0["date"] as? String }
                #expect(ascending["sortDirection"] as? String == "ascending")
                #expect(oldestFirst == oldestFirst.sorted() && oldestFirst.first! < newestFirst.last!)
                let byTitle = try #require(try await client.send("\(client.root)/queue?sortKey=title&pageSize=25").object)
                let titles = (byTitle["records"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
                #expect(titles == titles.sorted() && titles.count == 25)
            }
        }
    }

    @Test("The API key is accepted as the apikey query parameter; without a key or with a wrong one, 401")
    func apiKeyQuery() async throws {
        try await withSimulator(.init()) { simulator async throws in
            for service in SimulatedService.allCases {
                let client = RawClient(simulator, service)
                #expect(try await client.send("\(client.root)/system/status", key: .query).status == 200)
                #expect(try await client.send("\(client.root)/queue?page=1", key: .query).status == 200)
                #expect(try await client.send("\(client.root)/system/status", key: .none).status == 401)
                let wrong = RawClient(baseURL: client.baseURL, apiKey: "0000", root: client.root)
                #expect(try await wrong.send("\(wrong.root)/system/status", key: .query).status == 401)
            }
        }
    }

    @Test("Unknown ids answer 404 with {message, description}; validation failures 400 with a list of failures")
    func errorShapes() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let sonarr = RawClient(simulator, .sonarr)
            for (client, path) in [
                (radarr, "/api/v3/movie/999999"), (radarr, "/api/v3/moviefile/999999"),
                (radarr, "/api/v3/movie/lookup/tmdb?tmdbId=999999999"), (radarr, "/api/v3/system/task/999"),
                (sonarr, "/api/v3/series/999999"), (sonarr, "/api/v3/episodefile/999999"),
                (sonarr, "/api/v3/languageprofile/99"),
            ] {
                let response = try await client.send(path)
                #expect(response.status == 404, "\(path)")
                #expect(response.object?["message"] is String && response.object?["description"] is String, "\(path)")
            }
            let invalid = try await radarr.send("POST", "/api/v3/movie", body: ["tmdbId": 0, "qualityProfileId": 1, "rootFolderPath": "/movies"])
            #expect(invalid.status == 400)
            let failure = try #require(invalid.array?.first)
            #expect(failure["propertyName"] as? String == "TmdbId")
            #expect(failure["errorMessage"] as? String == "'Tmdb Id' must be greater than '0'.")
            #expect(failure["attemptedValue"] as? Int == 0)
            #expect(failure["severity"] as? String == "error")
            let existing = try #require(try await radarr.send("/api/v3/movie/1").object)
            let duplicate = try await radarr.send(
                "POST", "/api/v3/movie",
                body: [
                    "tmdbId": existing["tmdbId"] ?? 0, "qualityProfileId": 1, "rootFolderPath": "/movies", "title": "Again",
                ])
            #expect(duplicate.status == 400)
            #expect(duplicate.array?.first?["errorMessage"] as? String == "This movie has already been added")
            let noPath = try await sonarr.send("POST", "/api/v3/series", body: ["tvdbId": 700001, "qualityProfileId": 1])
            #expect(noPath.status == 400)
            #expect(noPath.array?.first?["propertyName"] as? String == "Path")
        }
    }
}
