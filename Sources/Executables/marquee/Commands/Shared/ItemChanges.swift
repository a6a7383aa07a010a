import ArgumentParser

/// The options of `edit` every library item has: its monitoring, quality profile and tags.
struct ItemChanges<Group: ServiceCommandGroup>: ParsableArguments {
    @Flag var monitoring: Monitoring?
    @Option(help: "\(Group.noun): the quality profile, by name or id.") var qualityProfile: String?
    @Option(help: "\(Group.noun): tag labels, separated by commas; they replace the \(Group.possessive) tags (the tags must exist).")
    var tags: TagList?

    /// Whether no change is given.
    var isEmpty: Bool { monitoring == nil && qualityProfile == nil && tags == nil }
    /// Whether a change only the library item (not its parts) has is given.
    var changesMoreThanMonitoring: Bool { qualityProfile != nil || tags != nil }
}

extension ServiceClient {
    /// Applies `changes` to the library item `id`: every value is checked before it is saved;
    /// fields not given are kept. Returns the saved item.
    func apply(_ changes: ItemChanges<Group>, toItem id: Int) async throws -> Media {
        var item = try await item(id: id)
        if let monitoring = changes.monitoring { item.isMonitored = monitoring.isMonitored }
        if let name = changes.qualityProfile { item.qualityProfileID = try await qualityProfile(named: name).id }
        if let tags = changes.tags { item.tagIDs = try await tagIDs(labelled: tags.labels) }
        return try await update(item)
    }
}
