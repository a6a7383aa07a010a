import ServarrCore

extension RadarrRepository {
    /// The movie files that renaming would move, for one movie or several (Radarr takes
    /// `movieId` once per movie: one request for the library's marked movies).
    public func renamePreview(movieIDs: [Int]) async throws -> [FileRename] {
        try await renamePreview(movieIDs.map { ("movieId", String($0)) })
    }
}
