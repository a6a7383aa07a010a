import MarqueeJSON

/// A file the server would rename to follow its naming settings (`GET rename`): where it is and
/// where it would go. Radarr names the movie and its file, Sonarr the series, season and
/// episodes, Lidarr the artist, album and tracks; the server lists only files whose name would
/// change.
public struct FileRename: Sendable, Hashable, Identifiable {
    /// The file's id (a movie file, an episode file, a track file): what `RenameFiles` takes.
    public var id: Int { fileID }
    /// The library item the file belongs to (movie, series, artist).
    public var mediaID: Int
    /// The file's id on the server.
    public var fileID: Int
    /// The season (Sonarr); nil on the other services.
    public var seasonNumber: Int?
    /// The album (Lidarr); nil on the other services.
    public var albumID: Int?
    /// The episode or track numbers the file holds (empty for a movie).
    public var numbers: [Int]
    /// Where the file is, relative to the item's folder.
    public var existingPath: String
    /// Where renaming would put it.
    public var newPath: String

    public init(
        mediaID: Int, fileID: Int, seasonNumber: Int? = nil, albumID: Int? = nil, numbers: [Int] = [], existingPath: String,
        newPath: String
    ) {
        self.mediaID = mediaID
        self.fileID = fileID
        self.seasonNumber = seasonNumber
        self.albumID = albumID
        self.numbers = numbers
        self.existingPath = existingPath
        self.newPath = newPath
    }
}

/// A track file whose tags the server would rewrite to match its metadata (Lidarr's `GET retag`).
public struct FileRetag: Sendable, Hashable, Identifiable {
    /// The track file's id: what `RetagFiles` takes.
    public var id: Int { fileID }
    /// The artist the file belongs to.
    public var mediaID: Int
    /// The album the file belongs to.
    public var albumID: Int
    /// The track numbers the file holds.
    public var numbers: [Int]
    /// The track file's id on the server.
    public var fileID: Int
    /// Where the file is.
    public var path: String
    /// The tags that would change.
    public var changes: [TagChange]

    public init(mediaID: Int, albumID: Int, numbers: [Int] = [], fileID: Int, path: String, changes: [TagChange]) {
        self.mediaID = mediaID
        self.albumID = albumID
        self.numbers = numbers
        self.fileID = fileID
        self.path = path
        self.changes = changes
    }
}

/// One tag a retag would change: "Album Artist: Radiohead → Radiohead, Thom Yorke".
public struct TagChange: Sendable, Hashable {
    /// The tag's name as the server words it ("Title", "Album Artist", "Year").
    public var field: String
    /// The tag's value in the file now (empty when the file has none).
    public var oldValue: String
    /// The value the retag writes (empty when it removes the tag).
    public var newValue: String

    public init(field: String, oldValue: String, newValue: String) {
        self.field = field
        self.oldValue = oldValue
        self.newValue = newValue
    }
}

// The declarations (ADR 0021). A rename preview names its item `movieId`, `seriesId` or
// `artistId` and its file `movieFileId`, `episodeFileId` or `trackFileId` (each service sends
// its own, so one declaration reads all three); the schemas' `id` is not sent by the servers.

extension FileRename: ServarrRecord {
    package static let blank = FileRename(mediaID: 0, fileID: 0, existingPath: "", newPath: "")

    package static let fields: [RecordField<FileRename>] = [
        .field("movieId", \.mediaID),
        .field("seriesId", \.mediaID),
        .field("artistId", \.mediaID),
        .field("albumId", \.albumID),
        .field("seasonNumber", \.seasonNumber),
        .field("episodeNumbers", \.numbers),
        .field("trackNumbers", \.numbers),
        .field("movieFileId", \.fileID),
        .field("episodeFileId", \.fileID),
        .field("trackFileId", \.fileID),
        .field("existingPath", \.existingPath),
        .field("newPath", \.newPath),
    ]
}

extension FileRetag: ServarrRecord {
    package static let blank = FileRetag(mediaID: 0, albumID: 0, fileID: 0, path: "", changes: [])

    package static let fields: [RecordField<FileRetag>] = [
        .field("artistId", \.mediaID),
        .field("albumId", \.albumID),
        .field("trackNumbers", \.numbers),
        .field("trackFileId", \.fileID),
        .field("path", \.path),
        .records("changes", \.changes, matchedBy: "field"),
    ]
}

extension TagChange: ServarrRecord {
    package static let blank = TagChange(field: "", oldValue: "", newValue: "")

    package static let fields: [RecordField<TagChange>] = [
        .field("field", \.field),
        .field("oldValue", \.oldValue),
        .field("newValue", \.newValue),
    ]
}
