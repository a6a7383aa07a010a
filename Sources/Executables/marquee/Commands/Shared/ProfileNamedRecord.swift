import ServarrCore

/// A library item as `list` and `get` print it: its own fields with its quality profile's name
/// (`qualityProfile`) after `qualityProfileId`, which tables show in PROFILE instead of the id.
struct ProfileNamedRecord<Item: OutputRecord>: OutputRecord {
    var item: Item
    /// The name of the item's quality profile; nil when the server has no profile of its id or
    /// did not list its profiles.
    var qualityProfile: String?

    var fields: [OutputField] {
        var fields = item.fields
        let position = fields.firstIndex { $0.key == "qualityProfileId" }.map { $0 + 1 } ?? fields.endIndex
        fields.insert(OutputField("qualityProfile", .text(qualityProfile)), at: position)
        return fields
    }

    /// The item's columns, PROFILE showing the name.
    static var columns: [TableColumn] {
        Item.columns.map { column in
            column.key == "qualityProfileId" ? TableColumn("qualityProfile", column.header, shrinks: column.shrinks) : column
        }
    }
}

extension ServiceClient where Media: OutputRecord {
    /// `items` with their quality profiles' names, from one profiles request whatever their number.
    func namingProfiles(of items: [Media]) async -> [ProfileNamedRecord<Media>] {
        let names = await qualityProfileNames()
        return items.map { ProfileNamedRecord(item: $0, qualityProfile: names[$0.qualityProfileID]) }
    }

    /// `item` with its quality profile's name.
    func namingProfile(of item: Media) async -> ProfileNamedRecord<Media> {
        ProfileNamedRecord(item: item, qualityProfile: await qualityProfileNames()[item.qualityProfileID])
    }

    /// The quality profiles' names by id (the first of a repeated id); none when the server
    /// does not list its profiles (the names only label what was listed, so the list still prints).
    private func qualityProfileNames() async -> [Int: String] {
        let profiles = (try? await repository.qualityProfiles()) ?? []
        return Dictionary(profiles.map { ($0.id, $0.name) }) { first, _ in first }
    }
}
