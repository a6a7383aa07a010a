import ServarrCore

extension SonarrRepository {
    /// The episode files of a series (of one season, when `seasonNumber` is given) that
    /// renaming would move.
    public func renamePreview(seriesID: Int, seasonNumber: Int? = nil) async throws -> [FileRename] {
        try await renamePreview([("seriesId", String(seriesID))] + (seasonNumber.map { [("seasonNumber", String($0))] } ?? []))
    }
}
