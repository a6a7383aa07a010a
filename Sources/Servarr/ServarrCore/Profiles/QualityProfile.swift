import MarqueeJSON

/// A quality profile (`Settings → Profiles`): which qualities may be grabbed, in order of
/// preference, the one that ends upgrades (the cutoff), and the custom-format scores a release
/// must reach.
public struct QualityProfile: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    /// Whether a better release replaces a file until the cutoff is met.
    public var upgradeAllowed: Bool
    /// The id of the quality or group that ends upgrades.
    public var cutoff: Int
    /// The qualities and groups, lowest preference first (as the servers send them).
    public var items: [QualityProfileItem]
    /// The score a release's custom formats must reach to be grabbed.
    public var minimumFormatScore: Int
    /// The score that ends upgrades by custom formats.
    public var cutoffFormatScore: Int
    /// The least a score must rise for an upgrade (Radarr, Sonarr v4); nil when the server has none.
    public var minimumUpgradeFormatScore: Int?
    /// The score each custom format adds to a release.
    public var formatScores: [FormatScore]
    /// The language a release must have (Radarr); nil when the service has none.
    public var language: Language?

    public init(
        id: Int, name: String, upgradeAllowed: Bool = false, cutoff: Int = 0, items: [QualityProfileItem] = [], minimumFormatScore: Int = 0,
        cutoffFormatScore: Int = 0, minimumUpgradeFormatScore: Int? = nil, formatScores: [FormatScore] = [], language: Language? = nil
    ) {
        self.id = id
        self.name = name
        self.upgradeAllowed = upgradeAllowed
        self.cutoff = cutoff
        self.items = items
        self.minimumFormatScore = minimumFormatScore
        self.cutoffFormatScore = cutoffFormatScore
        self.minimumUpgradeFormatScore = minimumUpgradeFormatScore
        self.formatScores = formatScores
        self.language = language
    }

    /// A language a profile asks for (Radarr's `language`).
    public struct Language: Sendable, Hashable {
        public var id: Int
        public var name: String
        public init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The name of the cutoff's quality or group ("Bluray-1080p"), or nil when no item has its id.
    public var cutoffName: String? {
        items.lazy.compactMap { $0.item(withID: self.cutoff) }.first?.title
    }

    /// The qualities a release may have, in order of preference (best first), groups opened.
    public var allowedQualities: [Quality] {
        items.reversed().filter(\.isAllowed).flatMap { item in item.quality.map { [$0] } ?? item.items.reversed().compactMap(\.quality) }
    }
}

/// One row of a quality profile: a quality, or a group of qualities held equal.
public struct QualityProfileItem: Sendable, Hashable {
    /// A group's id (1000 and up); 0 for a single quality.
    public var id: Int
    /// A group's name; empty for a single quality.
    public var name: String
    /// The quality of a single row; nil for a group.
    public var quality: Quality?
    /// A group's qualities.
    public var items: [QualityProfileItem]
    public var isAllowed: Bool

    public init(id: Int = 0, name: String = "", quality: Quality?, items: [QualityProfileItem] = [], isAllowed: Bool) {
        self.id = id
        self.name = name
        self.quality = quality
        self.items = items
        self.isAllowed = isAllowed
    }

    /// Whether the row is a group.
    public var isGroup: Bool { quality == nil }
    /// What the row shows: the quality's name or the group's.
    public var title: String { quality?.name ?? name }
    /// The id a profile's cutoff names this row by: the quality's, or the group's.
    public var cutoffID: Int { quality?.id ?? id }

    /// This row or one of its group's rows, when its cutoff id is `id`.
    func item(withID id: Int) -> QualityProfileItem? {
        if cutoffID == id { return self }
        return items.lazy.compactMap { $0.item(withID: id) }.first
    }

    /// What matches a row with the server's row when writing: its quality's id, or its group's.
    static func identity(_ json: JSONValue) -> JSONValue? {
        if let quality = json["quality"], quality != .null, let id = quality["id"] { return .array([.string("quality"), id]) }
        return json["id"].map { .array([.string("group"), $0]) }
    }
}

/// The score a custom format adds to a release under a profile.
public struct FormatScore: Sendable, Hashable {
    /// The custom format's id.
    public var format: Int
    /// The custom format's name (what carries a score over to another instance).
    public var name: String
    public var score: Int

    public init(format: Int, name: String, score: Int) {
        self.format = format
        self.name = name
        self.score = score
    }
}

extension QualityProfile: ServarrRecord {
    package static let blank = QualityProfile(id: 0, name: "")
    package static let fields: [RecordField<QualityProfile>] = [
        .identity(\.id),
        .field("name", \.name, .readWrite),
        .field("upgradeAllowed", \.upgradeAllowed, .readWrite),
        .field("cutoff", \.cutoff, .readWrite),
        .records("items", \.items, matching: QualityProfileItem.identity, .readWrite),
        .field("minFormatScore", \.minimumFormatScore, .readWrite),
        .field("cutoffFormatScore", \.cutoffFormatScore, .readWrite),
        .field("minUpgradeFormatScore", \.minimumUpgradeFormatScore, .readWrite),
        .records("formatItems", \.formatScores, matchedBy: "format", .readWrite),
        .record("language", \.language, .readWrite),
    ]
}

extension QualityProfile.Language: ServarrRecord {
    package static let blank = QualityProfile.Language(id: 0, name: "")
    package static let fields: [RecordField<QualityProfile.Language>] = [.field("id", \.id, .readWrite), .field("name", \.name, .readWrite)]
}

extension QualityProfileItem: ServarrRecord {
    package static let blank = QualityProfileItem(quality: nil, isAllowed: false)
    package static let fields: [RecordField<QualityProfileItem>] = [
        .custom("id", .integer, read: { json, item in item.id = json.int("id") ?? 0 }, write: { $0.id > 0 ? $0.id.jsonValue : nil }),
        .custom("name", .string, read: { json, item in item.name = json.string("name") ?? "" }, write: { $0.isGroup ? .string($0.name) : nil }),
        .record("quality", \.quality, .readWrite),
        .records("items", \.items, matching: QualityProfileItem.identity, .readWrite),
        .field("allowed", \.isAllowed, .readWrite),
    ]
}

extension FormatScore: ServarrRecord {
    package static let blank = FormatScore(format: 0, name: "", score: 0)
    package static let fields: [RecordField<FormatScore>] = [
        .field("format", \.format, .readWrite), .field("name", \.name, .readWrite), .field("score", \.score, .readWrite),
    ]
}
