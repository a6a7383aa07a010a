import Foundation
import ServarrSimulator
import Testing

/// The management endpoints (indexers, download clients, tags, root folders, blocklist) of
/// every simulated service, over loopback: each GET answer is checked against the REAL
/// upstream spec, and each mutation answers with the servers' statuses and error shapes.
@Suite("Management endpoints conform to the upstream specs")
struct ManagementConformanceTests {
    static let services: [(SimulatedService, String)] = [(.radarr, "radarr-v3"), (.sonarr, "sonarr-v3"), (.lidarr, "lidarr-v1")]

    @Test("GET answers are in the upstream shapes", arguments: services)
    func shapes(_ service: SimulatedService, _ specName: String) async throws {
        let spec = try UpstreamSpec(specName)
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, service)
            let root = service == .lidarr ? "/api/v1" : "/api/v3"
            for (template, path) in [
                ("indexer", "indexer"), ("indexer/{id}", "indexer/1"), ("downloadclient", "downloadClient"),
                ("downloadclient/{id}", "downloadclient/2"), ("tag/detail", "tag/detail"), ("tag/detail/{id}", "tag/detail/1"),
                ("tag/{id}", "tag/1"), ("rootfolder", "rootfolder"), ("rootfolder/{id}", "rootfolder/1"), ("blocklist", "blocklist?pageSize=5"),
            ] {
                let response = try await client.send("\(root)/\(path)")
                #expect(response.status == 200, "\(path)")
                #expect(response.contentType?.hasPrefix("application/json") == true, "\(path)")
                let json = try #require(response.json, "\(path): not JSON")
                let schema = try #require(try spec.responseSchema("get", "\(root)/\(template)"), "\(template) has no schema")
                let issues = spec.violations(of: json, against: schema)
                #expect(issues.isEmpty, "\(service) \(path): \(issues.prefix(5))")
            }
        }
    }

    @Test("Mutations answer as the servers do: 202 for PUT, 201 for POST, validation lists, 409 for a tag in use", arguments: services)
    func mutations(_ service: SimulatedService, _ specName: String) async throws {
        try await withSimulator(.init()) { simulator in
            let client = RawClient(simulator, service)
            let root = service == .lidarr ? "/api/v1" : "/api/v3"
            var indexer = try #require(try await client.send("\(root)/indexer/1").object)
            indexer["priority"] = 0
            let rejected = try await client.send("PUT", "\(root)/indexer/1", body: indexer)
            #expect(rejected.status == 400)
            #expect((rejected.array?.first?["propertyName"] as? String) == "Priority")
            #expect((rejected.array?.first?["errorMessage"] as? String) == "'Priority' must be between 1 and 50. You entered 0.")
            indexer["priority"] = 5
            let saved = try await client.send("PUT", "\(root)/indexer/1", body: indexer)
            #expect(saved.status == 202)
            #expect(saved.object?["priority"] as? Int == 5)
            #expect(try await client.send("POST", "\(root)/indexer/test", body: indexer).status == 200)
            let failing = try #require(try await client.send("\(root)/indexer/4").object)
            #expect(try await client.send("POST", "\(root)/indexer/test", body: failing).status == 400)
            let all = try await client.send("POST", "\(root)/indexer/testall")
            #expect(all.status == 400)
            #expect(all.array?.first { $0["id"] as? Int == 4 }?["isValid"] as? Bool == false)

            #expect(try await client.send("DELETE", "\(root)/tag/1").status == 409)
            let badLabel = try await client.send("PUT", "\(root)/tag/2", body: ["id": 2, "label": "two words"])
            #expect(badLabel.status == 400)
            #expect((badLabel.array?.first?["errorMessage"] as? String) == "Allowed characters a-z, 0-9 and -")
            let created = try #require(try await client.send("POST", "\(root)/tag", body: ["label": "spare"]).object)
            let id = try #require(created["id"] as? Int)
            #expect(try await client.send("PUT", "\(root)/tag/\(id)", body: ["id": id, "label": "Extra"]).object?["label"] as? String == "extra")
            #expect(try await client.send("DELETE", "\(root)/tag/\(id)").status == 200)
            #expect(try await client.send("\(root)/tag/\(id)").status == 404)

            let missing = try await client.send("POST", "\(root)/rootfolder", body: ["path": "/nowhere"])
            #expect(missing.status == 400)
            #expect((missing.array?.first?["errorMessage"] as? String) == "Path '/nowhere' does not exist")
            var folder: [String: Any] = ["path": "/mnt/archive"]
            if service == .lidarr { folder.merge(["name": "Archive", "defaultQualityProfileId": 1, "defaultMetadataProfileId": 1]) { $1 } }
            let added = try await client.send("POST", "\(root)/rootfolder", body: folder)
            #expect(added.status == 201)
            let folderID = try #require(added.object?["id"] as? Int)
            #expect(try await client.send("POST", "\(root)/rootfolder", body: folder).status == 400)
            #expect(try await client.send("DELETE", "\(root)/rootfolder/\(folderID)").status == 200)
            #expect(try await client.send("\(root)/rootfolder/\(folderID)").status == 404)
        }
    }

    @Test("Faults apply to the management endpoints", arguments: services)
    func faults(_ service: SimulatedService, _ specName: String) async throws {
        let root = service == .lidarr ? "/api/v1" : "/api/v3"
        let rule = FaultRule(.serverError(message: "Database is locked"), service: service, operation: "get\(root)/indexer", remaining: 1)
        try await withSimulator(.init(faults: [rule])) { simulator in
            let client = RawClient(simulator, service)
            let failed = try await client.send("\(root)/indexer")
            #expect(failed.status == 500)
            #expect(failed.object?["message"] as? String == "Database is locked")
            #expect(try await client.send("\(root)/indexer").status == 200)
            #expect(try await client.send("\(root)/indexer", key: .none).status == 401)
        }
    }
}
