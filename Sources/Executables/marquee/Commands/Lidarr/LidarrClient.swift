import LidarrAPI
import ServarrCore

/// What only Lidarr's verbs ask of the client: albums, tracks, metadata profiles, artist and
/// album searches and an album's releases.
extension ServiceClient where Group == LidarrCommands {
    /// The albums of the artist `artistID` (a missing artist is a clear failure).
    func albums(artistID: Int) async throws -> [Album] {
        _ = try await item(id: artistID)
        return try await repository.albums(artistID: artistID)
    }

    /// One album; a missing one is a clear "no album with id" failure.
    func album(id: Int) async throws -> Album {
        do {
            return try await repository.album(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no album with id \(id)")
        }
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
