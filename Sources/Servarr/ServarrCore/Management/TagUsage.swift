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
