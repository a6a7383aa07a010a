import Foundation
import LidarrAPI
import ServarrCore
import ServarrSimulator
import Testing

/// Lidarr's track files over loopback: what `trackfile` lists for several albums, what
/// `trackfile/{id}` answers, and how many requests the repository sends for many albums.
@Suite("Lidarr's track files")
struct TrackFileTests {
    private static let fast = ServarrSimulator.Configuration(commandStepDuration: .milliseconds(50), downloadDuration: .seconds(3600))

    @Test("The track files of several albums are each album's files on disk, with their qualities")
    func filesOfSeveralAlbums() async throws {
        try await withSimulator(Self.fast) { simulator in
            let lidarr = LidarrRepository(configuration: simulator.lidarrConfiguration())
            let artist = try #require(try await lidarr.artists().first { $0.trackFileCount > 0 })
            let albums = try await lidarr.albums(artistID: artist.id)
            let files = try await lidarr.trackFiles(albumIDs: albums.map(\.id))
            for album in albums {
                #expect(files.count { $0.albumID == album.id } == album.trackFileCount, "\(album.title)")
            }
            #expect(files.allSatisfy { $0.artistID == artist.id && $0.path.hasPrefix("/music/") && $0.size > 0 })
            #expect(Set(files.map(\.quality)).count > 1, "the sample artist's albums come in several qualities")

            let client = RawClient(simulator, .lidarr)
            let file = try #require(files.first)
            let one = try await client.send("/api/v1/trackfile/\(file.id)")
            #expect(one.status == 200)
            #expect(one.object?["albumId"] as? Int == file.albumID)
            #expect((one.object?["quality"] as? [String: Any]).flatMap { $0["quality"] as? [String: Any] }?["name"] as? String == file.quality)
            #expect(try await client.send("/api/v1/trackfile/999999").status == 404)
            #expect(try await client.send("/api/v1/trackfile").status == 400, "Lidarr asks for an artist, albums or files")
            let byArtist = try #require(try await client.send("/api/v1/trackfile?artistId=\(artist.id)").array)
            #expect(byArtist.count == files.count)
            let byIDs = try #require(try await client.send("/api/v1/trackfile?trackFileIds=\(file.id)&trackFileIds=999999").array)
            #expect(byIDs.map { $0["id"] as? Int } == [file.id], "unknown file ids are left out")
        }
    }

    @Test("Many albums go out fifty to a request, never one per album")
    func fiftyAlbumsToARequest() async throws {
        var configuration = Self.fast
        configuration.artists = 120
        try await withSimulator(configuration) { simulator in
            let lidarr = LidarrRepository(configuration: simulator.lidarrConfiguration())
            let albumIDs = try await lidarr.artists().map(\.id).asyncFlatMap { try await lidarr.albums(artistID: $0).map(\.id) }
            try #require(albumIDs.count > 100 && albumIDs.count <= 150)
            let counter = try await TrackFileRequestCounter(simulator)
            let files = try await lidarr.trackFiles(albumIDs: albumIDs)
            #expect(try await counter.count() == 3, "\(albumIDs.count) albums, 50 to a request")
            #expect(Set(files.map(\.albumID)).isSubset(of: Set(albumIDs)))
            #expect(try await lidarr.trackFiles(albumIDs: []).isEmpty)
            #expect(try await counter.count() == 3, "no albums, no request")
        }
    }
}

/// Counts the `GET trackfile` requests the Lidarr simulator receives from now on, with a fault
/// rule that does nothing but count down (the fault rules see every request).
struct TrackFileRequestCounter {
    private static let budget = 1000
    private let simulator: ServarrSimulator

    init(_ simulator: ServarrSimulator) async throws {
        self.simulator = simulator
        await simulator.faults.add(
            FaultRule(.latency(milliseconds: 0), service: .lidarr, operation: "get/api/v1/trackfile", remaining: Self.budget))
    }

    /// How many requests the rule has seen.
    func count() async throws -> Int {
        let rule = await simulator.faults.activeRules().first { $0.operation == "get/api/v1/trackfile" }
        return Self.budget - (rule?.remaining ?? 0)
    }
}

extension Sequence {
    /// The elements `transform` makes of each element, in order, one after the other.
    fileprivate func asyncFlatMap<Element>(_ transform: (Self.Element) async throws -> [Element]) async rethrows -> [Element] {
        var result: [Element] = []
        for element in self { result += try await transform(element) }
        return result
    }
}
