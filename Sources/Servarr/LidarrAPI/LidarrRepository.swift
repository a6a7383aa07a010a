import Foundation
import LidarrOpenAPI
import OpenAPIRuntime
import ServarrCore

/// What the Lidarr feature module calls: async methods returning domain models.
///
/// Every method throws ``ServarrError`` (or `CancellationError` when the calling task is
/// cancelled, which also cancels the HTTP request). No generated type appears in this API.
/// What Lidarr shares with the other services (library, lookup, edit, delete, settings,
/// commands, activity, system) comes from ``ServarrRepository`` over `api/v1`, with artists as
/// the library and albums in the calendar and wanted lists; this type adds albums, tracks,
/// metadata profiles and adding an artist.
public actor LidarrRepository: ServarrRepository {
    public typealias Command = LidarrCommand

    public static let api = ServarrAPI<Artist, Album>(
        name: "Lidarr", root: "api/v1", mediaResource: "artist", mediaKey: "artistId", exclusionParameter: "addImportListExclusion",
        wantedParameters: [("includeArtist", "true")],
        rootFolderDefaults: [("defaultQualityProfileId", "qualityprofile"), ("defaultMetadataProfileId", "metadataprofile")],
        readMedia: { Artist(&$0, requiresID: $1) }, readWantedItem: { Album(&$0) },
        writeMedia: { $0.write(into: &$1) })

    public nonisolated let connection: ServarrConnection
    private let client: Client

    /// Creates a repository for one Lidarr instance.
    public init(configuration: ServiceConfiguration) {
        connection = ServarrConnection(configuration: configuration, apiRoot: Self.api.root)
        client = Client(
            serverURL: connection.serverURL, configuration: connection.clientConfiguration,
            transport: connection.transport)
    }

    // MARK: Library

    /// All artists in the library.
    public func artists() async throws -> [Artist] { try await mediaListing().elements }
    /// One artist of the library. A field of the wrong type degrades that field only.
    public func artist(id: Int) async throws -> Artist { try await media(id: id) }
    /// Searches MusicBrainz (through Lidarr) for artists; results already in the library have an id.
    public func lookupArtists(term: String) async throws -> [Artist] { try await lookup(term: term) }

    /// Adds a lookup result to the library and returns the new library artist.
    public func add(_ artist: Artist, options: AddArtistOptions) async throws -> Artist {
        let resource = Components.Schemas.ArtistResource(
            artistName: artist.title,
            foreignArtistId: artist.foreignArtistID,
            qualityProfileId: options.qualityProfileID,
            metadataProfileId: options.metadataProfileID,
            monitored: options.isMonitored,
            rootFolderPath: options.rootFolderPath,
            tags: options.tagIDs,
            addOptions: .init(
                monitor: options.monitor, monitored: options.isMonitored,
                searchForMissingAlbums: options.searchForMissingAlbums)
        )
        let client = client
        let added = try await connection.perform { try await client.postApiV1Artist(body: .json(resource)).ok.body.json }
        // The answer is read by the tolerant reader like every other artist.
        let body = try JSONEncoder().encode(added)
        return try await connection.object("\(Self.api.root)/artist", body: HTTPBody(body)) { Artist(&$0) }
    }

    // MARK: Albums and tracks

    /// The albums of an artist, oldest first.
    public func albums(artistID: Int) async throws -> [Album] {
        try await list("album", query: [("artistId", String(artistID))]) { Album(&$0) }.elements
            .sorted { ($0.releaseDate ?? .distantFuture, $0.title) < ($1.releaseDate ?? .distantFuture, $1.title) }
    }

    /// One album.
    public func album(id: Int) async throws -> Album {
        try await object(.get, "album/\(id)") { Album(&$0) }
    }

    /// The tracks of an album, by medium and number.
    public func tracks(albumID: Int) async throws -> [Track] {
        try await list("track", query: [("albumId", String(albumID))]) { Track(&$0) }.elements
            .sorted { ($0.mediumNumber, $0.absoluteTrackNumber) < ($1.mediumNumber, $1.absoluteTrackNumber) }
    }

    /// Metadata profiles, for pickers.
    public func metadataProfiles() async throws -> [MetadataProfile] {
        try await list("metadataprofile") { MetadataProfile(&$0) }.elements
    }

    /// Releases the indexers offer for one album.
    public func releases(albumID: Int) async throws -> [Release] {
        try await releases([("albumId", albumID)])
    }
}
