import Foundation

// MARK: Renaming and retagging

extension ServarrRepository {
    /// The files the server would rename (`GET rename`) for the items `parameters` name
    /// (`movieId`, `seriesId` and `seasonNumber`, `artistId`): only the files whose name
    /// differs from what the naming settings make of it. A row without a file id is skipped
    /// and counted: it could not be renamed.
    package func renamePreview(_ parameters: [(String, String)]) async throws -> [FileRename] {
        try await list("rename", query: parameters) { json in FileRename.read(&json).flatMap { $0.fileID > 0 ? $0 : nil } }.elements
    }

    /// The track files whose tags the server would rewrite (`GET retag`) for the items
    /// `parameters` name (`artistId`, `albumId`), with the tags that change.
    package func retagPreview(_ parameters: [(String, String)]) async throws -> [FileRetag] {
        try await list("retag", query: parameters) { json in FileRetag.read(&json).flatMap { $0.fileID > 0 ? $0 : nil } }.elements
    }
}
