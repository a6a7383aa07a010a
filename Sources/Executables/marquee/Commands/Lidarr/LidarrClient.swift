import LidarrAPI
import ServarrCore

/// What only Lidarr's verbs ask of the client: albums, tracks, metadata profiles, artist and
/// album searches and an album's releases.
extension ServiceClient where Group == LidarrCommands {
    /// The albums of the artist `artistID`, each with the artist's name (from the one artist
    /// request that checks it exists; a missing artist is a clear failure).
    func albums(artistID: Int) async throws -> [Album] {
        let artist = try await item(id: artistID)
        return try await repository.albums(artistID: artistID).map { $0.named(by: artist) }
    }

    /// One album; a missing one is a clear "no album with id" failure.
    func album(id: Int) async throws -> Album {
        do {
            return try await repository.album(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no album with id \(id)")
        }
    }

    /// One album with its artist's name (one artist request when the server left it out), for `get`.
    func namedAlbum(id: Int) async throws -> Album {
        let album = try await album(id: id)
        guard album.artistTitle == nil else { return album }
        return album.named(by: try await item(id: album.artistID))
    }

    /// The tracks of the album `albumID` (a missing album is a clear failure).
    func tracks(albumID: Int) async throws -> [Track] {
        _ = try await album(id: albumID)
        return try await repository.tracks(albumID: albumID)
    }

    func metadataProfiles() async throws -> [MetadataProfile] { try await repository.metadataProfiles() }

    /// The metadata profile `text` names (its name, any case, or its id); the first when nil.
    func metadataProfile(named text: String?) async throws -> MetadataProfile {
        try Self.profile(named: text, among: try await metadataProfiles(), kind: "metadata profile") { ($0.id, $0.name) }
    }

    func search(albumIDs: [Int]) async throws -> CommandStatus { try await repository.run(.searchAlbums(ids: albumIDs)) }
    func releases(albumID: Int) async throws -> [Release] { try await repository.releases(albumID: albumID) }
}

extension Album {
    /// The album with `artist`'s name when the server did not include it.
    fileprivate func named(by artist: Artist) -> Album {
        var album = self
        album.artistTitle = album.artistTitle ?? artist.title
        return album
    }
}
