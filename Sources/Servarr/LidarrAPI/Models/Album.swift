import Foundation
import ServarrCore

/// An album of an artist, as the artist's page, the calendar and the wanted lists show it.
public struct Album: Sendable, Hashable, Identifiable {
    public var id: Int
    public var artistID: Int
    /// The artist's name, when the server included the artist (calendar, wanted lists).
    public var artistTitle: String?
    /// The artist's quality profile, when the server included the artist (calendar, wanted).
    public var artistQualityProfileID: Int?
    public var title: String
    public var disambiguation: String?
    /// "Album", "EP", "Single"…
    public var albumType: String
    public var releaseDate: Date?
    public var isMonitored: Bool
    /// The MusicBrainz release group id.
    public var foreignAlbumID: String
    public var trackCount: Int
    public var trackFileCount: Int
    public var sizeOnDisk: Int64
    public var duration: Int

    public init(
        id: Int, artistID: Int, artistTitle: String? = nil, title: String, disambiguation: String? = nil,
        albumType: String = "Album", releaseDate: Date? = nil, isMonitored: Bool = true, foreignAlbumID: String = "",
        trackCount: Int = 0, trackFileCount: Int = 0, sizeOnDisk: Int64 = 0, duration: Int = 0
    ) {
        self.id = id
        self.artistID = artistID
        self.artistTitle = artistTitle
        self.title = title
        self.disambiguation = disambiguation
        self.albumType = albumType
        self.releaseDate = releaseDate
        self.isMonitored = isMonitored
        self.foreignAlbumID = foreignAlbumID
        self.trackCount = trackCount
        self.trackFileCount = trackFileCount
        self.sizeOnDisk = sizeOnDisk
        self.duration = duration
    }

    /// Whether every track is on disk.
    public var hasAllFiles: Bool { trackCount > 0 && trackFileCount >= trackCount }
}

extension Album: ServarrRecord {
    package static let blank = Album(id: 0, artistID: 0, title: "", isMonitored: false)

    package static let fields: [RecordField<Album>] = [
        .identity(\.id),
        .field("artistId", \.artistID),
        .field("title", \.title),
        .field("disambiguation", \.disambiguation),
        .field("albumType", \.albumType),
        .field("releaseDate", \.releaseDate),
        .field("monitored", \.isMonitored, .readWrite),
        .field("foreignAlbumId", \.foreignAlbumID),
        .field("duration", \.duration),
        .field("artistName", in: "artist", \.artistTitle),
        .field("qualityProfileId", in: "artist", \.artistQualityProfileID),
        .field("trackCount", in: "statistics", \.trackCount),
        .field("totalTrackCount", in: "statistics", \.trackCount),
        .field("trackFileCount", in: "statistics", \.trackFileCount),
        .field("sizeOnDisk", in: "statistics", \.sizeOnDisk),
    ]

    package mutating func complete() {
        if title.isEmpty { title = "Untitled" }
    }
}
