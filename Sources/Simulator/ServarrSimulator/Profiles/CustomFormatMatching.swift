import Foundation

/// Which custom formats a release meets, as the servers decide it: within each kind of
/// condition one met condition is enough, a required condition must be met, a negated one is
/// met when it does not match, and a format is met when every kind it uses is.
struct CustomFormatMatching {
    /// What a release offers the conditions.
    struct Release {
        var title: String
        var releaseGroup: String
        /// The quality's name: `Bluray-1080p`, `WEBDL-2160p`, `FLAC`.
        var quality: String
        var size: Int64
        var languages: [Int] = [1]
        var indexerFlags: Int = 0
    }

    let service: SimulatedService

    /// The formats of `formats` (the store's records) that `release` meets.
    func formats(metBy release: Release, among formats: [[String: Any]]) -> [[String: Any]] {
        formats.filter { isMet($0, by: release) }
    }

    private func isMet(_ format: [String: Any], by release: Release) -> Bool {
        let conditions = format["specifications"] as? [[String: Any]] ?? []
        guard !conditions.isEmpty else { return false }
        let kinds = Dictionary(grouping: conditions) { $0["implementation"] as? String ?? "" }
        return kinds.values.allSatisfy { group in
            let results = group.map { (condition: $0, met: isMet(condition: $0, by: release)) }
            let required = results.filter { $0.condition["required"] as? Bool == true }
            guard required.allSatisfy(\.met) else { return false }
            return !required.isEmpty || results.contains(where: \.met)
        }
    }

    private func isMet(condition: [String: Any], by release: Release) -> Bool {
        let negate = condition["negate"] as? Bool ?? false
        return matches(condition, release) != negate
    }

    private func matches(_ condition: [String: Any], _ release: Release) -> Bool {
        var values: [String: Any] = [:]
        for field in condition["fields"] as? [[String: Any]] ?? [] {
            if let name = field["name"] as? String { values[name] = field["value"] }
        }
        let number = { (name: String) -> Double? in (values[name] as? NSNumber)?.doubleValue ?? (values[name] as? String).flatMap(Double.init) }
        switch condition["implementation"] as? String {
        case "ReleaseTitleSpecification": return Self.matches(pattern: values["value"] as? String, release.title)
        case "ReleaseGroupSpecification": return Self.matches(pattern: values["value"] as? String, release.releaseGroup)
        case "SourceSpecification": return number("value").map(Int.init) == source(of: release.quality)
        case "ResolutionSpecification": return number("value").map(Int.init) == Self.resolution(of: release.quality)
        case "LanguageSpecification": return number("value").map { release.languages.contains(Int($0)) } ?? false
        case "IndexerFlagSpecification": return number("value").map { release.indexerFlags & Int($0) != 0 } ?? false
        case "SizeSpecification":
            let gigabytes = Double(release.size) / 1_000_000_000
            return gigabytes > (number("min") ?? 0) && gigabytes <= (number("max") ?? .infinity)
        default: return false
        }
    }

    /// Whether the case-insensitive regular expression `pattern` finds a match in `text`; an
    /// empty or invalid pattern matches nothing (the servers refuse to save one).
    static func matches(pattern: String?, _ text: String) -> Bool {
        guard let pattern, !pattern.isEmpty, let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
            return false
        }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The source a quality name implies, numbered as the service numbers sources.
    private func source(of quality: String) -> Int? {
        let name = quality.lowercased()
        let source: String? =
            if name.hasPrefix("bluray") || name.hasPrefix("remux") { "bluray" } else if name.hasPrefix("webdl") {
                "webdl"
            } else if name.hasPrefix("webrip") { "webrip" } else if name.hasPrefix("hdtv") || name.hasPrefix("sdtv") {
                "tv"
            } else if name.hasPrefix("dvd") { "dvd" } else { nil }
        guard let source else { return nil }
        let names: [String: String] =
            service == .sonarr
            ? ["bluray": "Bluray", "webdl": "Web", "webrip": "WebRip", "tv": "Television", "dvd": "DVD"]
            : ["bluray": "BLURAY", "webdl": "WEBDL", "webrip": "WEBRIP", "tv": "TV", "dvd": "DVD"]
        return ConditionKinds.sources(service).first { $0.name == names[source] }?.value
    }

    /// The resolution in a quality name (`WEBDL-1080p` → 1080; `DVD` → 480).
    static func resolution(of quality: String) -> Int? {
        if quality == "DVD" || quality == "SDTV" { return 480 }
        guard let match = quality.range(of: #"\d{3,4}p"#, options: .regularExpression) else { return nil }
        return Int(quality[match].dropLast())
    }
}
