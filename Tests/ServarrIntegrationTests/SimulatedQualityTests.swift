import Foundation
import ServarrSimulator
import Testing

/// The simulator's qualities as the servers have them, over loopback: every record names a
/// quality by the id the server's quality definitions give it, and cutoff unmet compares by id.
@Suite("Qualities agree by id as on the servers")
struct SimulatedQualityTests {
    private static let quiet = ServarrSimulator.Configuration(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(3600))

    @Test("Files, releases, the queue and history carry the ids the quality definitions give", arguments: SimulatedService.allCases)
    func idsAgree(_ service: SimulatedService) async throws {
        try await withSimulator(Self.quiet) { simulator in
            let client = RawClient(simulator, service)
            let definitions = try #require(try await client.send("\(client.root)/qualitydefinition").array)
            var idsByName: [String: Int] = [:]
            for definition in definitions {
                let quality = definition["quality"] as? [String: Any]
                if let name = quality?["name"] as? String, let id = quality?["id"] as? Int { idsByName[name] = id }
            }
            try #require(idsByName.count == definitions.count)

            let files = try await Self.files(client, service)
            let releases = try await Self.releases(client, service)
            let queue = try #require(try await client.send("\(client.root)/queue?pageSize=100").object?["records"] as? [[String: Any]])
            let history = try #require(try await client.send("\(client.root)/history?pageSize=100").object?["records"] as? [[String: Any]])
            for (kind, records) in [("file", files), ("release", releases), ("queue", queue), ("history", history)] {
                #expect(!records.isEmpty, "\(kind)")
                for record in records {
                    let quality = (record["quality"] as? [String: Any])?["quality"] as? [String: Any]
                    let name = quality?["name"] as? String ?? "?"
                    #expect(quality?["id"] as? Int == idsByName[name], "\(kind) \(record["id"] ?? "?"): \(name)")
                }
            }
            for file in files {
                let path = file["path"] as? String ?? ""
                #expect(path.hasPrefix("/") && path.hasSuffix(file["relativePath"] as? String ?? ""), "file \(file["id"] ?? "?"): \(path)")
                #expect(file["qualityCutoffNotMet"] is Bool && file["mediaInfo"] is [String: Any])
            }
            let fileIDs = Set(files.compactMap { ((($0["quality"] as? [String: Any])?["quality"]) as? [String: Any])?["id"] as? Int })
            #expect(fileIDs.count > 1, "the sample files come in several qualities, each with its own id")
        }
    }

    @Test("A file raised to its profile's cutoff leaves cutoff unmet", arguments: SimulatedService.allCases)
    func cutoffByID(_ service: SimulatedService) async throws {
        try await withSimulator(Self.quiet) { simulator in
            let client = RawClient(simulator, service)
            let page = try #require(try await client.send("\(client.root)/wanted/cutoff?pageSize=1").object)
            let total = try #require(page["totalRecords"] as? Int)
            let record = try #require((page["records"] as? [[String: Any]])?.first)
            let (profileID, fileIDs) = try await Self.owner(of: record, client, service)
            let profile = try #require(try await client.send("\(client.root)/qualityprofile/\(profileID)").object)
            let cutoff = try #require(profile["cutoff"] as? Int)

            let files = "\(client.root)/\(service.fileResource)"
            let below = try await client.send("\(files)/\(try #require(fileIDs.first))").object
            #expect(below?["qualityCutoffNotMet"] as? Bool == true || service == .lidarr, "an album's first file may be at its cutoff")

            let change: [String: Any] = [service.fileIDsKey: fileIDs, "quality": ["quality": ["id": cutoff], "revision": ["version": 1]]]
            let answer = try await client.send("PUT", "\(files)/editor", body: change)
            #expect(answer.status == 202)
            #expect(answer.array?.allSatisfy { $0["qualityCutoffNotMet"] as? Bool == false } == true)
            let after = try #require(try await client.send("\(client.root)/wanted/cutoff?pageSize=1").object)
            #expect(after["totalRecords"] as? Int == total - 1)
            #expect(try await client.send("\(files)/\(try #require(fileIDs.first))").object?["qualityCutoffNotMet"] as? Bool == false)
        }
    }

    /// A page of files of each kind of owner: a movie's, a series', an artist's.
    private static func files(_ client: RawClient, _ service: SimulatedService) async throws -> [[String: Any]] {
        let files = try await LibraryFiles(client, service)
        let query = files.ids.prefix(40).map { "\(service.fileIDsKey)=\($0)" }.joined(separator: "&")
        return try #require(try await client.send("\(files.path)?\(query)").array)
    }

    private static func releases(_ client: RawClient, _ service: SimulatedService) async throws -> [[String: Any]] {
        let query =
            switch service {
            case .radarr: "movieId=1"
            case .sonarr: "episodeId=1"
            case .lidarr: "albumId=1"
            }
        return try #require(try await client.send("\(client.root)/release?\(query)").array)
    }

    /// The quality profile a cutoff-unmet record is judged by, and the files that keep it there.
    private static func owner(
        of record: [String: Any], _ client: RawClient, _ service: SimulatedService
    ) async throws -> (profile: Int, files: [Int]) {
        let root = client.root
        switch service {
        case .radarr:
            return (try #require(record["qualityProfileId"] as? Int), [try #require(record["movieFileId"] as? Int)])
        case .sonarr:
            let seriesID = try #require(record["seriesId"] as? Int)
            let series = try #require(try await client.send("\(root)/series/\(seriesID)").object)
            return (try #require(series["qualityProfileId"] as? Int), [try #require(record["episodeFileId"] as? Int)])
        case .lidarr:
            let artistID = try #require(record["artistId"] as? Int), albumID = try #require(record["id"] as? Int)
            let artist = try #require(try await client.send("\(root)/artist/\(artistID)").object)
            let files = try #require(try await client.send("\(root)/trackfile?albumId=\(albumID)").array)
            return (try #require(artist["qualityProfileId"] as? Int), files.compactMap { $0["id"] as? Int })
        }
    }
}
