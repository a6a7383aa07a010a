import MarqueeJSON

/// What applying a ``ProfileSet`` to an instance changes there, worked out before anything is
/// written: each custom format and quality profile of the set is created, updated (its changes
/// in words: "cutoff: Bluray-1080p → WEB 1080p") or left as it is. ``ServarrRepository/apply(_:)``
/// then writes the formats first (a profile scores them by id) and the profiles after.
public struct ProfileSetPlan: Sendable {
    /// One format or profile of the set and what happens to it.
    public struct Change: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case customFormat = "custom format"
            case qualityProfile = "quality profile"
        }

        public enum Action: String, Sendable, Hashable {
            case create, update, unchanged
        }

        public var kind: Kind
        public var name: String
        public var action: Action
        /// What changes, one line each ("upgrades: off → on"); empty for a new or unchanged one.
        public var details: [String]
    }

    /// The set's formats first, then its profiles.
    public let changes: [Change]
    /// Whether applying it writes anything.
    public var changesAnything: Bool { changes.contains { $0.action != .unchanged } }

    let set: ProfileSet
    let profiles: [QualityProfile]
    let formats: [CustomFormat]
    let qualities: [Quality]
}

/// Why a ``ProfileSet`` cannot be applied to an instance.
public enum ProfileSetError: Error, Hashable, CustomStringConvertible {
    /// A profile names a quality the instance does not have (the set is of another service).
    case unknownQuality(String, profile: String)
    /// A profile's cutoff names no allowed row of it.
    case unknownCutoff(String, profile: String)

    public var description: String {
        switch self {
        case .unknownQuality(let quality, let profile): "quality profile ‘\(profile)’: this instance has no quality ‘\(quality)’"
        case .unknownCutoff(let cutoff, let profile): "quality profile ‘\(profile)’: the cutoff ‘\(cutoff)’ is not one of its allowed qualities"
        }
    }
}

extension ServarrRepository {
    /// What applying `set` here would change; nothing is written. Throws ``ProfileSetError``
    /// when a profile names a quality this instance does not have.
    public func plan(applying set: ProfileSet) async throws -> ProfileSetPlan {
        let profiles = try await qualityProfileListing().elements
        let formats = try await customFormatListing().elements
        let qualities = try await qualityDefinitions().elements.map(\.quality)
        return try ProfileSetPlan(set: set, profiles: profiles, formats: formats, qualities: qualities)
    }

    /// Writes `plan`'s creations and updates (formats, then profiles) and returns the changes
    /// made. A refusal stops there, with what was written before it kept.
    @discardableResult
    public func apply(_ plan: ProfileSetPlan) async throws -> [ProfileSetPlan.Change] {
        var formats = plan.formats
        var made: [ProfileSetPlan.Change] = []
        for change in plan.changes where change.kind == .customFormat && change.action != .unchanged {
            guard let wanted = plan.set.customFormats.first(where: { $0.name == change.name }) else { continue }
            let existing = formats.firstIndex { $0.name.lowercased() == wanted.name.lowercased() }
            let format = ProfileSetPlan.format(wanted, over: existing.map { formats[$0] })
            if let existing {
                formats[existing] = try await update(format)
            } else {
                formats.append(try await create(format))
            }
            made.append(change)
        }
        for change in plan.changes where change.kind == .qualityProfile && change.action != .unchanged {
            guard let wanted = plan.set.qualityProfiles.first(where: { $0.name == change.name }) else { continue }
            let existing = plan.profiles.first { $0.name.lowercased() == wanted.name.lowercased() }
            let profile = try ProfileSetPlan.profile(
                wanted, over: existing, language: plan.profiles.first?.language, formats: formats, qualities: plan.qualities)
            if existing != nil { _ = try await update(profile) } else { _ = try await create(profile) }
            made.append(change)
        }
        return made
    }
}

extension ProfileSetPlan {
    init(set: ProfileSet, profiles: [QualityProfile], formats: [CustomFormat], qualities: [Quality]) throws {
        self.set = set
        self.profiles = profiles
        self.formats = formats
        self.qualities = qualities
        var changes: [Change] = []
        for wanted in set.customFormats {
            guard let current = formats.first(where: { $0.name.lowercased() == wanted.name.lowercased() }) else {
                changes.append(Change(kind: .customFormat, name: wanted.name, action: .create, details: []))
                continue
            }
            let details = Self.differences(from: ProfileSet.Format(current), to: wanted)
            changes.append(Change(kind: .customFormat, name: wanted.name, action: details.isEmpty ? .unchanged : .update, details: details))
        }
        let formatNames =
            formats.map(\.name) + set.customFormats.map(\.name).filter { name in !formats.contains { $0.name.lowercased() == name.lowercased() } }
        for wanted in set.qualityProfiles {
            // Checks the qualities and the cutoff before anything is written.
            _ = try Self.profile(wanted, over: nil, language: nil, formats: [], qualities: qualities)
            guard let current = profiles.first(where: { $0.name.lowercased() == wanted.name.lowercased() }) else {
                changes.append(Change(kind: .qualityProfile, name: wanted.name, action: .create, details: []))
                continue
            }
            let details = Self.differences(from: ProfileSet.Profile(current), to: wanted, formatNames: formatNames)
            changes.append(Change(kind: .qualityProfile, name: wanted.name, action: details.isEmpty ? .unchanged : .update, details: details))
        }
        self.changes = changes
    }

    // MARK: Building the records

    /// The format `wanted` as this instance stores it: over `existing` (keeping its id and what
    /// each condition's fields describe), or new.
    static func format(_ wanted: ProfileSet.Format, over existing: CustomFormat?) -> CustomFormat {
        var format = existing ?? CustomFormat(id: 0, name: wanted.name)
        format.name = wanted.name
        format.includeWhenRenaming = wanted.includeCustomFormatWhenRenaming
        format.conditions = wanted.specifications.map { condition in
            let known = existing?.conditions.first { $0.name == condition.name && $0.implementation == condition.implementation }
            var written = known ?? CustomFormatCondition(name: condition.name, implementation: condition.implementation)
            written.negate = condition.negate
            written.required = condition.required
            written.fields = condition.fields.map { field in
                var provider = known?.fields.first { $0.name == field.name } ?? ProviderField(name: field.name)
                provider.value = field.value
                return provider
            }
            return written
        }
        return format
    }

    /// The profile `wanted` as this instance stores it: its qualities resolved by name among
    /// `qualities`, its scores by name among `formats` (a format it does not name keeps its
    /// score, or 0 on a new profile).
    static func profile(
        _ wanted: ProfileSet.Profile, over existing: QualityProfile?, language: QualityProfile.Language?, formats: [CustomFormat],
        qualities: [Quality]
    ) throws(ProfileSetError) -> QualityProfile {
        var profile = existing ?? QualityProfile(id: 0, name: wanted.name, language: language)
        profile.name = wanted.name
        profile.upgradeAllowed = wanted.upgradeAllowed
        profile.minimumFormatScore = wanted.minFormatScore
        profile.cutoffFormatScore = wanted.cutoffFormatScore
        if let minimum = wanted.minUpgradeFormatScore { profile.minimumUpgradeFormatScore = minimum }
        func quality(_ name: String) throws(ProfileSetError) -> Quality {
            guard let quality = qualities.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw .unknownQuality(name, profile: wanted.name)
            }
            return quality
        }
        var items: [QualityProfileItem] = []
        var nextGroup = 1000
        for row in wanted.qualities {
            if let group = row.group {
                nextGroup += 1
                var members: [QualityProfileItem] = []
                for name in row.qualities ?? [] { members.append(QualityProfileItem(quality: try quality(name), isAllowed: row.allowed)) }
                items.append(QualityProfileItem(id: nextGroup, name: group, quality: nil, items: members, isAllowed: row.allowed))
            } else if let name = row.quality {
                items.append(QualityProfileItem(quality: try quality(name), isAllowed: row.allowed))
            }
        }
        profile.items = items
        guard let cutoff = items.first(where: { $0.isAllowed && $0.title.lowercased() == wanted.cutoff.lowercased() }) else {
            throw .unknownCutoff(wanted.cutoff, profile: wanted.name)
        }
        profile.cutoff = cutoff.cutoffID
        profile.formatScores = formats.map { format in
            let score =
                wanted.formatScores.first { $0.format.lowercased() == format.name.lowercased() }?.score
                ?? existing?.formatScores.first { $0.format == format.id }?.score ?? 0
            return FormatScore(format: format.id, name: format.name, score: score)
        }
        return profile
    }

    // MARK: Differences in words

    static func differences(from current: ProfileSet.Format, to wanted: ProfileSet.Format) -> [String] {
        var lines: [String] = []
        if current.includeCustomFormatWhenRenaming != wanted.includeCustomFormatWhenRenaming {
            lines.append(
                "include when renaming: \(onOff(current.includeCustomFormatWhenRenaming)) → \(onOff(wanted.includeCustomFormatWhenRenaming))")
        }
        for condition in wanted.specifications {
            guard let old = current.specifications.first(where: { $0.name == condition.name }) else {
                lines.append("+ condition ‘\(condition.name)’: \(summary(condition))")
                continue
            }
            if old != condition { lines.append("condition ‘\(condition.name)’: \(summary(old)) → \(summary(condition))") }
        }
        for old in current.specifications where !wanted.specifications.contains(where: { $0.name == old.name }) {
            lines.append("− condition ‘\(old.name)’")
        }
        return lines
    }

    static func differences(from current: ProfileSet.Profile, to wanted: ProfileSet.Profile, formatNames: [String]) -> [String] {
        var lines: [String] = []
        if current.upgradeAllowed != wanted.upgradeAllowed {
            lines.append("upgrades: \(onOff(current.upgradeAllowed)) → \(onOff(wanted.upgradeAllowed))")
        }
        if current.cutoff.lowercased() != wanted.cutoff.lowercased() { lines.append("cutoff: \(current.cutoff) → \(wanted.cutoff)") }
        if current.allowedNames != wanted.allowedNames {
            lines.append("allowed: \(current.allowedNames.joined(separator: ", ")) → \(wanted.allowedNames.joined(separator: ", "))")
        } else if current.qualities != wanted.qualities {
            lines.append("qualities: reordered or regrouped")
        }
        if current.minFormatScore != wanted.minFormatScore { lines.append("minimum score: \(current.minFormatScore) → \(wanted.minFormatScore)") }
        if current.cutoffFormatScore != wanted.cutoffFormatScore {
            lines.append("cutoff score: \(current.cutoffFormatScore) → \(wanted.cutoffFormatScore)")
        }
        if let minimum = wanted.minUpgradeFormatScore, let old = current.minUpgradeFormatScore, minimum != old {
            lines.append("minimum upgrade score: \(old) → \(minimum)")
        }
        for score in wanted.formatScores where formatNames.contains(where: { $0.lowercased() == score.format.lowercased() }) {
            let old = current.formatScores.first { $0.format.lowercased() == score.format.lowercased() }?.score
            if old != score.score { lines.append("score ‘\(score.format)’: \(old.map(String.init) ?? "none") → \(score.score)") }
        }
        return lines
    }

    private static func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }

    /// A condition in a line: "Release Group ^(A|B)$, negated, required".
    private static func summary(_ condition: ProfileSet.Condition) -> String {
        let values = condition.fields.map { field in
            switch field.value {
            case .string(let text): text
            case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
            case .bool(let flag): flag ? "yes" : "no"
            default: "…"
            }
        }
        let kind = condition.implementation.replacing("Specification", with: "")
        return
            ([kind + (values.isEmpty ? "" : " " + values.joined(separator: " – "))] + (condition.negate ? ["negated"] : [])
            + (condition.required ? ["required"] : [])).joined(separator: ", ")
    }
}
