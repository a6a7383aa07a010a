import MarqueeJSON
import ServarrCore

// The output of quality profiles, custom formats and profile sets (`list quality-profiles`,
// `get quality-profile`, `list custom-formats`, `export profiles`, `apply`); docs/cli.md lists
// the keys.

extension QualityProfile: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)), OutputField("name", .string(name)), OutputField("upgradeAllowed", .bool(upgradeAllowed)),
            OutputField("cutoff", .text(cutoffName)), OutputField("minFormatScore", .int(minimumFormatScore)),
            OutputField("cutoffFormatScore", .int(cutoffFormatScore)),
            OutputField("minUpgradeFormatScore", .number(minimumUpgradeFormatScore)),
            OutputField("allowedQualities", .strings(allowedQualities.map(\.name))),
            OutputField(
                "formatScores",
                .array(
                    formatScores.filter { $0.score != 0 }.map { score in
                        .object([
                            OutputField("format", .int(score.format)), OutputField("name", .string(score.name)),
                            OutputField("score", .int(score.score)),
                        ])
                    })),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("name", "NAME", shrinks: true), TableColumn("cutoff", "CUTOFF"),
        TableColumn("upgradeAllowed", "UPGRADES"), TableColumn("minFormatScore", "MIN SCORE", alignsRight: true),
        TableColumn("formatScores", "SCORES", shrinks: true),
    ]
}

extension CustomFormat: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)), OutputField("name", .string(name)),
            OutputField("includeCustomFormatWhenRenaming", .bool(includeWhenRenaming)),
            OutputField("specifications", .array(conditions.map { .object(ProfileSet.Condition($0).outputFields) })),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("name", "NAME", shrinks: true),
        TableColumn("specifications", "CONDITIONS", shrinks: true),
    ]
}

extension ProfileSet: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField(
                "customFormats",
                .array(
                    customFormats.map { format in
                        .object([
                            OutputField("name", .string(format.name)),
                            OutputField("includeCustomFormatWhenRenaming", .bool(format.includeCustomFormatWhenRenaming)),
                            OutputField("specifications", .array(format.specifications.map { .object($0.outputFields) })),
                        ])
                    })),
            OutputField(
                "qualityProfiles",
                .array(
                    qualityProfiles.map { profile in
                        .object([
                            OutputField("name", .string(profile.name)), OutputField("upgradeAllowed", .bool(profile.upgradeAllowed)),
                            OutputField("cutoff", .string(profile.cutoff)), OutputField("minFormatScore", .int(profile.minFormatScore)),
                            OutputField("cutoffFormatScore", .int(profile.cutoffFormatScore)),
                            OutputField("minUpgradeFormatScore", .number(profile.minUpgradeFormatScore)),
                            OutputField("qualities", .array(profile.qualities.map { .object($0.outputFields) })),
                            OutputField(
                                "formatScores",
                                .array(
                                    profile.formatScores.map {
                                        .object([OutputField("format", .string($0.format)), OutputField("score", .int($0.score))])
                                    })),
                        ])
                    })),
        ]
    }

    static let columns = [TableColumn("customFormats", "CUSTOM FORMATS"), TableColumn("qualityProfiles", "QUALITY PROFILES")]
}

extension ProfileSet.Condition {
    var outputFields: [OutputField] {
        [
            OutputField("name", .string(name)), OutputField("implementation", .string(implementation)), OutputField("negate", .bool(negate)),
            OutputField("required", .bool(required)),
            OutputField(
                "fields", .array(fields.map { .object([OutputField("name", .string($0.name)), OutputField("value", OutputValue($0.value))]) })),
        ]
    }
}

extension ProfileSet.Item {
    /// Only the keys the row has: `quality`, or `group` and its `qualities`.
    var outputFields: [OutputField] {
        var fields: [OutputField] = []
        if let quality { fields.append(OutputField("quality", .string(quality))) }
        if let group { fields.append(OutputField("group", .string(group))) }
        if let qualities { fields.append(OutputField("qualities", .strings(qualities))) }
        return fields + [OutputField("allowed", .bool(allowed))]
    }
}

extension ProfileSetPlan.Change: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("action", .string(action.rawValue)), OutputField("kind", .string(kind.rawValue)), OutputField("name", .string(name)),
            OutputField("changes", .strings(details)),
        ]
    }

    static let columns = [
        TableColumn("action", "ACTION"), TableColumn("kind", "KIND"), TableColumn("name", "NAME"),
        TableColumn("changes", "CHANGES", shrinks: true),
    ]
}

extension OutputValue {
    /// A JSON value a server sent (a condition's field), as output.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map(OutputValue.init))
        case .object(let members): self = .object(members.keys.sorted().map { OutputField($0, OutputValue(members[$0]!)) })
        }
    }
}

/// A delay profile with its tags by label (`list delay-profiles`).
struct DelayProfileRow: OutputRecord {
    let profile: DelayProfile
    let tags: [Tag]

    var fields: [OutputField] {
        [
            OutputField("id", .int(profile.id)),
            OutputField("tags", .strings(profile.tagIDs.map { id in tags.first { $0.id == id }?.label ?? String(id) })),
            OutputField("enableUsenet", .bool(profile.enableUsenet)), OutputField("enableTorrent", .bool(profile.enableTorrent)),
            OutputField("preferredProtocol", .string(profile.preferredProtocol)), OutputField("usenetDelay", .int(profile.usenetDelay)),
            OutputField("torrentDelay", .int(profile.torrentDelay)), OutputField("bypassIfHighestQuality", .bool(profile.bypassIfHighestQuality)),
            OutputField("bypassIfAboveCustomFormatScore", .bool(profile.bypassIfAboveCustomFormatScore)),
            OutputField("minimumCustomFormatScore", .int(profile.minimumCustomFormatScore)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("tags", "TAGS", shrinks: true), TableColumn("preferredProtocol", "PREFERS"),
        TableColumn("usenetDelay", "USENET MIN", alignsRight: true), TableColumn("torrentDelay", "TORRENT MIN", alignsRight: true),
        TableColumn("enableUsenet", "USENET"), TableColumn("enableTorrent", "TORRENT"),
    ]
}

/// A release profile with its tags by label (`list release-profiles`).
struct ReleaseProfileRow: OutputRecord {
    let profile: ReleaseProfile
    let tags: [Tag]

    var fields: [OutputField] {
        [
            OutputField("id", .int(profile.id)), OutputField("name", .string(profile.name)), OutputField("enabled", .bool(profile.isEnabled)),
            OutputField("required", .strings(profile.required)), OutputField("ignored", .strings(profile.ignored)),
            OutputField("indexerId", .int(profile.indexerID)),
            OutputField("tags", .strings(profile.tagIDs.map { id in tags.first { $0.id == id }?.label ?? String(id) })),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("name", "NAME", shrinks: true), TableColumn("enabled", "ON"),
        TableColumn("required", "MUST CONTAIN", shrinks: true), TableColumn("ignored", "MUST NOT CONTAIN", shrinks: true),
    ]
}

/// One naming setting (`list naming`): the rows the naming screen shows.
struct NamingRow: OutputRecord {
    let setting: String
    let value: String

    /// The settings of `naming`, one row each (``NamingSettings/rows``).
    static func rows(_ naming: NamingSettings) -> [NamingRow] {
        naming.rows.map { NamingRow(setting: $0.label, value: $0.value) }
    }

    var fields: [OutputField] { [OutputField("setting", .string(setting)), OutputField("value", .string(value))] }

    static let columns = [TableColumn("setting", "SETTING"), TableColumn("value", "VALUE", shrinks: true)]
}
