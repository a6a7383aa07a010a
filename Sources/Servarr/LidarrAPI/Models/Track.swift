import ServarrCore

/// A track of an album.
public struct Track: Sendable, Hashable, Identifiable {
    public var id: Int
    public var artistID: Int
    public var albumID: Int
    /// The track's number as the release prints it ("1", "A2").
    public var trackNumber: String
    public var absoluteTrackNumber: Int
    public var mediumNumber: Int
    public var title: String
    /// Length in milliseconds.
    public var duration: Int
    public var hasFile: Bool
    public var trackFileID: Int?

    public init(
        id: Int, artistID: Int, albumID: Int, trackNumber: String, absoluteTrackNumber: Int = 0, mediumNumber: Int = 1,
        title: String, duration: Int = 0, hasFile: Bool = false, trackFileID: Int? = nil
    ) {
        self.id = id
        self.artistID = artistID
        self.albumID = albumID
        self.trackNumber = trackNumber
        self.absoluteTrackNumber = absoluteTrackNumber
        self.mediumNumber = mediumNumber
        self.title = title
        self.duration = duration
        self.hasFile = hasFile
        self.trackFileID = trackFileID
    }
}

extension Track {
    /// The track's length as players show it: "4:39", "1:02:07".
    public var lengthText: String {
        let seconds = max(0, duration) / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }
}

extension Track: ServarrRecord {
    package static let blank = Track(id: 0, artistID: 0, albumID: 0, trackNumber: "", title: "Untitled")

    package static let fields: [RecordField<Track>] = [
        .identity(\.id),
        .field("artistId", \.artistID),
        .field("albumId", \.albumID),
        .field("trackNumber", \.trackNumber),
        .field("absoluteTrackNumber", \.absoluteTrackNumber),
        .field("mediumNumber", \.mediumNumber),
        .field("title", \.title),
        .field("duration", \.duration),
        .field("hasFile", \.hasFile),
        .custom("trackFileId", .integer, read: { json, track in track.trackFileID = json.int("trackFileId").flatMap { $0 > 0 ? $0 : nil } }),
    ]

    package mutating func complete() {
        if trackNumber.isEmpty, absoluteTrackNumber > 0 { trackNumber = String(absoluteTrackNumber) }
    }
}
