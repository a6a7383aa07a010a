import Foundation
import HTTPTypes

/// What a library answers for a manual import: the proposal of a file (its movie; series,
/// season and episodes; artist, album and tracks) and the import itself, which puts the file in
/// the library item as the download completing would.
protocol ImportingLibrary: ActivityLibrary {
    /// The members of a `manualimport` record that say what `target` is.
    func importProposal(_ target: ImportTarget) -> ActivityRecords.ImportProposal
    /// Imports `file` as `target` in `quality` at `date` (a file, the item's history); throws
    /// when the target names an item the library does not have.
    func importFile(_ file: SimulatedImportFile, as target: ImportTarget, quality: String, at date: Date) throws(SimulatorFailure)
}

extension ActivityRecords {
    /// The members of a `manualimport` record a service's proposal fills.
    struct ImportProposal: Encodable, Sendable {
        struct Item: Encodable, Sendable {
            var id: Int
            var title: String
            var year: Int?
        }

        struct Artist: Encodable, Sendable {
            var id: Int
            var artistName: String
        }

        struct Episode: Encodable, Sendable {
            var id: Int
            var seriesId: Int
            var seasonNumber: Int
            var episodeNumber: Int
            var title: String
            var hasFile: Bool
            var monitored: Bool
        }

        struct Track: Encodable, Sendable {
            var id: Int
            var artistId: Int
            var albumId: Int
            var trackNumber: String
            var title: String
            var hasFile: Bool
        }

        var movie: Item?
        var series: Item?
        var seasonNumber: Int?
        var episodes: [Episode]?
        var artist: Artist?
        var album: Item?
        var albumReleaseId: Int?
        var tracks: [Track]?
    }

    /// A language of `GET language` (`{"id", "name", "nameLower"}`).
    struct LanguageItem: Encodable, Sendable {
        var id: Int
        var name: String
        var nameLower: String { name.lowercased() }

        private enum Keys: String, CodingKey { case id, name, nameLower }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(nameLower, forKey: .nameLower)
        }
    }

    /// The first languages Radarr lists (its ids).
    static let languages = [
        (-2, "Original"), (0, "Unknown"), (1, "English"), (2, "French"), (3, "Spanish"), (4, "German"), (5, "Italian"),
        (6, "Danish"), (7, "Dutch"), (8, "Japanese"), (9, "Icelandic"), (10, "Chinese"), (11, "Russian"),
    ].map { LanguageItem(id: $0.0, name: $0.1) }

    /// A rejection as the servers send it (`{"reason", "type"}`).
    struct Rejection: Encodable, Sendable {
        var reason: String
        var type = "permanent"
    }

    /// One record of `GET manualimport`.
    struct ManualImportItem: Encodable, Sendable {
        var id: Int
        var path: String
        var relativePath: String
        var folderName: String
        var name: String
        var size: Int64
        var proposal: ImportProposal
        var quality: Quality
        var languages: [Named]?
        var releaseGroup: String
        var downloadId: String
        var indexerFlags = 0
        var rejections: [Rejection]

        private enum Keys: String, CodingKey {
            case id, path, relativePath, folderName, name, size, quality, languages, releaseGroup, downloadId, indexerFlags, rejections
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(id, forKey: .id)
            try container.encode(path, forKey: .path)
            try container.encode(relativePath, forKey: .relativePath)
            try container.encode(folderName, forKey: .folderName)
            try container.encode(name, forKey: .name)
            try container.encode(size, forKey: .size)
            try container.encode(quality, forKey: .quality)
            try container.encodeIfPresent(languages, forKey: .languages)
            try container.encode(releaseGroup, forKey: .releaseGroup)
            try container.encode(downloadId, forKey: .downloadId)
            try container.encode(indexerFlags, forKey: .indexerFlags)
            try container.encode(rejections, forKey: .rejections)
            try proposal.encode(to: encoder)
        }
    }

    /// One file of the `ManualImport` command.
    struct ImportCommandFile: Decodable, Sendable {
        var path: String?
        var movieId: Int?
        var seriesId: Int?
        var episodeIds: [Int]?
        var artistId: Int?
        var albumId: Int?
        var trackIds: [Int]?
        var quality: Quality?
    }

    /// The body of the `ManualImport` command.
    struct ImportCommand: Decodable, Sendable {
        var files: [ImportCommandFile]?
        var importMode: String?
    }
}

/// Manual import (`GET manualimport` by download or folder, the `ManualImport` command), marking
/// a grab as failed (`POST history/failed/{id}`), and what the queue's removal and grab do beyond
/// removing: the blocklist, a new search, a held-back release sent now.
enum ImportRoutes {
    static func register(on routes: PlainRoutes, root: String, library: any ImportingLibrary) {
        let shape = library.activityShape
        routes.on(.get, "\(root)/manualimport") { input in
            let downloadID = try input.query("downloadId") { $0 } ?? ""
            let folder = try input.query("folder") { $0 } ?? ""
            let activity = await library.currentActivity()
            let found: [(download: SimulatedDownload, file: SimulatedImportFile)] =
                if !downloadID.isEmpty {
                    activity.download(withID: downloadID).map { download in download.files.map { (download, $0) } } ?? []
                } else if !folder.isEmpty {
                    activity.files(in: folder)
                } else {
                    []
                }
            var items: [ActivityRecords.ManualImportItem] = []
            for (download, file) in found {
                var proposal = ActivityRecords.ImportProposal()
                if let target = file.target { proposal = await library.importProposal(target) }
                items.append(
                    item(file, of: download, proposal: proposal, rejections: rejections(of: file, as: file.target, shape: shape), shape: shape))
            }
            return try PlainRoutes.json(items)
        }
        // What the web UIs send while the user edits: the files as changed, evaluated again
        // (the proposal named, rejections for it), answered as the specs declare (200).
        routes.on(.post, "\(root)/manualimport") { input in
            // No body binds as no files; one file sent alone (not in an array) is read as one.
            var requested: [ActivityRecords.ImportCommandFile] = []
            if let files = try? input.decoded([ActivityRecords.ImportCommandFile].self) {
                requested = files
            } else if !input.body.isEmpty {
                requested = [try input.decoded(ActivityRecords.ImportCommandFile.self)]
            }
            let activity = await library.currentActivity()
            var items: [ActivityRecords.ManualImportItem] = []
            for file in requested {
                let path = file.path ?? ""
                // A path no download holds is evaluated as it is named (the servers do not look at the disk here).
                let found = activity.files(in: "/").first { $0.file.path == path }
                let download = found?.download ?? SimulatedDownload(mediaID: 0, title: "", quality: "", size: 0, startedAt: Date(), duration: 0)
                var evaluated = found?.file ?? SimulatedImportFile(path: path, size: 0, quality: file.quality?.boundName(shape.service) ?? "Unknown")
                let target = shape.target(of: file)
                var proposal = ActivityRecords.ImportProposal()
                if let target { proposal = await library.importProposal(target) }
                let rejections = rejections(of: evaluated, as: target, shape: shape)
                if let quality = file.quality?.boundName(shape.service) { evaluated.quality = quality }
                items.append(item(evaluated, of: download, proposal: proposal, rejections: rejections, shape: shape))
            }
            return try PlainRoutes.json(items)
        }
        if shape.service == .radarr {
            // The languages a file can be said to be in, as Radarr lists them (Sonarr's handler serves its own).
            routes.on(.get, "\(root)/language") { _ in try PlainRoutes.json(ActivityRecords.languages) }
        }
        routes.on(.post, "\(root)/history/failed/{id}") { input in
            let id = try input.number()
            try await library.changeActivity { (activity: inout ActivityState) throws -> Void in try activity.markFailed(historyID: id, shape: shape)
            }
            return PlainRoutes.empty()
        }
    }

    /// Runs the `ManualImport` command's body: every file must be one a download holds and say
    /// what it is, or nothing is imported and the request is refused with the reason.
    static func runImport(_ input: PlainRoutes.Input, library: any ImportingLibrary) async throws {
        let command = try input.decoded(ActivityRecords.ImportCommand.self)
        let shape = library.activityShape
        guard let files = command.files, !files.isEmpty else {
            throw SimulatorFailure.invalid("Files", "'Files' must not be empty.", code: "NotEmptyValidator")
        }
        let mode = command.importMode?.lowercased() ?? "auto"
        guard ["auto", "move", "copy"].contains(mode) else {
            throw SimulatorFailure.invalid(
                "ImportMode", "'Import Mode' has a range of values which does not include '\(mode)'.", code: "EnumValidator")
        }
        let activity = await library.currentActivity()
        var imports: [(download: SimulatedDownload, file: SimulatedImportFile, target: ImportTarget, quality: String)] = []
        for requested in files {
            let path = requested.path ?? ""
            guard let (download, file) = activity.files(in: "/").first(where: { $0.file.path == path }) else {
                throw SimulatorFailure.badRequest(
                    "Import failed, path does not exist or is not accessible by \(shape.service.rawValue.capitalized): \(path)")
            }
            guard let target = shape.target(of: requested) else {
                throw SimulatorFailure.badRequest("\(file.name): \(shape.unknownItem)")
            }
            imports.append((download, file, target, requested.quality?.boundName(shape.service) ?? file.quality))
        }
        let now = Date(), imported = imports.map { (downloadID: $0.download.id, path: $0.file.path) }
        for entry in imports {
            try await library.importFile(entry.file, as: entry.target, quality: entry.quality, at: now)
        }
        let copies = mode == "copy"
        try await library.changeActivity { activity in
            for entry in imported {
                // Moving takes the file out of the download's folder; copying leaves it there.
                _ = activity.changeFiles(ofDownload: entry.downloadID) { files in
                    if copies {
                        for index in files.indices where files[index].path == entry.path { files[index].importedAt = now }
                    } else {
                        files.removeAll { $0.path == entry.path }
                    }
                }
            }
            // A download is done with once only imported files and rejected samples remain in its folder.
            activity.retireDownloads { download in
                imported.contains { $0.downloadID == download.id }
                    && download.files.allSatisfy { $0.importedAt != nil || $0.rejections.contains("Sample") }
            }
        }
    }

    /// Why the server would not import `file` as `target`: what it knows as it (no target: it
    /// cannot tell what the file is); the file's own rejections when the target is the one it
    /// proposed, only those about the file itself ("Sample") for another; a copy already
    /// imported says so.
    static func rejections(of file: SimulatedImportFile, as target: ImportTarget?, shape: ActivityShape) -> [String] {
        var rejections = target != nil && target == file.target ? file.rejections : file.rejections.filter { $0 == "Sample" }
        if target == nil { rejections.insert(shape.unknownItem, at: 0) }
        if let imported = file.importedAt { rejections.append("\(shape.fileNoun) already imported at \(wireDate(imported))") }
        return rejections
    }

    private static func item(
        _ file: SimulatedImportFile, of download: SimulatedDownload, proposal: ActivityRecords.ImportProposal, rejections: [String],
        shape: ActivityShape
    ) -> ActivityRecords.ManualImportItem {
        let relative = String(file.path.dropFirst(download.outputPath.count + 1))
        return ActivityRecords.ManualImportItem(
            id: stableID(file.path), path: file.path, relativePath: relative, folderName: download.title, name: file.name, size: file.size,
            proposal: proposal, quality: .init(named: file.quality, shape.service, revision: .init(version: 1, real: 0, isRepack: false)),
            languages: shape.hasLanguages ? ActivityRecords.english : nil, releaseGroup: file.releaseGroup, downloadId: download.downloadID,
            rejections: rejections.map { ActivityRecords.Rejection(reason: $0) })
    }

    /// A number for a path that is the same on every run (servers hash the path).
    static func stableID(_ path: String) -> Int {
        var hash: UInt32 = 5381
        for byte in path.utf8 { hash = (hash &<< 5) &+ hash &+ UInt32(byte) }
        return Int(hash & 0x7FFF_FFFF)
    }
}

extension ActivityShape {
    /// What a server calls the files it imports ("Movie file").
    var fileNoun: String {
        switch service {
        case .radarr: "Movie file"
        case .sonarr: "Episode file"
        case .lidarr: "Track file"
        }
    }

    /// What a server calls a file it cannot place ("Unknown Movie").
    var unknownItem: String {
        switch service {
        case .radarr: "Unknown Movie"
        case .sonarr: "Unknown Series"
        case .lidarr: "Unknown Artist"
        }
    }

    /// What a `ManualImport` file says it is, or nil when it names too little (no movie; no
    /// series or no episodes; no artist, album or tracks).
    func target(of file: ActivityRecords.ImportCommandFile) -> ImportTarget? {
        switch service {
        case .radarr:
            file.movieId.map { ImportTarget(mediaID: $0) }
        case .sonarr:
            file.seriesId.flatMap { id in (file.episodeIds ?? []).isEmpty ? nil : ImportTarget(mediaID: id, itemIDs: file.episodeIds ?? []) }
        case .lidarr:
            file.artistId.flatMap { id in
                guard let album = file.albumId, let tracks = file.trackIds, !tracks.isEmpty else { return nil }
                return ImportTarget(mediaID: id, itemIDs: tracks, albumID: album)
            }
        }
    }

    /// The command that searches for another release of what `download` was (after it is
    /// blocklisted): the movie, the episode, the album.
    func searchAgain(mediaID: Int, itemID: Int?) -> (name: String, target: SimulatedCommand.Target) {
        switch service {
        case .radarr: ("MoviesSearch", .init(mediaIDs: [mediaID]))
        case .sonarr: itemID.map { ("EpisodeSearch", .init(episodeIDs: [$0])) } ?? ("SeriesSearch", .init(mediaIDs: [mediaID]))
        case .lidarr: ("AlbumSearch", .init(mediaIDs: [mediaID], episodeIDs: itemID.map { [$0] } ?? []))
        }
    }
}

extension ActivityState {
    /// Removes download `id` from the queue; with `blocklist` its release is blocklisted and,
    /// unless `skipRedownload`, another is searched for. False when the id is unknown.
    mutating func removeDownload(id: Int, blocklist: Bool, skipRedownload: Bool, shape: ActivityShape, message: String) -> Bool {
        guard let download = downloads.first(where: { $0.id == id }), removeDownload(id: id) else { return false }
        guard blocklist else { return true }
        self.blocklist.add(
            SimulatedBlocklist.item(index: 0, title: download.title, today: Date().addingTimeInterval(86_400 / 3)) { item in
                item.message = message
                item.protocol = download.downloadProtocol
                item.quality = .init(named: download.quality, shape.service)
                switch shape.service {
                case .radarr: item.movieId = download.mediaID
                case .sonarr: (item.seriesId, item.episodeIds) = (download.mediaID, download.episodeID.map { [$0] } ?? [])
                case .lidarr: (item.artistId, item.albumIds, item.languages) = (download.mediaID, download.episodeID.map { [$0] } ?? [], nil)
                }
            })
        if !skipRedownload {
            let search = shape.searchAgain(mediaID: download.mediaID, itemID: download.episodeID)
            startCommand(search.name, search.target)
        }
        return true
    }

    /// Marks the grab of history record `historyID` as failed: a `downloadFailed` event, the
    /// release blocklisted, its download out of the queue, and a search for another.
    mutating func markFailed(historyID: Int, shape: ActivityShape) throws(SimulatorFailure) {
        guard let event = history.first(where: { $0.id == historyID }) else { throw .notFound("History item with ID \(historyID) does not exist") }
        var failed = event
        failed.eventType = "downloadFailed"
        failed.date = wireDate(Date())
        failed.data = ["message": "Manually marked as failed"]
        record(failed)
        let mediaID = event.movieId ?? event.seriesId ?? event.artistId ?? 0
        let itemID = event.episodeId ?? event.albumId
        if let download = downloads.first(where: { $0.downloadID == event.downloadId }) {
            _ = removeDownload(id: download.id, blocklist: true, skipRedownload: false, shape: shape, message: "Manually marked as failed")
            return
        }
        blocklist.add(
            SimulatedBlocklist.item(index: 0, title: event.sourceTitle, today: Date().addingTimeInterval(86_400 / 3)) { item in
                item.message = "Manually marked as failed"
                (item.movieId, item.seriesId, item.artistId) =
                    switch shape.service {
                    case .radarr: (mediaID, nil, nil)
                    case .sonarr: (nil, mediaID, nil)
                    case .lidarr: (nil, nil, mediaID)
                    }
                if shape.service == .lidarr { item.languages = nil }
            })
        let search = shape.searchAgain(mediaID: mediaID, itemID: itemID)
        startCommand(search.name, search.target)
    }
}
