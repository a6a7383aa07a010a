/// A release profile (`Settings → Profiles → Release Profiles`): terms a release must contain
/// or must not contain, for one indexer or all, for the titles with its tags.
public struct ReleaseProfile: Sendable, Hashable, Identifiable {
    public var id: Int
    /// The name the user gave it (Radarr, Sonarr; empty for Lidarr).
    public var name: String
    public var isEnabled: Bool
    /// Terms or `/regular expressions/` a release must contain (one is enough).
    public var required: [String]
    /// Terms a release must not contain.
    public var ignored: [String]
    /// The indexer it applies to; 0: every indexer.
    public var indexerID: Int
    public var tagIDs: [Int]

    public init(
        id: Int, name: String = "", isEnabled: Bool = true, required: [String] = [], ignored: [String] = [], indexerID: Int = 0,
        tagIDs: [Int] = []
    ) {
        self.id = id
        self.name = name
        self.isEnabled = isEnabled
        self.required = required
        self.ignored = ignored
        self.indexerID = indexerID
        self.tagIDs = tagIDs
    }
}

extension ReleaseProfile: ServarrRecord {
    package static let blank = ReleaseProfile(id: 0)
    // Sonarr v3 sent `required` and `ignored` as one comma-separated string, later servers as lists.
    package static let fields: [RecordField<ReleaseProfile>] = [
        .identity(\.id),
        .field("name", \.name, .readWrite),
        .field("enabled", \.isEnabled, .readWrite),
        .field("required", \.required, .readWrite),
        .field("ignored", \.ignored, .readWrite),
        .field("indexerId", \.indexerID, .readWrite),
        .field("tags", \.tagIDs, .readWrite),
    ]
}
