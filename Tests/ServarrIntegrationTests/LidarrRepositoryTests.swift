import Foundation
import LidarrAPI
import ServarrCore
import ServarrSimulator
import Testing

/// Starts a simulator (two downloads that stay queued), runs `body` with a repository for its
/// Lidarr, and always shuts it down.
private func withLidarr<Result>(
    faults: [FaultRule] = [], pathPrefixes: Bool = false, downloadDuration: Duration = .seconds(1),
    _ body: (ServarrSimulator, LidarrRepository) async throws -> Result
) async throws -> Result {
    let simulator = try await ServarrSimulator.start(
        .init(
            usesPathPrefixes: pathPrefixes, commandStepDuration: .milliseconds(100), downloadDuration: downloadDuration,
            hangLimit: .seconds(10), faults: faults, queueRecords: 2))
    let lidarr = LidarrRepository(configuration: simulator.lidarrConfiguration(timeout: .seconds(15)))
    do {
        let result = try await body(simulator, lidarr)
        await simulator.shutdown()
        return result
    } catch {
        await simulator.shutdown()
        throw error
    }
}

@Suite("Lidarr repository against the simulator")
struct LidarrRepositoryTests {
    @Test("The library lists the sample artists with their statistics, over api/v1")
    func library() async throws {
        try await withLidarr { _, lidarr in
            let artists = try await lidarr.artists()
            #expect(artists.map(\.title) == ["Radiohead", "Björk", "Daft Punk", "Nina Simone", "Khruangbin"])
            let radiohead = try #require(artists.first)
            #expect(radiohead.albumCount == 3)
            #expect(radiohead.trackCount == 32)
            #expect(radiohead.trackFileCount == 22)
            #expect(radiohead.sizeOnDisk > 0)
            #expect(radiohead.foreignArtistID == "a74b1b7f-71a5-4011-9441-d0b5e4122711")
            #expect(try await lidarr.artist(id: radiohead.id) == radiohead)
            #expect(try await lidarr.systemStatus().appName == "Lidarr")
        }
    }

    @Test("Artist → albums → tracks: albums oldest first, tracks in order, files where downloaded")
    func albumsAndTracks() async throws {
        try await withLidarr { _, lidarr in
            let albums = try await lidarr.albums(artistID: 1)
            #expect(albums.map(\.title) == ["OK Computer", "Kid A", "In Rainbows"])
            #expect(albums.allSatisfy { $0.artistID == 1 })
            #expect(albums[0].hasAllFiles && !albums[2].hasAllFiles)
            let tracks = try await lidarr.tracks(albumID: albums[0].id)
            #expect(tracks.count == 12)
            #expect(tracks.map(\.trackNumber) == (1...12).map(String.init))
            #expect(tracks[1].title == "Paranoid Android")
            #expect(tracks.allSatisfy { $0.hasFile && $0.trackFileID != nil })
            let album = try await lidarr.album(id: albums[2].id)
            #expect(album.artistTitle == "Radiohead")
            let error = await thrownError { _ = try await lidarr.album(id: 99_999) }
            #expect(error as? ServarrError == .notFound(message: "Album with ID 99999 does not exist"))
        }
    }

    @Test("Adding an artist from lookup applies quality and metadata profiles, root folder and monitor option")
    func add() async throws {
        try await withLidarr { _, lidarr in
            let found = try await lidarr.lookupArtists(term: "portishead")
            let portishead = try #require(found.first)
            #expect(try await lidarr.lookupArtists(term: "bjork").map(\.title) == ["Björk"], "accents do not matter")
            #expect(try await lidarr.lookupArtists(term: "PORTISHEAD").map(\.title) == ["Portishead"], "nor does case")
            #expect(!portishead.isInLibrary)
            #expect(!portishead.externalID.isEmpty && portishead.externalID == portishead.foreignArtistID)
            let profiles = try await lidarr.metadataProfiles()
            #expect(profiles.map(\.name) == ["Standard", "Albums only", "Everything"])
            let added = try await lidarr.add(
                portishead,
                options: AddArtistOptions(
                    qualityProfileID: 2, metadataProfileID: 2, rootFolderPath: "/classical", tagIDs: [1], monitor: "latest"))
            #expect(added.isInLibrary)
            #expect(added.qualityProfileID == 2 && added.metadataProfileID == 2)
            #expect(added.path == "/classical/Portishead")
            #expect(added.tagIDs == [1])
            let albums = try await lidarr.albums(artistID: added.id)
            #expect(albums.map(\.isMonitored) == [false, true])
            #expect(try await lidarr.lookupArtists(term: "portishead").first?.id == added.id)
            let again = await thrownError {
                _ = try await lidarr.add(portishead, options: .init(qualityProfileID: 1, metadataProfileID: 1, rootFolderPath: "/music"))
            }
            guard case .rejected(status: 400, let message)? = again as? ServarrError else {
                Issue.record("expected a rejection, got \(String(describing: again))")
                return
            }
            #expect(message?.contains("already been added") == true)
        }
    }

    @Test("Editing keeps the metadata profile; deleting removes the artist and its albums")
    func editAndDelete() async throws {
        try await withLidarr { _, lidarr in
            var artist = try await lidarr.artist(id: 2)
            artist.metadataProfileID = 3
            artist.isMonitored = false
            artist.monitorNewItems = "none"
            _ = try await lidarr.update(artist)
            let reread = try await lidarr.artist(id: 2)
            #expect(reread.metadataProfileID == 3 && !reread.isMonitored && reread.monitorNewItems == "none")
            try await lidarr.deleteMedia(id: 2, deleteFiles: true, addExclusion: true)
            #expect(try await lidarr.artists().map(\.id).contains(2) == false)
            #expect(try await lidarr.albums(artistID: 2).isEmpty)
        }
    }

    @Test("Interactive search and grab: the release downloads, imports and leaves the wanted list")
    func searchAndGrab() async throws {
        try await withLidarr(downloadDuration: .seconds(10)) { _, lidarr in
            let missing = try await lidarr.missing(pageSize: 100)
            let inRainbows = try #require(missing.records.first { $0.title == "In Rainbows" })
            #expect(inRainbows.artistTitle == "Radiohead")
            let releases = try await lidarr.releases(albumID: inRainbows.id)
            #expect(releases.count == 6)
            #expect(releases.contains { !$0.isApproved && !$0.rejections.isEmpty })
            try await lidarr.grab(try #require(releases.first { $0.isApproved }))
            let queue = try await lidarr.queue()
            #expect(queue.records.contains { $0.mediaID == 1 && $0.title.contains("In Rainbows") })
            // The download imports after 10 s (long enough for the queue to be read first on a loaded
            // machine; waited for up to 30 s).
            var imported = false
            for _ in 0..<60 where !imported {
                try await Task.sleep(for: .milliseconds(500))
                imported = try await lidarr.album(id: inRainbows.id).hasAllFiles
            }
            #expect(imported)
            #expect(try await lidarr.missing(pageSize: 100).records.contains { $0.id == inRainbows.id } == false)
            let history = try await lidarr.history()
            #expect(history.records.first?.sourceTitle.contains("In Rainbows") == true)
        }
    }

    @Test("Calendar, cutoff unmet, commands, health, disk space and tags answer over api/v1")
    func activity() async throws {
        try await withLidarr { _, lidarr in
            #expect(try await lidarr.queueSummary().totalCount == 2)
            let upcoming = try await lidarr.calendar(from: Date(), to: Date().addingTimeInterval(30 * 86_400))
            #expect(upcoming.map(\.title) == ["A La Sala"])
            #expect(upcoming.first?.artistTitle == "Khruangbin")
            let cutoff = try await lidarr.cutoffUnmet()
            #expect(!cutoff.records.isEmpty && cutoff.records.allSatisfy(\.hasAllFiles))
            let status = try await lidarr.run(.searchAlbums(ids: [1, 2]))
            #expect(status.name == "AlbumSearch")
            try await Task.sleep(for: .milliseconds(250))
            #expect(try await lidarr.commandStatus(id: status.id).state.isFinished)
            #expect(try await lidarr.health().count == 1)
            #expect(try await lidarr.diskSpace().map(\.path) == ["/music", "/classical", "/config"])
            #expect(try await lidarr.createTag(label: "Jazz").label == "jazz")
            #expect(try await lidarr.rootFolders().map(\.path) == ["/music", "/classical"])
        }
    }

    @Test("Faults reach Lidarr's calls as the same errors, and a path prefix is honoured")
    func faultsAndPrefix() async throws {
        try await withLidarr(
            faults: [FaultRule(.serverError(message: "boom"), service: .lidarr, operation: "get/api/v1/artist", remaining: 1)],
            pathPrefixes: true
        ) { simulator, lidarr in
            #expect(simulator.lidarrURL.path == "/lidarr")
            let error = await thrownError { _ = try await lidarr.artists() }
            #expect(error as? ServarrError == .serverError(status: 500, message: "boom"))
            let artists = try await lidarr.artists()
            #expect(artists.count == 5)
        }
    }

    @Test("A report with unreadable rows names the Lidarr version, asked at api/v1/system/status")
    func serverVersionUnderItsRoot() async throws {
        try await withLidarr { _, lidarr in
            let version = await lidarr.connection.serverVersion()
            #expect(version == "2.5.3.4341")
        }
    }
}
