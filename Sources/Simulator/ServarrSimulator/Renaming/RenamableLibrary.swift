import Foundation

/// A file of a simulated library as renaming and retagging see it.
struct NamedFile: Sendable {
    /// The file's id (movie file, episode file, track file).
    var fileID: Int
    /// The library item it belongs to.
    var mediaID: Int
    /// Its season (Sonarr).
    var seasonNumber: Int?
    /// Its album (Lidarr).
    var albumID: Int?
    /// The episode or track numbers it holds.
    var numbers: [Int] = []
    /// Where it is, below the item's folder.
    var relativePath: String
    /// The values the naming tokens take, by lowercased name ("movie title": "Dune").
    var values: [String: String]
    /// The tags a retag would write, with the values the file carries now (Lidarr).
    var tags: [TagValue] = []

    /// A tag of a track file: what the file carries and what its metadata gives.
    struct TagValue: Sendable {
        var field: String
        var current: String
        var expected: String
    }

    /// The file's extension with its dot (".mkv"), or "".
    var pathExtension: String {
        guard let dot = relativePath.lastIndex(of: "."), !relativePath[dot...].contains("/") else { return "" }
        return String(relativePath[dot...])
    }
}

/// A simulated library whose files can be renamed from its naming settings and (Lidarr)
/// retagged from its metadata: what `rename`, `retag` and the `RenameFiles`, `RenameMovie`,
/// `RenameSeries`, `RenameArtist`, `RetagFiles` and `RetagArtist` commands need of it.
protocol RenamableLibrary: ActivityLibrary {
    /// The naming settings (`config/naming`).
    var naming: NamingSettings { get set }
    /// The files of item `mediaID` (of one season, when `seasonNumber` is given); nil when the
    /// library has no such item.
    func namedFiles(mediaID: Int, seasonNumber: Int?) -> [NamedFile]?
    /// Moves `file` to `relativePath` (below its item's folder) and records the rename in the history.
    func move(_ file: NamedFile, to relativePath: String)
    /// Writes the tags its metadata gives into `file` and records it in the history.
    func retag(_ file: NamedFile)
    /// "Movie with ID 12 does not exist", as the service words a missing item.
    nonisolated func missingItemMessage(_ id: Int) -> String
}

extension RenamableLibrary {
    /// Where renaming would move `file` from its naming settings; its own path when the
    /// service does not rename.
    func newPath(of file: NamedFile) -> String {
        let service = activityShape.service
        guard naming.renamesFiles else { return file.relativePath }
        let name = NamingFormat.name(naming.fileFormat(for: service), values: file.values)
        return name.isEmpty ? file.relativePath : name + file.pathExtension
    }

    /// The rename previews of item `mediaID`: only the files whose name would change; nil when
    /// there is no such item.
    func renamePreviews(mediaID: Int, seasonNumber: Int?) -> [RenamePreviewRecord]? {
        advance(Date())
        guard let files = namedFiles(mediaID: mediaID, seasonNumber: seasonNumber) else { return nil }
        return files.compactMap { file in
            let newPath = newPath(of: file)
            return newPath == file.relativePath ? nil : RenamePreviewRecord(file, newPath: newPath, service: activityShape.service)
        }
    }

    /// The retag previews of item `mediaID`: only the files with a tag to change; nil when
    /// there is no such item.
    func retagPreviews(mediaID: Int) -> [RetagPreviewRecord]? {
        advance(Date())
        guard let files = namedFiles(mediaID: mediaID, seasonNumber: nil) else { return nil }
        return files.compactMap { file in
            let changes = file.tags.filter { $0.current != $0.expected }
            return changes.isEmpty ? nil : RetagPreviewRecord(file, changes: changes)
        }
    }

    /// Applies a rename or retag command that has just completed; false when `command` is
    /// neither. `RenameFiles` and `RetagFiles` for an item that no longer exists fail with the
    /// service's message, as the servers' commands do.
    @discardableResult
    func applyFileCommand(_ command: SimulatedCommand) -> Bool {
        switch command.name {
        case "RenameFiles", "RetagFiles":
            let id = command.mediaIDs.first ?? 0
            guard let files = namedFiles(mediaID: id, seasonNumber: nil) else {
                activity.fail(command.id, message: missingItemMessage(id))
                return true
            }
            let chosen = files.filter { command.fileIDs.contains($0.fileID) }
            if command.name == "RenameFiles" { rename(chosen) } else { chosen.forEach(retag) }
        case "RenameMovie", "RenameSeries", "RenameArtist":
            for id in command.mediaIDs { rename(namedFiles(mediaID: id, seasonNumber: nil) ?? []) }
        case "RetagArtist":
            for id in command.mediaIDs { (namedFiles(mediaID: id, seasonNumber: nil) ?? []).forEach(retag) }
        default:
            return false
        }
        return true
    }

    private func rename(_ files: [NamedFile]) {
        for file in files {
            let newPath = newPath(of: file)
            if newPath != file.relativePath { move(file, to: newPath) }
        }
    }
}

/// One row of `GET rename`, with the member names of the service it comes from.
struct RenamePreviewRecord: Encodable, Sendable {
    var movieId: Int?
    var movieFileId: Int?
    var seriesId: Int?
    var seasonNumber: Int?
    var episodeNumbers: [Int]?
    var episodeFileId: Int?
    var artistId: Int?
    var albumId: Int?
    var trackNumbers: [Int]?
    var trackFileId: Int?
    var existingPath: String
    var newPath: String

    init(_ file: NamedFile, newPath: String, service: SimulatedService) {
        existingPath = file.relativePath
        self.newPath = newPath
        switch service {
        case .radarr: (movieId, movieFileId) = (file.mediaID, file.fileID)
        case .sonarr: (seriesId, seasonNumber, episodeNumbers, episodeFileId) = (file.mediaID, file.seasonNumber, file.numbers, file.fileID)
        case .lidarr: (artistId, albumId, trackNumbers, trackFileId) = (file.mediaID, file.albumID, file.numbers, file.fileID)
        }
    }
}

/// One row of Lidarr's `GET retag`: a track file and the tags that would change.
struct RetagPreviewRecord: Encodable, Sendable {
    struct Change: Encodable, Sendable {
        var field: String
        var oldValue: String
        var newValue: String
    }

    var artistId: Int
    var albumId: Int
    var trackNumbers: [Int]
    var trackFileId: Int
    var path: String
    var changes: [Change]

    init(_ file: NamedFile, changes: [NamedFile.TagValue]) {
        artistId = file.mediaID
        albumId = file.albumID ?? 0
        trackNumbers = file.numbers
        trackFileId = file.fileID
        path = file.relativePath
        self.changes = changes.map { Change(field: $0.field, oldValue: $0.current, newValue: $0.expected) }
    }
}
