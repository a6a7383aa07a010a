import Foundation

/// The kinds of custom-format condition a simulated server knows (`customformat/schema`), with
/// their fields as the servers describe them: a regular expression for a title or group, a
/// choice of source, resolution, language or indexer flag, a size range.
enum ConditionKinds {
    /// The sources a quality can have, as each service numbers them.
    static func sources(_ service: SimulatedService) -> [(name: String, value: Int)] {
        switch service {
        case .radarr:
            [("CAM", 1), ("TELESYNC", 2), ("TELECINE", 3), ("WORKPRINT", 4), ("DVD", 5), ("TV", 6), ("WEBDL", 7), ("WEBRIP", 8), ("BLURAY", 9)]
        case .sonarr:
            [("Television", 1), ("TelevisionRaw", 2), ("Web", 3), ("WebRip", 4), ("DVD", 5), ("Bluray", 6), ("BlurayRaw", 7)]
        case .lidarr: []
        }
    }

    static let resolutions: [(name: String, value: Int)] = [
        ("R360p", 360), ("R480p", 480), ("R540p", 540), ("R576p", 576), ("R720p", 720), ("R1080p", 1080), ("R2160p", 2160),
    ]
    static let languages: [(name: String, value: Int)] = [("English", 1), ("French", 2), ("Spanish", 3), ("German", 4), ("Japanese", 8)]
    static let indexerFlags: [(name: String, value: Int)] = [("Freeleech", 1), ("Halfleech", 2), ("DoubleUpload", 4), ("Internal", 32)]

    /// `customformat/schema`: every kind with its fields, values empty.
    static func schema(_ service: SimulatedService) -> [[String: Any]] {
        var kinds: [[String: Any]] = [
            kind("ReleaseTitleSpecification", "Release Title", [regex("Regular Expression")]),
            kind("ReleaseGroupSpecification", "Release Group", [regex("Regular Expression")]),
            kind("SizeSpecification", "Size", [number("min", "Minimum Size", order: 0), number("max", "Maximum Size", order: 1)]),
            kind("IndexerFlagSpecification", "Indexer Flag", [select("Flag", indexerFlags)]),
        ]
        if service != .lidarr {
            kinds.insert(kind("LanguageSpecification", "Language", [select("Language", languages)]), at: 1)
            kinds.insert(kind("SourceSpecification", "Source", [select("Source", sources(service))]), at: 2)
            kinds.insert(kind("ResolutionSpecification", "Resolution", [select("Resolution", resolutions)]), at: 3)
        }
        return kinds
    }

    private static func kind(_ implementation: String, _ name: String, _ fields: [[String: Any]]) -> [String: Any] {
        [
            "id": 0, "name": "", "implementation": implementation, "implementationName": name,
            "infoLink": "https://wiki.servarr.com/custom-formats", "negate": false, "required": false, "fields": fields, "presets": [],
        ]
    }

    private static func field(_ name: String, _ label: String, type: String, order: Int = 0, value: Any = NSNull()) -> [String: Any] {
        [
            "order": order, "name": name, "label": label, "type": type, "advanced": false, "privacy": "normal", "isFloat": false,
            "value": value,
        ]
    }

    private static func regex(_ label: String) -> [String: Any] {
        var regex = field("value", label, type: "textbox", value: "")
        regex["helpText"] = "Custom Format RegEx is Case Insensitive"
        return regex
    }

    private static func number(_ name: String, _ label: String, order: Int) -> [String: Any] {
        var number = field(name, label, type: "number", order: order, value: 0)
        number["unit"] = "GB"
        number["isFloat"] = true
        return number
    }

    private static func select(_ label: String, _ options: [(name: String, value: Int)]) -> [String: Any] {
        var select = field("value", label, type: "select", value: 0)
        select["selectOptions"] = options.enumerated().map { ["value": $0.element.value, "name": $0.element.name, "order": $0.offset] }
        return select
    }

    /// A condition of kind `implementation` named `name` with its fields' `values` (a size's
    /// `min` and `max`, else `value`), shaped as the schema describes the kind.
    static func condition(
        _ name: String, _ implementation: String, _ values: [String: Any], in service: SimulatedService, negate: Bool = false,
        required: Bool = false
    ) -> [String: Any] {
        var condition = schema(service).first { $0["implementation"] as? String == implementation } ?? kind(implementation, implementation, [])
        condition["name"] = name
        condition["negate"] = negate
        condition["required"] = required
        condition["fields"] = (condition["fields"] as? [[String: Any]] ?? []).map { field in
            var field = field
            if let name = field["name"] as? String, let value = values[name] { field["value"] = value }
            return field
        }
        return condition
    }
}
