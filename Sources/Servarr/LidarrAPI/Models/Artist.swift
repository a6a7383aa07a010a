import Foundation
import ServarrCore

/// Whether an artist is still active.
public enum ArtistStatus: WireEnumeration {
    case continuing, ended
    /// A value this client does not know (from a newer server).
    case unknown(String)

    public static let wireValues: [(value: ArtistStatus, wire: String)] = [(.continuing, "continuing"), (.ended, "ended")]

    public var unknownWire: String? { if case .unknown(let wire) = self { wire } else { nil } }
}

/// An artist in the Lidarr library, or a lookup result (then ``isInLibrary`` is false).
public struct Artist: Sendable, Hashable, Identifiable {
    /// Library id; 0 for lookup results that are not in the library.
    public var id: Int
    /// The artist's name.
    public var title: String
    public var sortTitle: String
    public var overview: String
    public var status: ArtistStatus
    /// "Person", "Group"…, when MusicBrainz says.
    public var artistType: String?
    public var disambiguation: String?
    public var isMonitored: Bool
    /// Which new albums are monitored ("all", "none", "new").
    public var monitorNewItems: String
    public var qualityProfileID: Int
    public var metadataProfileID: Int
    public var rootFolderPath: String?
    public var path: String?
    /// The MusicBrainz artist id.
    public var foreignArtistID: String
    public var genres: [String]
    public var tagIDs: [Int]
    public var added: Date?
    public var albumCount: Int
    public var trackCount: Int
    public var trackFileCount: Int
    public var sizeOnDisk: Int64
    public var rating: Double?
    public var posterURL: URL?
    /// The server's object of a lookup result, sent back when it is added (nil for library items,
    /// whose edits read the server's current object).
    public var original: ServerObject?

    public init(
        id: Int, title: String, sortTitle: String? = nil, overview: String = "", status: ArtistStatus = .continuing,
        artistType: String? = nil, disambiguation: String? = nil, isMonitored: Bool = true, monitorNewItems: String = "all",
        qualityProfileID: Int = 0, metadataProfileID: Int = 0, rootFolderPath: String? = nil, path: String? = nil,
        foreignArtistID: String = "", genres: [String] = [], tagIDs: [Int] = [], added: Date? = nil, albumCount: Int = 0,
        trackCount: Int = 0, trackFileCount: Int = 0, sizeOnDisk: Int64 = 0, rating: Double? = nil, posterURL: URL? = nil
    ) {
        self.id = id
        self.title = title
        self.sortTitle = sortTitle ?? title.lowercased()
        self.overview = overview
        self.status = status
        self.artistType = artistType
        self.disambiguation = disambiguation
        self.isMonitored = isMonitored
        self.monitorNewItems = monitorNewItems
        self.qualityProfileID = qualityProfileID
        self.metadataProfileID = metadataProfileID
        self.rootFolderPath = rootFolderPath
        self.path = path
        self.foreignArtistID = foreignArtistID
        self.genres = genres
        self.tagIDs = tagIDs
        self.added = added
        self.albumCount = albumCount
        self.trackCount = trackCount
        self.trackFileCount = trackFileCount
        self.sizeOnDisk = sizeOnDisk
        self.rating = rating
        self.posterURL = posterURL
    }

    /// Whether every track the artist's monitored albums have is on disk.
    public var isComplete: Bool { trackCount > 0 && trackFileCount >= trackCount }
}

extension Artist: ServarrMedia {
    /// Artists have no year of their own.
    public var year: Int { 0 }

    /// The MusicBrainz id the add flow and its links name the artist by.
    public var externalID: String { foreignArtistID }
}

extension Artist: ServarrRecord {
    package static let blank = Artist(id: 0, title: "", status: .unknown(""), isMonitored: false)

    package static let fields: [RecordField<Artist>] = [
        .original(\.original),
        .identity(\.id),
        .field("artistName", \.title, .readWrite),
        .field("sortName", \.sortTitle),
        .enumeration("status", \.status),
        .field("overview", \.overview),
        .field("artistType", \.artistType),
        .field("disambiguation", \.disambiguation),
        .custom("images", .array(.object), read: { json, artist in artist.posterURL = json.posterImageURL() }),
        .custom(
            "remotePoster", .string,
            read: { json, artist in artist.posterURL = json.string("remotePoster").flatMap(URL.init(string:)) ?? artist.posterURL }),
        .field("path", \.path, .readWrite),
        .field("qualityProfileId", \.qualityProfileID, .readWrite),
        .field("metadataProfileId", \.metadataProfileID, .readWrite),
        .field("monitored", \.isMonitored, .readWrite),
        .field("monitorNewItems", \.monitorNewItems, .readWrite),
        .field("rootFolderPath", \.rootFolderPath, .readWrite),
        .field("foreignArtistId", \.foreignArtistID, .readWrite),
        .field("genres", \.genres),
        .field("tags", \.tagIDs, .readWrite),
        .field("added", \.added),
        .field("value", in: "ratings", \.rating),
        .field("albumCount", in: "statistics", \.albumCount),
        .field("trackCount", in: "statistics", \.trackCount),
        .field("trackFileCount", in: "statistics", \.trackFileCount),
        .field("sizeOnDisk", in: "statistics", \.sizeOnDisk),
    ]

    package mutating func complete() {
        if title.isEmpty { title = "Unknown artist" }
        if sortTitle.isEmpty { sortTitle = title.lowercased() }
    }
}
