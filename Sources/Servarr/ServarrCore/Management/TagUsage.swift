/// A tag and what uses it (`tag/detail`): library items, indexers, download clients, and
/// the settings Marquee does not show (delay profiles, import lists, notifications, release
/// profiles, auto tags), counted together.
public struct TagUsage: Sendable, Hashable, Identifiable {
    public var id: Int
    public var label: String
    /// Movies, series or artists with the tag.
    public var mediaIDs: [Int]
    public var indexerIDs: [Int]
    public var downloadClientIDs: [Int]
    /// How many other settings use the tag.
    public var otherUses: Int

    public init(id: Int, label: String, mediaIDs: [Int], indexerIDs: [Int], downloadClientIDs: [Int], otherUses: Int = 0) {
        self.id = id
        self.label = label
        self.mediaIDs = mediaIDs
        self.indexerIDs = indexerIDs
        self.downloadClientIDs = downloadClientIDs
        self.otherUses = otherUses
    }

    /// Whether anything uses the tag (the servers refuse to delete it then).
    public var isInUse: Bool { !mediaIDs.isEmpty || !indexerIDs.isEmpty || !downloadClientIDs.isEmpty || otherUses > 0 }

    /// What uses the tag, in words: "3 movies, 1 indexer, 1 client" (`noun` names a library item).
    public func uses(noun: String, pluralNoun: String) -> String {
        func count(_ number: Int, _ one: String, _ many: String) -> String? { number == 0 ? nil : "\(number) \(number == 1 ? one : many)" }
        let parts = [
            count(mediaIDs.count, noun, pluralNoun), count(indexerIDs.count, "indexer", "indexers"),
            count(downloadClientIDs.count, "client", "clients"), count(otherUses, "other", "others"),
        ]
        let text = parts.compactMap { $0 }.joined(separator: ", ")
        return text.isEmpty ? "unused" : text
    }
}

extension TagUsage: ServarrRecord {
    package static let blank = TagUsage(id: 0, label: "", mediaIDs: [], indexerIDs: [], downloadClientIDs: [])

    /// A list of the settings Marquee does not show, counted into ``otherUses``.
    private static func otherUses(_ name: StaticString) -> RecordField<TagUsage> {
        .custom(name, .array(.integer), read: { json, tag in tag.otherUses += json.ints(name)?.count ?? 0 })
    }

    // The library items are `movieIds`, `seriesIds` or `artistIds`: each service sends its own.
    package static let fields: [RecordField<TagUsage>] = [
        .identity(\.id),
        .field("label", \.label),
        otherUses("delayProfileIds"),
        otherUses("importListIds"),
        otherUses("notificationIds"),
        otherUses("restrictionIds"),
        otherUses("releaseProfileIds"),
        .field("indexerIds", \.indexerIDs),
        .field("downloadClientIds", \.downloadClientIDs),
        otherUses("autoTagIds"),
        .field("movieIds", \.mediaIDs),
        .field("seriesIds", \.mediaIDs),
        .field("artistIds", \.mediaIDs),
    ]
}
