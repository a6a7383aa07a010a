import ServarrCore

extension LidarrRepository {
    /// The track files of an artist that renaming would move.
    public func renamePreview(artistID: Int) async throws -> [FileRename] {
        try await renamePreview([("artistId", String(artistID))])
    }

    /// The track files of an artist whose tags a retag would rewrite, with the tags that change.
    public func retagPreview(artistID: Int) async throws -> [FileRetag] {
        try await retagPreview([("artistId", String(artistID))])
    }
}
