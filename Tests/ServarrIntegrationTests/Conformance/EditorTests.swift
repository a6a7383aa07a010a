import Foundation
import ServarrSimulator
import Testing

/// The bulk editors (`movie/editor`, `series/editor`, `artist/editor`) as the servers do them.
@Suite("Simulator bulk editors")
struct EditorTests {
    @Test("Radarr's movie editor sets monitoring, profile, availability and tags, and moves paths")
    func movies() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let before = try #require(try await radarr.send("/api/v3/movie/1").object)
            let folder = try #require((before["path"] as? String)?.split(separator: "/").last.map(String.init))
            let edited = try await radarr.send(
                "PUT", "/api/v3/movie/editor",
                body: [
                    "movieIds": [1, 2, 999_999], "monitored": false, "qualityProfileId": 2, "minimumAvailability": "inCinemas",
                    "rootFolderPath": "/movies-4k", "moveFiles": true, "tags": [3], "applyTags": "add",
                ])
            #expect(edited.status == 202)
            let movies = try #require(edited.array)
            #expect(movies.compactMap { $0["id"] as? Int } == [1, 2])
            let after = try #require(try await radarr.send("/api/v3/movie/1").object)
            #expect(after["monitored"] as? Bool == false)
            #expect(after["qualityProfileId"] as? Int == 2)
            #expect(after["minimumAvailability"] as? String == "inCinemas")
            #expect(after["rootFolderPath"] as? String == "/movies-4k")
            #expect(after["path"] as? String == "/movies-4k/\(folder)")
            #expect((after["tags"] as? [Int])?.contains(3) == true)
            let commands = try #require(try await radarr.send("/api/v3/command").array)
            #expect(commands.contains { $0["name"] as? String == "BulkMoveMovie" })

            _ = try await radarr.send("PUT", "/api/v3/movie/editor", body: ["movieIds": [1], "tags": [3], "applyTags": "remove"])
            #expect((try await radarr.send("/api/v3/movie/1").object?["tags"] as? [Int])?.contains(3) == false)
            _ = try await radarr.send("PUT", "/api/v3/movie/editor", body: ["movieIds": [1], "tags": [1, 2], "applyTags": "replace"])
            #expect(try await radarr.send("/api/v3/movie/1").object?["tags"] as? [Int] == [1, 2])

            let deleted = try await radarr.send("DELETE", "/api/v3/movie/editor", body: ["movieIds": [1, 2], "deleteFiles": true])
            #expect(deleted.status == 200)
            #expect(deleted.object?.isEmpty == true)
            #expect(try await radarr.send("/api/v3/movie/1").status == 404)
        }
    }

    @Test("Sonarr's series editor sets type and season folders, and validates root folder and profile")
    func series() async throws {
        try await withSimulator(.init()) { simulator in
            let sonarr = RawClient(simulator, .sonarr)
            let edited = try await sonarr.send(
                "PUT", "/api/v3/series/editor", body: ["seriesIds": [1], "seriesType": "anime", "seasonFolder": false, "rootFolderPath": "/anime"])
            #expect(edited.status == 202)
            let series = try #require(try await sonarr.send("/api/v3/series/1").object)
            #expect(series["seriesType"] as? String == "anime")
            #expect(series["seasonFolder"] as? Bool == false)
            #expect((series["path"] as? String)?.hasPrefix("/anime/") == true)
            let refused = try await sonarr.send(
                "PUT", "/api/v3/series/editor", body: ["seriesIds": [1], "rootFolderPath": "relative/path", "qualityProfileId": 99])
            #expect(refused.status == 400)
            let messages = Set((refused.array ?? []).compactMap { $0["errorMessage"] as? String })
            #expect(messages == ["Invalid Path", "Quality Profile does not exist"])
        }
    }

    @Test("Lidarr's artist editor sets the metadata profile and new-album monitoring")
    func artists() async throws {
        try await withSimulator(.init()) { simulator in
            let lidarr = RawClient(simulator, .lidarr)
            let edited = try await lidarr.send(
                "PUT", "/api/v1/artist/editor", body: ["artistIds": [1, 2], "metadataProfileId": 2, "monitorNewItems": "none"])
            #expect(edited.status == 202)
            let artist = try #require(try await lidarr.send("/api/v1/artist/2").object)
            #expect(artist["metadataProfileId"] as? Int == 2)
            #expect(artist["monitorNewItems"] as? String == "none")
            #expect(try await lidarr.send("DELETE", "/api/v1/artist/editor", body: ["artistIds": [2]]).status == 200)
            #expect(try await lidarr.send("/api/v1/artist/2").status == 404)
        }
    }
}

/// The generic resources: stateful collections, providers' schemas and tests, settings.
@Suite("Simulator generic resources")
struct GenericResourceTests {
    @Test("A notification is created, read, listed, updated and deleted")
    func lifecycle() async throws {
        try await withSimulator(.init()) { simulator in
            let radarr = RawClient(simulator, .radarr)
            let schema = try #require(try await radarr.send("/api/v3/notification/schema").array)
            let discord = try #require(schema.first { $0["implementation"] as? String == "Discord" })
            #expect((discord["fields"] as? [[String: Any]])?.contains { $0["name"] as? String == "webHookUrl" } == true)
            var body = discord
            body["name"] = "Team channel"
            body["onGrab"] = true
            // Enabled: saving tests it first, and its service is unreachable.
            let refused = try await radarr.send("POST", "/api/v3/notification", body: body)
            #expect(refused.status == 400)
            #expect((refused.array?.first?["errorMessage"] as? String)?.hasPrefix("Unable to connect to Discord") == true)
            let created = try await radarr.send("POST", "/api/v3/notification?forceSave=true", body: body)
            #expect(created.status == 201)
            let id = try #require(created.object?["id"] as? Int)
            #expect(try await radarr.send("/api/v3/notification/\(id)").object?["name"] as? String == "Team channel")
            #expect(try await radarr.send("/api/v3/notification").array?.contains { $0["id"] as? Int == id } == true)
            body["id"] = id
            body["name"] = "Renamed"
            #expect(try await radarr.send("PUT", "/api/v3/notification/\(id)?forceSave=true", body: body).status == 202)
            #expect(try await radarr.send("/api/v3/notification/\(id)").object?["name"] as? String == "Renamed")
            #expect(try await radarr.send("POST", "/api/v3/notification/test", body: body).status == 400)
            #expect(try await radarr.send("DELETE", "/api/v3/notification/\(id)").status == 200)
            #expect(try await radarr.send("/api/v3/notification/\(id)").status == 404)
        }
    }

    @Test("Quality profiles carry their items and format scores, and a new one can be added")
    func qualityProfiles() async throws {
        try await withSimulator(.init()) { simulator in
            for service in SimulatedService.allCases {
                let client = RawClient(simulator, service)
                let profiles = try #require(try await client.send("\(client.root)/qualityprofile").array)
                #expect(profiles.first?["name"] as? String == "Any", "\(service)")
                #expect((profiles.first?["items"] as? [Any])?.isEmpty == false, "\(service)")
                #expect(profiles.first?["formatItems"] is [Any] && profiles.first?["minFormatScore"] is Int, "\(service)")
                var copy = try #require(try await client.send("\(client.root)/qualityprofile/schema").object)
                copy["name"] = "Copy"
                let created = try await client.send("POST", "\(client.root)/qualityprofile", body: copy)
                #expect(created.status == 201, "\(service)")
                #expect(try await client.send("\(client.root)/qualityprofile").array?.count == profiles.count + 1, "\(service)")
            }
        }
    }

    @Test("Settings pages are saved")
    func settings() async throws {
        try await withSimulator(.init()) { simulator in
            let sonarr = RawClient(simulator, .sonarr)
            var host = try #require(try await sonarr.send("/api/v3/config/host").object)
            host["instanceName"] = "Sonarr (CI)"
            #expect(try await sonarr.send("PUT", "/api/v3/config/host/\(host["id"] as? Int ?? 1)", body: host).status == 202)
            #expect(try await sonarr.send("/api/v3/config/host").object?["instanceName"] as? String == "Sonarr (CI)")
        }
    }
}
