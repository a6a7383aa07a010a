import Foundation
import MarqueeJSON
import ServarrCore

/// What the Lidarr feature module calls: async methods returning domain models.
///
/// Every method throws ``ServarrError`` (or `CancellationError` when the calling task is
/// cancelled, which also cancels the HTTP request). No generated type appears in this API.
/// What Lidarr shares with the other services (library, lookup, edit, delete, settings,
/// commands, activity, system) comes from ``ServarrRepository`` over `api/v1`, with artists as
/// the library and albums in the calendar and wanted lists; this type adds albums, tracks,
/// track files, metadata profiles and adding an artist.
public actor LidarrRepository: ServarrRepository {
    public typealias Command = LidarrCommand
    public typealias Proposal = TrackImportProposal

    public static let api = ServarrAPI<Artist, Album>(
        name: "Lidarr", root: "api/v1", mediaResource: "artist", mediaKey: "artistId", exclusionParameter: "addImportListExclusion",
        wantedParameters: [("includeArtist", "true")],
        rootFolderDefaults: [("defaultQualityProfileId", "qualityprofile"), ("defaultMetadataProfileId", "metadataprofile")])

    public nonisolated let connection: ServarrConnection

    /// Creates a repository for one Lidarr instance.
    public init(configuration: ServiceConfiguration) {
        connection = ServarrConnection(configuration: configuration, apiRoot: Self.api.root)
    }

    // MARK: Library

    /// All artists in the library.
    public func artists() async throws -> [Artist] { try await mediaListing().elements }
    /// One artist of the library. A field of the wrong type degrades that field only.
    public func artist(id: Int) async throws -> Artist { try await media(id: id) }
    /// Searches MusicBrainz (through Lidarr) for artists; results already in the library have an id.
    public func lookupArtists(term: String) async throws -> [Artist] { try await lookup(term: term) }

    /// Adds a lookup result to the library and returns the new library artist. The body is the
    /// artist's declaration, with the options, written over the lookup result the server sent.
    public func add(_ artist: Artist, options: AddArtistOptions) async throws -> Artist {
        var artist = artist
        artist.qualityProfileID = options.qualityProfileID
        artist.metadataProfileID = options.metadataProfileID
        artist.isMonitored = options.isMonitored
        artist.rootFolderPath = options.rootFolderPath
        artist.tagIDs = options.tagIDs
        return try await post(
            adding: artist,
            addOptions: .object([
                "monitor": .string(options.monitor), "monitored": .bool(options.isMonitored),
                "searchForMissingAlbums": .bool(options.searchForMissingAlbums),

            ]))
    }

    // MARK: Albums and tracks

    /// The albums of an artist, oldest first.
    public func albums(artistID: Int) async throws -> [Album] {
        try await list("album", query: [("artistId", String(artistID))]) { Album.read(&$0) }.elements
            .sorted { ($0.releaseDate ?? .distantFuture, $0.title) < ($1.releaseDate ?? .distantFuture, $1.title) }
    }

    /// One album.
    public func album(id: Int) async throws -> Album {
        try await object(.get, "album/\(id)") { Album.read(&$0) }
    }

    /// Sets the monitored flag of albums (`PUT album/monitor`, one request for all of them).
    public func setAlbumsMonitored(ids: [Int], monitored: Bool) async throws {
        try await send(.put, "album/monitor", json: .object(["albumIds": .array(ids.map { .number(Double($0)) }), "monitored": .bool(monitored)]))
    }

    /// The tracks of an album, by medium and number.
    public func tracks(albumID: Int) async throws -> [Track] {
        try await list("track", query: [("albumId", String(albumID))]) { Track.read(&$0) }.elements
            .sorted { ($0.mediumNumber, $0.absoluteTrackNumber) < ($1.mediumNumber, $1.absoluteTrackNumber) }
    }

    /// The track files of `albumIDs`, in the order the server lists them. The ids go out as
    /// Lidarr's `albumId` array (`trackfile?albumId=1&albumId=2`), at most
    /// ``trackFileAlbumsPerRequest`` to a request so the query stays short enough for servers
    /// and proxies: one request per page of albums, never one per album.
    public func trackFiles(albumIDs: [Int]) async throws -> [TrackFile] {
        var files: [TrackFile] = []
        for start in stride(from: 0, to: albumIDs.count, by: Self.trackFileAlbumsPerRequest) {
            let ids = albumIDs[start..<min(start + Self.trackFileAlbumsPerRequest, albumIDs.count)]
            files += try await list("trackfile", query: ids.map { ("albumId", String($0)) }) { TrackFile.read(&$0) }.elements
        }
        return files
    }

    /// How many album ids one `trackfile` request names.
    public static let trackFileAlbumsPerRequest = 50

    /// Metadata profiles, for pickers.
    public func metadataProfiles() async throws -> [MetadataProfile] {
        try await list("metadataprofile") { MetadataProfile.read(&$0) }.elements
    }

    /// Releases the indexers offer for one album.
    public func releases(albumID: Int) async throws -> [Release] {
        try await releases([("albumId", albumID)])
    }
}
