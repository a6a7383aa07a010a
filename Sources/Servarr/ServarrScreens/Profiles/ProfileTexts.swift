import Foundation
import MarqueeTerminal
import ServarrCore

/// How the profile screens and sheets word a quality profile.
public enum QualityProfileText {
    /// The titles of the profiles table's columns.
    public static let columns = RowColumns(title: "Profile", details: ["Cutoff", "Upgrades", "Minimum score", "Upgrade until"])

    /// A profile's cells after its name, under ``columns``: "Bluray-1080p", "on", "0", "2000"
    /// ("?" for a cutoff the profile does not hold, "–" for a score it never upgrades to).
    public static func cells(_ profile: QualityProfile) -> [String] {
        [
            profile.cutoffName ?? "?", profile.upgradeAllowed ? "on" : "off", String(profile.minimumFormatScore),
            profile.upgradeAllowed ? String(profile.cutoffFormatScore) : "–",
        ]
    }

    /// What the cells sort by: the scores by value ("-100" before "50"), a score the profile
    /// never upgrades to last.
    public static func sortValues(_ profile: QualityProfile) -> [SortValue] {
        [
            .text(profile.cutoffName ?? "?"), .text(profile.upgradeAllowed ? "on" : "off"), .number(Double(profile.minimumFormatScore)),
            profile.upgradeAllowed ? .number(Double(profile.cutoffFormatScore)) : .none,
        ]
    }

    /// The allowed qualities best first and the formats it scores: "Bluray-1080p, [WEB 1080p] ·
    /// WEB Tier 01 +1700, HD Bluray +500".
    public static func footnote(_ profile: QualityProfile) -> String {
        let allowed = profile.items.reversed().filter(\.isAllowed).map { $0.isGroup ? "[\($0.name)]" : $0.title }
        let scores = profile.formatScores.filter { $0.score != 0 }.map { "\($0.name) \(signed($0.score))" }
        return (allowed.isEmpty ? "no allowed quality" : allowed.joined(separator: ", "))
            + (scores.isEmpty ? "" : " · " + scores.joined(separator: ", "))
    }

    /// "+1700", "-500", "0".
    public static func signed(_ score: Int) -> String { score > 0 ? "+\(score)" : String(score) }
}

/// How the profile screens word a custom format.
public enum CustomFormatText {
    /// The titles of the custom formats table's columns.
    public static let columns = RowColumns(title: "Format", details: ["Conditions", "In names"])

    /// A format's cells after its name, under ``columns``: "3", "yes".
    public static func cells(_ format: CustomFormat) -> [String] {
        [String(format.conditions.count), format.includeWhenRenaming ? "yes" : "no"]
    }

    /// Every condition in a line: "Release Group ^(NTb|FLUX)$ · not Language English · Source BLURAY (required)".
    public static func conditions(_ format: CustomFormat) -> String {
        format.conditions.map(condition).joined(separator: " · ")
    }

    /// One condition: its kind and value, "not" when negated, "(required)" when required.
    public static func condition(_ condition: CustomFormatCondition) -> String {
        let value = condition.summary
        return (condition.negate ? "not " : "") + condition.implementationName + (value.isEmpty ? "" : " " + value)
            + (condition.required ? " (required)" : "")
    }

    /// A name for a copy of `name` that `taken` (lowercased names) does not hold: "x265 (copy)",
    /// then "x265 (copy 2)"…
    public static func cloneName(of name: String, taken: Set<String>) -> String {
        var candidate = "\(name) (copy)"
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(name) (copy \(number))"
            number += 1
        }
        return candidate
    }
}

/// How the profile screens word a delay profile.
public enum DelayProfileText {
    /// "usenet and torrent", "usenet only", "torrent only", "neither".
    public static func protocols(_ profile: DelayProfile) -> String {
        switch (profile.enableUsenet, profile.enableTorrent) {
        case (true, true): "usenet and torrent"
        case (true, false): "usenet only"
        case (false, true): "torrent only"
        case (false, false): "neither protocol"
        }
    }

    /// The titles of the delay profiles table's columns.
    public static let columns = RowColumns(
        title: "Applies to", details: ["Protocols", "Usenet delay", "Torrent delay", "Prefers", "No wait for"])

    /// A profile's cells after the titles it applies to, under ``columns``: "usenet and
    /// torrent", "0 min", "120 min", "usenet", "the best quality, score 100".
    public static func cells(_ profile: DelayProfile) -> [String] {
        var bypasses: [String] = []
        if profile.bypassIfHighestQuality { bypasses.append("the best quality") }
        if profile.bypassIfAboveCustomFormatScore { bypasses.append("score \(profile.minimumCustomFormatScore)") }
        return [
            protocols(profile), "\(profile.usenetDelay) min", "\(profile.torrentDelay) min", profile.preferredProtocol,
            bypasses.joined(separator: ", "),
        ]
    }

    /// The titles a profile applies to: its tags' labels, or every title for the default one.
    public static func appliesTo(_ tagIDs: [Int], tags: [Tag]) -> String {
        guard !tagIDs.isEmpty else { return "Every title (default)" }
        return "Tags: " + tagIDs.map { id in tags.first { $0.id == id }?.label ?? "#\(id)" }.joined(separator: ", ")
    }
}

/// How the profile screens word a release profile.
public enum ReleaseProfileText {
    /// Its name, or (Lidarr's have none) "Release profile 3".
    public static func name(_ profile: ReleaseProfile) -> String { profile.name.isEmpty ? "Release profile \(profile.id)" : profile.name }

    /// The titles of the release profiles table's columns.
    public static let columns = RowColumns(title: "Profile", details: ["State", "Required", "Ignored"])

    /// A profile's cells after its name, under ``columns``: "on", "2", "1" (how many terms).
    public static func cells(_ profile: ReleaseProfile) -> [String] {
        [profile.isEnabled ? "on" : "off", String(profile.required.count), String(profile.ignored.count)]
    }

    /// The terms in a line: required ones, then ignored ones after a minus sign:
    /// "x265, /\\bHDR\\b/i, -CAM".
    public static func terms(_ profile: ReleaseProfile) -> String {
        (profile.required + profile.ignored.map { "-" + $0 }).joined(separator: ", ")
    }

    /// The terms typed in a form's field, commas between: "x265, /\\bHDR\\b/i" → two terms.
    public static func parseTerms(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// How the quality sizes screen words a quality's limits (megabytes per minute).
public enum QualityDefinitionText {
    /// The titles of the quality sizes table's columns.
    public static let columns = RowColumns(title: "Quality", details: ["Minimum", "Preferred", "Maximum"])

    /// A quality's limits, under ``columns``: "2", "95", "400"; "2", "–", "no limit".
    public static func limits(_ definition: QualityDefinition) -> [String] {
        [number(definition.minimumSize), definition.preferredSize.map(number) ?? "–", definition.maximumSize.map(number) ?? "no limit"]
    }

    /// What the limits sort by: their values, no preferred size last, no limit above every limit.
    public static func sortValues(_ definition: QualityDefinition) -> [SortValue] {
        [.number(definition.minimumSize), definition.preferredSize.map(SortValue.number) ?? .none, .number(definition.maximumSize ?? .infinity)]
    }

    /// "2 · 95 · 400", "2 · – · no limit".
    public static func sizes(_ definition: QualityDefinition) -> String {
        limits(definition).joined(separator: " · ")
    }

    /// The limits as the edit sheet shows them: "2, 95, 400" (an empty maximum: no limit).
    public static func editable(_ definition: QualityDefinition) -> String {
        [number(definition.minimumSize), definition.preferredSize.map(number) ?? "", definition.maximumSize.map(number) ?? ""]
            .joined(separator: ", ")
    }

    /// The limits typed as "minimum, preferred, maximum" (preferred and maximum may be empty:
    /// none, no limit); nil unless the numbers are 0 or more and in order.
    public static func parse(_ text: String) -> (minimum: Double, preferred: Double?, maximum: Double?)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard (1...3).contains(parts.count), let minimum = Double(parts[0]), minimum >= 0 else { return nil }
        func optional(_ index: Int) -> Double?? {
            guard parts.count > index, !parts[index].isEmpty else { return .some(nil) }
            guard let value = Double(parts[index]), value >= 0 else { return nil }
            return .some(value)
        }
        guard let preferred = optional(1), let maximum = optional(2) else { return nil }
        if let maximum, maximum < minimum { return nil }
        if let preferred, preferred < minimum || (maximum.map { preferred > $0 } ?? false) { return nil }
        return (minimum, preferred, maximum)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
