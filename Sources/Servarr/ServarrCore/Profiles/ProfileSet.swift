import MarqueeJSON

/// Quality profiles and custom formats as they travel between instances of one service: by
/// name, not by id (ids differ between instances; quality names and condition kinds do not).
/// `marquee <service> export profiles` writes one as YAML, `apply` reads it back, and copying a
/// profile or format to another instance carries one (see ``ProfileSetPlan``).
public struct ProfileSet: Sendable, Hashable, Codable {
    public var customFormats: [Format]
    public var qualityProfiles: [Profile]

    public init(customFormats: [Format] = [], qualityProfiles: [Profile] = []) {
        self.customFormats = customFormats
        self.qualityProfiles = qualityProfiles
    }

    /// A custom format by name, with its conditions.
    public struct Format: Sendable, Hashable, Codable {
        public var name: String
        public var includeCustomFormatWhenRenaming: Bool
        public var specifications: [Condition]
    }

    /// A condition: its kind (`implementation`) and its fields' values by name.
    public struct Condition: Sendable, Hashable, Codable {
        public var name: String
        public var implementation: String
        public var negate: Bool
        public var required: Bool
        public var fields: [Field]
    }

    /// A field's value by the field's name.
    public struct Field: Sendable, Hashable, Codable {
        public var name: String
        public var value: JSONValue
    }

    /// A quality profile by name: its qualities by name, its cutoff by name, its scores by
    /// custom format name.
    public struct Profile: Sendable, Hashable, Codable {
        public var name: String
        public var upgradeAllowed: Bool
        public var cutoff: String
        public var minFormatScore: Int
        public var cutoffFormatScore: Int
        public var minUpgradeFormatScore: Int?
        /// Lowest preference first, as the servers list them.
        public var qualities: [Item]
        public var formatScores: [Score]
    }

    /// A row of a profile: one quality (`quality`), or a group (`group` and its `qualities`).
    public struct Item: Sendable, Hashable, Codable {
        public var quality: String?
        public var group: String?
        public var qualities: [String]?
        public var allowed: Bool
    }

    /// A custom format's score in a profile.
    public struct Score: Sendable, Hashable, Codable {
        public var format: String
        public var score: Int
    }
}

// MARK: From an instance's records

extension ProfileSet {
    /// The set holding `profiles` and `formats` (the formats a profile scores are named, not included).
    public init(profiles: [QualityProfile], formats: [CustomFormat]) {
        customFormats = formats.map(Format.init)
        qualityProfiles = profiles.map(Profile.init)
    }
}

extension ProfileSet.Format {
    public init(_ format: CustomFormat) {
        name = format.name
        includeCustomFormatWhenRenaming = format.includeWhenRenaming
        specifications = format.conditions.map(ProfileSet.Condition.init)
    }
}

extension ProfileSet.Condition {
    public init(_ condition: CustomFormatCondition) {
        name = condition.name
        implementation = condition.implementation
        negate = condition.negate
        required = condition.required
        fields = condition.fields.map { ProfileSet.Field(name: $0.name, value: $0.value) }
    }
}

extension ProfileSet.Profile {
    public init(_ profile: QualityProfile) {
        name = profile.name
        upgradeAllowed = profile.upgradeAllowed
        cutoff = profile.cutoffName ?? ""
        minFormatScore = profile.minimumFormatScore
        cutoffFormatScore = profile.cutoffFormatScore
        minUpgradeFormatScore = profile.minimumUpgradeFormatScore
        qualities = profile.items.map { item in
            item.isGroup
                ? ProfileSet.Item(quality: nil, group: item.name, qualities: item.items.map(\.title), allowed: item.isAllowed)
                : ProfileSet.Item(quality: item.title, group: nil, qualities: nil, allowed: item.isAllowed)
        }
        formatScores = profile.formatScores.map { ProfileSet.Score(format: $0.name, score: $0.score) }
    }

    /// The names of the allowed rows, lowest preference first ("WEB 1080p" for a group).
    var allowedNames: [String] { qualities.filter(\.allowed).map { $0.group ?? $0.quality ?? "" } }
}
