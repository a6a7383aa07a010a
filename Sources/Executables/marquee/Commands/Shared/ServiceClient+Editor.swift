import ServarrCore

/// Several library items at once: `edit` and `delete` with several ids send one request to the
/// service's editor endpoint (`movie/editor`, `series/editor`, `artist/editor`).
extension ServiceClient {
    /// The library items `ids`, in that order, read with one request; an id the library does not
    /// have is a clear failure before anything changes.
    func items(ids: [Int]) async throws -> [Media] {
        let library = Dictionary(try await items().map { ($0.id, $0) }) { first, _ in first }
        return try ids.map { id in
            guard let item = library[id] else { throw CommandError.runtime("no \(Group.noun) with id \(id)") }
            return item
        }
    }

    /// Applies `changes` to the library items `ids` in one editor request, every value checked
    /// first (tags replace the items' tags, as `edit` does for one). Returns the items as saved.
    func apply(_ changes: ItemChanges<Group>, toItems ids: [Int]) async throws -> [Media] {
        _ = try await items(ids: ids)
        var change = MediaEditorChange(isMonitored: changes.monitoring?.isMonitored)
        if let name = changes.qualityProfile { change.qualityProfileID = try await qualityProfile(named: name).id }
        if let tags = changes.tags {
            change.tags = try await tagIDs(labelled: tags.labels)
            change.tagMode = .replace
        }
        try await repository.edit(mediaIDs: ids, change)
        return try await items(ids: ids)
    }
}
