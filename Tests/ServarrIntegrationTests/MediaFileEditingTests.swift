import Foundation
import ServarrSimulator
import Testing

/// The files of the simulated libraries over loopback, changed and deleted as a client of the
/// real servers would: `PUT {id}`, `PUT editor`, `PUT bulk`, `DELETE {id}` and `DELETE bulk` of
/// Radarr's movie files, Sonarr's episode files and Lidarr's track files act on the library.
@Suite("Media files change and leave the library as on the servers")
struct MediaFileEditingTests {
    private static let quiet = ServarrSimulator.Configuration(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(3600))

    @Test("Deleting a file makes its item missing, and it is no longer served", arguments: SimulatedService.allCases)
    func deleteOne(_ service: SimulatedService) async throws {
        try await withSimulator(Self.quiet) { simulator in
            let files = try await LibraryFiles(RawClient(simulator, service), service)
            let id = try #require(files.ids.first)
            let before = try await files.ownerFileCount()

            #expect(try await files.client.send("DELETE", "\(files.path)/\(id)").status == 200)
            #expect(try await files.client.send("\(files.path)/\(id)").status == 404)
            #expect(try await files.listedIDs().contains(id) == false)
            #expect(try await files.ownerFileCount() == before - 1, "the owner's statistics drop by the file")
            #expect(try await files.itemsPointing(at: id) == 0, "no item keeps the deleted file")

            let again = try await files.client.send("DELETE", "\(files.path)/\(id)")
            #expect(again.status == 404)
            #expect(again.object?["message"] as? String == "\(service.fileName) with ID \(id) does not exist")
        }
    }

    @Test("Editing a file sets its quality by id and answers the file as it is now", arguments: SimulatedService.allCases)
    func editOne(_ service: SimulatedService) async throws {
        try await withSimulator(Self.quiet) { simulator in
            let files = try await LibraryFiles(RawClient(simulator, service), service)
            let id = try #require(files.ids.first)
            var record = try #require(try await files.client.send("\(files.path)/\(id)").object)
            let target = service.otherQuality
            // The servers bind a quality by its id: a wrong name sent with it does not matter.
            record["quality"] = ["quality": ["id": target.id, "name": "Not a quality"], "revision": ["version": 2, "real": 0]]
            record["releaseGroup"] = "EDITED"

            let answer = try await files.client.send("PUT", "\(files.path)/\(id)", body: record)
            #expect(answer.status == 202)
            #expect(Self.quality(of: answer.object) == target.name)
            let stored = try await files.client.send("\(files.path)/\(id)").object
            #expect(Self.quality(of: stored) == target.name)
            #expect(Self.qualityID(of: stored) == target.id)
            #expect(stored?["releaseGroup"] as? String == "EDITED")
            #expect(((stored?["quality"] as? [String: Any])?["revision"] as? [String: Any])?["version"] as? Int == 2)

            let unknown = try await files.client.send("PUT", "\(files.path)/999999", body: record)
            #expect(unknown.status == 404)
            #expect(unknown.object?["message"] as? String == "\(service.fileName) with ID 999999 does not exist")
            let badQuality = try await files.client.send(
                "PUT", "\(files.path)/\(id)", body: ["id": id, "quality": ["quality": ["id": 9999, "name": "Bogus"]]])
            #expect(badQuality.status == 400, "Servarr refuses a quality id it does not have")
            #expect(Self.qualityID(of: try await files.client.send("\(files.path)/\(id)").object) == target.id)
        }
    }

    @Test("The editor changes every file it names, or none when one is unknown", arguments: SimulatedService.allCases)
    func editor(_ service: SimulatedService) async throws {
        try await withSimulator(Self.quiet) { simulator in
            let files = try await LibraryFiles(RawClient(simulator, service), service)
            let ids = Array(files.ids.prefix(2))
            try #require(ids.count == 2)
            let target = service.otherQuality
            let change: [String: Any] = [service.fileIDsKey: ids, "quality": ["quality": ["id": target.id], "revision": ["version": 1]]]

            let answer = try await files.client.send("PUT", "\(files.path)/editor", body: change)
            #expect(answer.status == 202)
            #expect(answer.array?.map { $0["id"] as? Int } == ids)
            #expect(answer.array?.allSatisfy { Self.quality(of: $0) == target.name } == true)

            let original = try await files.client.send("\(files.path)/\(ids[0])").object
            var refused = change
            refused[service.fileIDsKey] = [ids[0], 999_999]
            refused["quality"] = ["quality": ["id": service.lowQuality.id]]
            let failure = try await files.client.send("PUT", "\(files.path)/editor", body: refused)
            #expect(failure.status == 500)
            #expect(failure.object?["message"] as? String == "Expected query to return 2 rows but returned 1")
            #expect(Self.quality(of: try await files.client.send("\(files.path)/\(ids[0])").object) == Self.quality(of: original))

            if service != .lidarr {
                let rows = ids.map { ["id": $0, "quality": ["quality": ["id": service.lowQuality.id]]] as [String: Any] }
                let bulk = try await files.client.send("PUT", "\(files.path)/bulk", body: rows)
                #expect(bulk.status == 202)
                #expect(bulk.array?.allSatisfy { Self.quality(of: $0) == service.lowQuality.name } == true)
            }
        }
    }

    @Test("Deleting in bulk removes every file named, or none when one is unknown", arguments: SimulatedService.allCases)
    func deleteBulk(_ service: SimulatedService) async throws {
        try await withSimulator(Self.quiet) { simulator in
            let files = try await LibraryFiles(RawClient(simulator, service), service)
            let ids = Array(files.ids.prefix(2))
            try #require(ids.count == 2)
            let before = try await files.ownerFileCount()

            let refused = try await files.client.send("DELETE", "\(files.path)/bulk", body: [service.fileIDsKey: ids + [999_999]])
            #expect(refused.status == 500)
            let twice = try await files.client.send("DELETE", "\(files.path)/bulk", body: [service.fileIDsKey: ids + [ids[0]]])
            #expect(twice.object?["message"] as? String == "Expected query to return 3 rows but returned 2", "an id named twice is one row")
            #expect(try await files.listedIDs().isSuperset(of: ids), "a refused request deletes nothing")
            let empty = try await files.client.send("DELETE", "\(files.path)/bulk", body: [service.fileIDsKey: [Int]()])
            #expect(empty.status == (service == .lidarr ? 200 : 500), "Radarr and Sonarr read the first file's item")

            let answer = try await files.client.send("DELETE", "\(files.path)/bulk", body: [service.fileIDsKey: ids])
            #expect(answer.status == 200)
            #expect(answer.object?.isEmpty == true, "the servers answer {}")
            #expect(try await files.listedIDs().isDisjoint(with: ids))
            #expect(try await files.ownerFileCount() == before - ids.count)
        }
    }

    private static func quality(of record: [String: Any]?) -> String? {
        ((record?["quality"] as? [String: Any])?["quality"] as? [String: Any])?["name"] as? String
    }

    private static func qualityID(of record: [String: Any]?) -> Int? {
        ((record?["quality"] as? [String: Any])?["quality"] as? [String: Any])?["id"] as? Int
    }
}

/// The files of one owner (a movie library's first movies, a series, an artist) as a client
/// reads them, with what their owner says about them.
struct LibraryFiles {
    let client: RawClient
    let service: SimulatedService
    /// The owner's id: Radarr's files belong to several movies, so none.
    let ownerID: Int?
    let ids: [Int]
    var path: String { "\(client.root)/\(service.fileResource)" }

    init(_ client: RawClient, _ service: SimulatedService) async throws {
        self.client = client
        self.service = service
        switch service {
        case .radarr:
            let movies = try #require(try await client.send("\(client.root)/movie").array)
            ownerID = nil
            ids = movies.filter { $0["hasFile"] as? Bool == true }.compactMap { $0["movieFileId"] as? Int }
        case .sonarr:
            let series = try #require(try await client.send("\(client.root)/series").array)
            let owner = try #require(series.first { Self.statistic("episodeFileCount", of: $0) > 1 }?["id"] as? Int)
            ownerID = owner
            ids = try #require(try await client.send("\(client.root)/episodefile?seriesId=\(owner)").array).compactMap { $0["id"] as? Int }
        case .lidarr:
            let artists = try #require(try await client.send("\(client.root)/artist").array)
            let owner = try #require(artists.first { Self.statistic("trackFileCount", of: $0) > 1 }?["id"] as? Int)
            ownerID = owner
            ids = try #require(try await client.send("\(client.root)/trackfile?artistId=\(owner)").array).compactMap { $0["id"] as? Int }
        }
    }

    /// The ids `GET` lists now for the owner (Radarr: for the files' movies).
    func listedIDs() async throws -> Set<Int> {
        let query =
            switch service {
            case .radarr: ids.map { "movieFileIds=\($0)" }.joined(separator: "&")
            case .sonarr: "seriesId=\(ownerID ?? 0)"
            case .lidarr: "artistId=\(ownerID ?? 0)"
            }
        return Set(try #require(try await client.send("\(path)?\(query)").array).compactMap { $0["id"] as? Int })
    }

    /// How many files the owner's statistics count (Radarr: the library's movies with a file).
    func ownerFileCount() async throws -> Int {
        switch service {
        case .radarr:
            return try #require(try await client.send("\(client.root)/movie").array).count { $0["hasFile"] as? Bool == true }
        case .sonarr:
            return Self.statistic("episodeFileCount", of: try await client.send("\(client.root)/series/\(ownerID ?? 0)").object ?? [:])
        case .lidarr:
            let albums = try #require(try await client.send("\(client.root)/album?artistId=\(ownerID ?? 0)").array)
            return albums.reduce(0) { $0 + Self.statistic("trackFileCount", of: $1) }
        }
    }

    /// How many items (movie, episodes, tracks) still name file `id` or say they have a file for it.
    func itemsPointing(at id: Int) async throws -> Int {
        let (items, key) =
            switch service {
            case .radarr: (try await client.send("\(client.root)/movie").array, "movieFileId")
            case .sonarr: (try await client.send("\(client.root)/episode?seriesId=\(ownerID ?? 0)").array, "episodeFileId")
            case .lidarr: (try await client.send("\(client.root)/track?artistId=\(ownerID ?? 0)").array, "trackFileId")
            }
        return try #require(items).count { $0[key] as? Int == id }
    }

    private static func statistic(_ name: String, of record: [String: Any]) -> Int {
        (record["statistics"] as? [String: Any])?[name] as? Int ?? 0
    }
}

extension SimulatedService {
    /// The servers' name of a file record in their messages.
    var fileName: String {
        switch self {
        case .radarr: "MovieFile"
        case .sonarr: "EpisodeFile"
        case .lidarr: "TrackFile"
        }
    }

    var fileResource: String {
        switch self {
        case .radarr: "moviefile"
        case .sonarr: "episodefile"
        case .lidarr: "trackfile"
        }
    }

    var fileIDsKey: String { fileResource.replacingOccurrences(of: "file", with: "FileIds") }

    /// A quality no sample file starts in, with the server's id for it.
    var otherQuality: (id: Int, name: String) {
        switch self {
        case .radarr: (30, "Remux-1080p")
        case .sonarr: (20, "Bluray-1080p Remux")
        case .lidarr: (21, "FLAC 24bit")
        }
    }

    /// A low quality, with the server's id for it.
    var lowQuality: (id: Int, name: String) {
        switch self {
        case .radarr: (1, "SDTV")
        case .sonarr: (1, "SDTV")
        case .lidarr: (1, "MP3-192")
        }
    }
}
