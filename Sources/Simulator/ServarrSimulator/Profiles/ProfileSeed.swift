import Foundation

/// The quality profiles and custom formats a simulated server starts with: formats that the
/// simulated releases meet (by group, source, resolution, title and size), scored in every
/// profile, and a group of qualities in the HD profile, as people set them up with the
/// servers' web UI or with a config-as-code tool.
enum ProfileSeed {
    /// Puts the seeded formats, the condition kinds and the profiles' scores into `catalogue`.
    static func apply(to catalogue: inout ResourceCatalogue, service: SimulatedService) {
        let formats = customFormats(service)
        if var collection = catalogue.collections["customformat"] {
            collection.rows = formats
            collection.schema = ConditionKinds.schema(service)
            catalogue.collections["customformat"] = collection
        }
        if var collection = catalogue.collections["qualityprofile"] {
            collection.rows = collection.rows.map { profile in scored(grouped(profile), formats: formats) }
            catalogue.collections["qualityprofile"] = collection
        }
        if var collection = catalogue.collections["releaseprofile"] {
            collection.rows = [releaseProfile(service)]
            catalogue.collections["releaseprofile"] = collection
        }
    }

    /// A release profile that keeps camera recordings out, on every indexer, as people add one
    /// (the servers refuse one without a term). Lidarr's have no name.
    private static func releaseProfile(_ service: SimulatedService) -> [String: Any] {
        var profile: [String: Any] = [
            "id": 1, "enabled": true, "required": [String](), "ignored": ["CAM", "HDTS"], "indexerId": 0, "tags": [Int](),
        ]
        if service != .lidarr { profile["name"] = "No cams" }
        return profile
    }

    /// The seeded formats with their scores in every profile.
    private static func customFormats(_ service: SimulatedService) -> [[String: Any]] {
        let condition = { (name: String, kind: String, values: [String: Any], negate: Bool, required: Bool) in
            ConditionKinds.condition(name, kind, values, in: service, negate: negate, required: required)
        }
        var formats: [(name: String, conditions: [[String: Any]])]
        if service == .lidarr {
            formats = [
                ("Lossless", [condition("FLAC", "ReleaseTitleSpecification", ["value": #"\bFLAC\b"#], false, false)]),
                ("Hi-Res", [condition("24bit", "ReleaseTitleSpecification", ["value": #"\b24\s?bit\b"#], false, true)]),
                ("Small", [condition("Under 100 MB", "SizeSpecification", ["min": 0, "max": 0.1], false, false)]),
            ]
        } else {
            let bluray = ConditionKinds.sources(service).first { $0.name.lowercased() == "bluray" }?.value ?? 0
            formats = [
                ("Remux Tier 01", [condition("FraMeSToR", "ReleaseGroupSpecification", ["value": "^(FraMeSToR)$"], false, false)]),
                ("WEB Tier 01", [condition("Tier 01 groups", "ReleaseGroupSpecification", ["value": "^(NTb|FLUX|EDITH)$"], false, false)]),
                (
                    "HD Bluray",
                    [
                        condition("Bluray", "SourceSpecification", ["value": bluray], false, true),
                        condition("1080p", "ResolutionSpecification", ["value": 1080], false, false),
                        condition("2160p", "ResolutionSpecification", ["value": 2160], false, false),
                    ]
                ),
                ("Not English", [condition("English", "LanguageSpecification", ["value": 1], true, false)]),
                ("Oversized", [condition("Over 40 GB", "SizeSpecification", ["min": 40, "max": 1000], false, false)]),
            ]
        }
        return formats.enumerated().map { index, format in
            ["id": index + 1, "name": format.name, "includeCustomFormatWhenRenaming": false, "specifications": format.conditions]
        }
    }

    /// The score each seeded format has in the profile `name` (Any, SD, HD-1080p, Ultra-HD,
    /// Lossless, Standard): never below the profiles' minimum of 0 unless a user lowers it.
    private static func score(of format: String, in profile: String) -> Int {
        switch (format, profile) {
        case ("Remux Tier 01", "HD-1080p"), ("Remux Tier 01", "Ultra-HD"): 1900
        case ("WEB Tier 01", _): 1700
        case ("HD Bluray", "HD-1080p"), ("HD Bluray", "Ultra-HD"): 500
        case ("Lossless", "Lossless"), ("Lossless", "Any"): 100
        case ("Hi-Res", "Lossless"): 50
        default: 0
        }
    }

    private static func scored(_ profile: [String: Any], formats: [[String: Any]]) -> [String: Any] {
        var profile = profile
        let name = profile["name"] as? String ?? ""
        profile["formatItems"] = formats.map { format -> [String: Any] in
            let formatName = format["name"] as? String ?? ""
            return ["format": format["id"] ?? 0, "name": formatName, "score": score(of: formatName, in: name)]
        }
        profile["minFormatScore"] = 0
        profile["cutoffFormatScore"] = name == "HD-1080p" ? 2000 : 0
        return profile
    }

    /// The HD profile with its 1080p web qualities held equal in a group (id 1001), as the
    /// servers' default profiles have.
    private static func grouped(_ profile: [String: Any]) -> [String: Any] {
        guard profile["name"] as? String == "HD-1080p", var items = profile["items"] as? [[String: Any]] else { return profile }
        let names: Set<String> = ["WEBDL-1080p", "WEBRip-1080p"]
        let members = items.filter { names.contains(qualityName($0)) }
        guard members.count == 2, let first = items.firstIndex(where: { names.contains(qualityName($0)) }) else { return profile }
        items.removeAll { names.contains(qualityName($0)) }
        items.insert(["id": 1001, "name": "WEB 1080p", "allowed": true, "items": members], at: first)
        var grouped = profile
        grouped["items"] = items
        return grouped
    }

    private static func qualityName(_ item: [String: Any]) -> String {
        (item["quality"] as? [String: Any])?["name"] as? String ?? ""
    }
}
