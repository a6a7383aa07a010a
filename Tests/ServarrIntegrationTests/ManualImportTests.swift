import Foundation
import LidarrAPI
import RadarrAPI
import ServarrCore
import ServarrSimulator
import SonarrAPI
import Testing

/// Starts a simulator whose queues hold downloads that went wrong, runs `body`, shuts it down.
private func withStuckDownloads<Result>(
    _ body: (ServarrSimulator, RadarrRepository, SonarrRepository, LidarrRepository) async throws -> Result
) async throws -> Result {
    var configuration = ServarrSimulator.Configuration(
        commandStepDuration: .milliseconds(100), downloadDuration: .seconds(3600), hangLimit: .seconds(10), queueRecords: 0)
    configuration.stuckDownloads = true
    let simulator = try await ServarrSimulator.start(configuration)
    let radarr = RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(15)))
    let sonarr = SonarrRepository(configuration: simulator.sonarrConfiguration(timeout: .seconds(15)))
    let lidarr = LidarrRepository(configuration: simulator.lidarrConfiguration(timeout: .seconds(15)))
    do {
        let result = try await body(simulator, radarr, sonarr, lidarr)
        await simulator.shutdown()
        return result
    } catch {
        await simulator.shutdown()
        throw error
    }
}

@Suite("Manual import, queue and history actions against the simulator")
struct ManualImportTests {
    @Test("A download that is not an upgrade shows why, and a manual import puts its file in the movie")
    func radarrImportsBlockedDownload() async throws {
        try await withStuckDownloads { _, radarr, _, _ in
            let queue = try await radarr.queueDetails()
            let pending = try #require(queue.first { $0.trackedDownloadState == "importPending" })
            #expect(pending.awaitsImport)
            #expect(pending.statusMessages.flatMap(\.messages).contains { $0.hasPrefix("Not an upgrade for existing movie file(s)") })
            #expect(pending.statusMessages.flatMap(\.messages).contains("Sample"))
            let downloadID = try #require(pending.downloadID)

            let files = try await radarr.importFiles(from: .download(id: downloadID))
            #expect(files.count == 2)
            let main = try #require(files.first { !$0.rejections.contains("Sample") })
            let movieID = try #require(main.proposal.movieID)
            #expect(main.quality?.name == "HDTV-720p")
            #expect(main.languages.map(\.name) == ["English"])
            #expect(main.releaseGroup == "SIM")

            let status = try await radarr.importFiles([main], mode: .move)
            #expect(status.name == "ManualImport")
            let movie = try await radarr.movie(id: movieID)
            #expect(movie.hasFile)
            let after = try await radarr.queueDetails()
            #expect(!after.contains { $0.id == pending.id })
        }
    }

    @Test("An unknown movie is refused until a movie is chosen; the refusal names the file")
    func radarrRefusesUnknownMovie() async throws {
        try await withStuckDownloads { _, radarr, _, _ in
            let blocked = try #require(try await radarr.queueDetails().first { $0.trackedDownloadState == "importBlocked" })
            var files = try await radarr.importFiles(from: .download(id: try #require(blocked.downloadID)))
            #expect(files.first?.rejections == ["Unknown Movie"])
            #expect(files.first?.proposal.isComplete == false)
            let unplaced = files
            let refusal = try #require(await thrownError { _ = try await radarr.importFiles(unplaced, mode: .copy) })
            #expect(ServarrError.userMessage(for: refusal).contains("Unknown Movie"))

            let movie = try #require(try await radarr.movies().first { $0.id == blocked.mediaID })
            files[0].proposal = MovieImportProposal(movie)
            _ = try await radarr.importFiles(files, mode: .copy)
            let imported = try await radarr.movie(id: movie.id)
            #expect(imported.hasFile)
        }
    }

    @Test("A file evaluated again as another movie loses the rejection about the old one; as none, it is unknown")
    func radarrEvaluatesChangedFilesAgain() async throws {
        try await withStuckDownloads { _, radarr, _, _ in
            let pending = try #require(try await radarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let files = try await radarr.importFiles(from: .download(id: try #require(pending.downloadID)))
            let main = try #require(files.first { !$0.rejections.contains("Sample") })
            let sample = try #require(files.first { $0.rejections.contains("Sample") })
            let asSent = try await radarr.reevaluate([main, sample])
            #expect(asSent.map(\.rejections) == [main.rejections, sample.rejections])

            let other = try #require(try await radarr.movies().first { !$0.hasFile && $0.id != main.proposal.movieID })
            var moved = main, movedSample = sample, unplaced = main
            moved.proposal = MovieImportProposal(other)
            movedSample.proposal = MovieImportProposal(other)
            unplaced.proposal = MovieImportProposal(movieID: nil, title: "", year: 0)
            let evaluated = try await radarr.reevaluate([moved, movedSample, unplaced])
            #expect(evaluated.map(\.proposal.movieID) == [other.id, other.id, nil])
            #expect(evaluated[0].rejections.isEmpty, "no longer an upgrade question: \(evaluated[0].rejections)")
            #expect(evaluated[1].rejections == ["Sample"])
            #expect(evaluated[2].rejections.first == "Unknown Movie")

            var nowhere = main
            nowhere.path = "/nowhere/file.mkv"
            let refusal = try #require(await thrownError { _ = try await radarr.reevaluate([nowhere]) })
            #expect(ServarrError.userMessage(for: refusal).contains("/nowhere/file.mkv"))
        }
    }

    @Test("Sonarr and Lidarr evaluate files again too (Lidarr accepts them with 202)")
    func sonarrAndLidarrEvaluateFilesAgain() async throws {
        try await withStuckDownloads { _, _, sonarr, lidarr in
            let pack = try #require(try await sonarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let episodes = try await sonarr.importFiles(from: .download(id: try #require(pack.downloadID)))
            #expect(try await sonarr.reevaluate(episodes).map(\.rejections) == episodes.map(\.rejections))
            let album = try #require(try await lidarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let tracks = try await lidarr.importFiles(from: .download(id: try #require(album.downloadID)))
            let evaluated = try await lidarr.reevaluate(tracks)
            #expect(evaluated.map(\.proposal.tracks) == tracks.map(\.proposal.tracks))
            #expect(evaluated.allSatisfy { $0.rejections == ["Has missing tracks"] })
        }
    }

    @Test("Copying leaves the file in the download's folder (listed as imported); moving takes it out")
    func copyKeepsTheSourceAndMoveRemovesIt() async throws {
        try await withStuckDownloads { _, radarr, sonarr, _ in
            let pending = try #require(try await radarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let downloadID = try #require(pending.downloadID), folder = try #require(pending.outputPath)
            let main = try #require(try await radarr.importFiles(from: .download(id: downloadID)).first { !$0.rejections.contains("Sample") })
            _ = try await radarr.importFiles([main], mode: .copy)
            #expect(!(try await radarr.queueDetails()).contains { $0.id == pending.id }, "the download is done with")
            let copied = try #require(try await radarr.importFiles(from: .folder(path: folder)).first { $0.path == main.path })
            #expect(copied.rejections.contains { $0.hasPrefix("Movie file already imported at ") }, "\(copied.rejections)")
            #expect(try await radarr.importFiles(from: .download(id: downloadID)).contains { $0.path == main.path })

            let pack = try #require(try await sonarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let packFolder = try #require(pack.outputPath)
            let episodes = try await sonarr.importFiles(from: .download(id: try #require(pack.downloadID))).filter {
                $0.rejections.isEmpty && $0.proposal.isComplete
            }
            _ = try await sonarr.importFiles(episodes, mode: .move)
            let left = try await sonarr.importFiles(from: .folder(path: packFolder)).map(\.path)
            #expect(!left.isEmpty, "the file Sonarr could not place stays")
            #expect(!left.contains { path in episodes.contains { $0.path == path } })
        }
    }

    @Test("A folder lists the files of the downloads inside it; an empty folder lists none")
    func folderListing() async throws {
        try await withStuckDownloads { _, radarr, _, _ in
            let inDownloads = try await radarr.importFiles(from: .folder(path: "/downloads/complete"))
            let elsewhere = try await radarr.importFiles(from: .folder(path: "/nowhere"))
            #expect(inDownloads.count == 3)
            #expect(elsewhere.isEmpty)
        }
    }

    @Test("A season pack lists each episode's file with its proposal; importing it fills the episodes")
    func sonarrImportsSeasonPack() async throws {
        try await withStuckDownloads { _, _, sonarr, _ in
            let pack = try #require(try await sonarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            #expect(pack.statusMessages.first?.title.hasPrefix("One or more episodes expected") == true)
            let files = try await sonarr.importFiles(from: .download(id: try #require(pack.downloadID)))
            let episodes = files.filter { $0.rejections.isEmpty && $0.proposal.isComplete }
            #expect(episodes.count >= 2)
            #expect(files.contains { $0.rejections == ["Unknown Series"] })
            #expect(episodes[0].proposal.summary.contains("S01E01"))
            _ = try await sonarr.importFiles(episodes, mode: .move)
            let seriesID = try #require(episodes[0].proposal.seriesID)
            let imported = try await sonarr.episodes(seriesID: seriesID).filter { episode in
                episodes.flatMap(\.proposal.episodes).map(\.id).contains(episode.id)
            }
            #expect(!imported.isEmpty && imported.allSatisfy(\.hasFile))
        }
    }

    @Test("An album's tracks import with their artist, album and track ids")
    func lidarrImportsTracks() async throws {
        try await withStuckDownloads { _, _, _, lidarr in
            let album = try #require(try await lidarr.queueDetails().first { $0.trackedDownloadState == "importPending" })
            let files = try await lidarr.importFiles(from: .download(id: try #require(album.downloadID)))
            #expect(files.allSatisfy { $0.rejections == ["Has missing tracks"] && $0.proposal.isComplete })
            let body = try #require(files.first?.commandFile)
            #expect(body["artistId"] != nil && body["albumId"] != nil && body["trackIds"] != nil)
            _ = try await lidarr.importFiles(files, mode: .move)
            let after = try await lidarr.queueDetails()
            #expect(!after.contains { $0.id == album.id })
        }
    }

    @Test("Removing with the blocklist blocklists the releases and searches again, in one request")
    func bulkRemoval() async throws {
        try await withStuckDownloads { _, radarr, _, _ in
            let queue = try await radarr.queueDetails()
            let before = try await radarr.blocklist(page: 1, pageSize: 100).totalRecords
            let removed = queue.prefix(2).map(\.id)
            try await radarr.removeFromQueue(ids: removed, blocklist: true, searchAgain: true)
            let after = try await radarr.queueDetails(), blocklisted = try await radarr.blocklist(page: 1, pageSize: 100)
            let commands = try await radarr.commands()
            #expect(!after.contains { removed.contains($0.id) })
            #expect(blocklisted.totalRecords == before + 2)
            #expect(commands.filter { $0.name == "MoviesSearch" }.count == 2)
        }
    }

    @Test("A held-back release is grabbed now; grabbing a download the queue does not hold is refused")
    func grabPending() async throws {
        try await withStuckDownloads { _, radarr, _, _ in
            let queue = try await radarr.queueDetails()
            let pending = try #require(queue.first(where: Self.isPending))
            try await radarr.grabQueued(id: pending.id)
            let after = try await radarr.queueDetails()
            #expect(after.first(where: { $0.id == pending.id })?.status == "downloading")
            let unknown = await thrownError { try await radarr.grabQueued(id: 999_999) }
            #expect(unknown is ServarrError)
        }
    }

    private static func isPending(_ item: QueueItem) -> Bool { item.isPendingRelease }

    @Test("Marking a grab as failed records it, blocklists the release and searches again")
    func markFailed() async throws {
        try await withStuckDownloads { _, radarr, _, _ in
            let grab = try #require(try await radarr.history(pageSize: 200).records.first { $0.eventType == "grabbed" })
            try await radarr.markFailed(historyID: grab.id)
            let history = try await radarr.history(pageSize: 200).records
            #expect(history.contains { $0.eventType == "downloadFailed" && $0.sourceTitle == grab.sourceTitle })
            let commands = try await radarr.commands()
            #expect(commands.contains { $0.name == "MoviesSearch" })
            let unknown = await thrownError { try await radarr.markFailed(historyID: 999_999) }
            #expect(unknown is ServarrError)
        }
    }
}
