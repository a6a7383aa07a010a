import ServarrCore

/// The artist, album (and its release) and tracks Lidarr proposes a manual import's file is
/// (`artist`, `album`, `albumReleaseId`, `tracks` in `manualimport`), or the ones chosen
/// instead; the import sends their ids (`artistId`, `albumId`, `albumReleaseId`, `trackIds`).
public struct TrackImportProposal: ImportProposal {
    /// The artist, or nil when Lidarr could not tell.
    public var artistID: Int?
    public var artistName: String
    public var albumID: Int?
    public var albumTitle: String
    /// The album's release (edition) the tracks are on.
    public var albumReleaseID: Int?
    public var tracks: [Track]

    public init(artistID: Int?, artistName: String, albumID: Int?, albumTitle: String, albumReleaseID: Int?, tracks: [Track]) {
        self.artistID = artistID
        self.artistName = artistName
        self.albumID = albumID
        self.albumTitle = albumTitle
        self.albumReleaseID = albumReleaseID
        self.tracks = tracks
    }

    public static var declaration: ProposalDeclaration<TrackImportProposal> { recordDeclaration }
    public var mediaID: Int? { artistID }
    public var isComplete: Bool { artistID != nil && albumID != nil && !tracks.isEmpty }

    /// "Radiohead — OK Computer: 1 Airbag", "Radiohead — OK Computer: 2 tracks", "Unknown artist".
    public var summary: String {
        guard artistID != nil else { return "Unknown artist" }
        guard albumID != nil else { return artistName + " — unknown album" }
        let tracksText =
            switch tracks.count {
            case 0: "no tracks"
            case 1: "\(tracks[0].trackNumber) \(tracks[0].title)"
            default: "\(tracks.count) tracks"
            }
        return "\(artistName) — \(albumTitle): \(tracksText)"
    }
}

extension TrackImportProposal: ServarrRecord {
    package static let blank = TrackImportProposal(artistID: nil, artistName: "", albumID: nil, albumTitle: "", albumReleaseID: nil, tracks: [])

    package static let fields: [RecordField<TrackImportProposal>] = [
        .custom(
            "artist", .object,
            read: { json, proposal in
                guard var artist = json.record("artist"), let id = artist.int("id"), id > 0 else { return }
                proposal.artistID = id
                proposal.artistName = artist.string("artistName") ?? ""
            }),
        .custom("artistId", .integer, read: { _, _ in }, write: { $0.artistID.map(\.jsonValue) }),
        .custom(
            "album", .object,
            read: { json, proposal in
                guard var album = json.record("album"), let id = album.int("id"), id > 0 else { return }
                proposal.albumID = id
                proposal.albumTitle = album.string("title") ?? ""
            }),
        .custom("albumId", .integer, read: { _, _ in }, write: { $0.albumID.map(\.jsonValue) }),
        .field("albumReleaseId", \.albumReleaseID, .readWrite),
        .records("tracks", \.tracks, matchedBy: "id"),
        .custom("trackIds", .array(.integer), read: { _, _ in }, write: { $0.tracks.map(\.id).jsonValue }),
    ]
}
