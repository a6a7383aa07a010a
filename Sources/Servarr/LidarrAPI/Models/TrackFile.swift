import Foundation
import ServarrCore

/// A track file on disk: one file of an album, with the quality it was imported at.
public struct TrackFile: Sendable, Hashable, Identifiable {
    public var id: Int
    public var artistID: Int
    public var albumID: Int
    /// Where the file is on the server ("/music/Björk/Homogenic/01 Hunter.flac").
    public var path: String
    public var size: Int64
    public var dateAdded: Date?
    /// The quality's name ("FLAC", "MP3-320").
    public var quality: String
    /// The server's rank of the quality: the higher, the better (Lidarr's quality definitions'
    /// weight, plus the revision).
    public var qualityWeight: Int
    /// Whether the file is below its artist's quality profile's cutoff.
    public var isBelowCutoff: Bool

    public init(
        id: Int, artistID: Int, albumID: Int, path: String = "", size: Int64 = 0, dateAdded: Date? = nil, quality: String,
        qualityWeight: Int = 0, isBelowCutoff: Bool = false
    ) {
        self.id = id
        self.artistID = artistID
        self.albumID = albumID
        self.path = path
        self.size = size
        self.dateAdded = dateAdded
        self.quality = quality
        self.qualityWeight = qualityWeight
        self.isBelowCutoff = isBelowCutoff
    }
}

extension TrackFile {
    /// The lowest quality among `files` (the one that keeps an album below its cutoff), by the
    /// server's weight and then by name; nil when there are none.
    public static func lowestQuality(of files: some Sequence<TrackFile>) -> String? {
        files.min { ($0.qualityWeight, $0.quality) < ($1.qualityWeight, $1.quality) }?.quality
    }
}

extension TrackFile: ServarrRecord {
    package static let blank = TrackFile(id: 0, artistID: 0, albumID: 0, quality: "Unknown")

    package static let fields: [RecordField<TrackFile>] = [
        .field("artistId", \.artistID),
        .field("albumId", \.albumID),
        .field("path", \.path),
        .field("size", \.size),
        .field("dateAdded", \.dateAdded),
        .custom("quality", .object, read: { json, file in file.quality = json.qualityName() ?? file.quality }),
        .field("qualityWeight", \.qualityWeight),
        .field("qualityCutoffNotMet", \.isBelowCutoff),
        .identity(\.id),
    ]
}
