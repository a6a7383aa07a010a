import Foundation

/// The servers' checks before a quality profile, custom format, delay or release profile is
/// saved, with their messages: a name that is empty or already taken, a profile without an
/// allowed quality or whose cutoff is not allowed, a condition whose regular expression is not
/// valid, a delay profile without tags (but the default one) or without a protocol, a release
/// profile without a term.
enum ProfileValidation {
    /// The failures of `record` in `collection` beside `others` (the collection's other records).
    static func failures(of record: [String: Any], in collection: String, others: [[String: Any]]) -> [ValidationFailure] {
        switch collection {
        case "delayprofile": return delayProfileFailures(of: record, others: others)
        case "releaseprofile": return releaseProfileFailures(of: record)
        case "qualityprofile", "customformat": break
        default: return []
        }
        var failures: [ValidationFailure] = []
        let name = (record["name"] as? String ?? "").trimmingCharacters(in: .whitespaces)
        if name.isEmpty {
            failures.append(failure("Name", "'Name' must not be empty.", .string(name), "NotEmptyValidator"))
        } else if others.contains(where: { ($0["name"] as? String)?.lowercased() == name.lowercased() }) {
            failures.append(failure("Name", "Must be unique.", .string(name), "UniqueNameValidator"))
        }
        if collection == "qualityprofile" {
            let items = record["items"] as? [[String: Any]] ?? []
            let allowed = allowedIDs(items)
            if allowed.isEmpty {
                failures.append(failure("Items", "Must contain at least one allowed quality", .null, "AllowedValidator"))
            } else if let cutoff = JSONBinding.integer(record["cutoff"]), !allowed.contains(cutoff) {
                failures.append(failure("Cutoff", "Cutoff must be an allowed quality or group", .integer(cutoff), "ValidCutoffValidator"))
            }
        } else {
            for condition in record["specifications"] as? [[String: Any]] ?? [] {
                let kind = condition["implementation"] as? String ?? ""
                guard kind == "ReleaseTitleSpecification" || kind == "ReleaseGroupSpecification" else { continue }
                let pattern = (condition["fields"] as? [[String: Any]])?.first { $0["name"] as? String == "value" }?["value"] as? String ?? ""
                if pattern.isEmpty || (try? NSRegularExpression(pattern: pattern)) == nil {
                    failures.append(
                        failure(
                            "Value", "Invalid Regex: ‘\(pattern)’ in condition ‘\(condition["name"] as? String ?? "")’", .string(pattern),
                            "RegexValidator"))
                }
            }
        }
        return failures
    }

    /// Radarr's, Sonarr's and Lidarr's `DelayProfileController` rules.
    private static func delayProfileFailures(of record: [String: Any], others: [[String: Any]]) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        let tags = (record["tags"] as? [Any] ?? []).compactMap(JSONBinding.integer)
        let isDefault = JSONBinding.integer(record["id"]) == 1
        if !isDefault, tags.isEmpty {
            failures.append(failure("Tags", "'Tags' must not be empty.", .null, "NotEmptyValidator"))
        } else if isDefault, !tags.isEmpty {
            failures.append(failure("Tags", "Collection Must Be Empty", .null, "EmptyCollectionValidator"))
        }
        let taken = Set(others.flatMap { ($0["tags"] as? [Any] ?? []).compactMap(JSONBinding.integer) })
        if tags.contains(where: taken.contains) {
            failures.append(failure("Tags", "One or more tags is used in another profile", .null, "DelayProfileTagInUseValidator"))
        }
        for (name, label) in [("usenetDelay", "Usenet Delay"), ("torrentDelay", "Torrent Delay")] {
            if let delay = JSONBinding.integer(record[name]), delay < 0 {
                failures.append(
                    failure(
                        name.prefix(1).uppercased() + name.dropFirst(), "'\(label)' must be greater than or equal to '0'.", .integer(delay),
                        "GreaterThanOrEqualValidator"))
            }
        }
        if record["enableUsenet"] as? Bool == false, record["enableTorrent"] as? Bool == false {
            failures.append(failure("", "Either Usenet or Torrent should be enabled", .null, "PredicateValidator"))
        }
        return failures
    }

    /// Radarr's, Sonarr's and Lidarr's `ReleaseProfileController` rule: a term to look for.
    private static func releaseProfileFailures(of record: [String: Any]) -> [ValidationFailure] {
        func terms(_ key: String) -> [String] {
            if let list = record[key] as? [Any] { return list.compactMap { $0 as? String }.filter { !$0.isEmpty } }
            return (record[key] as? String ?? "").split(separator: ",").map(String.init)
        }
        guard terms("required").isEmpty, terms("ignored").isEmpty else { return [] }
        return [failure("Required", "'Must contain' or 'Must not contain' is required", .null, "PredicateValidator")]
    }

    /// Why the servers refuse to delete record `id` of `collection`, or nil: the default delay
    /// profile stays.
    static func deletionRefusal(of id: Int, in collection: String) -> SimulatorFailure? {
        collection == "delayprofile" && id == 1 ? .badRequest("Cannot delete global delay profile") : nil
    }

    /// The cutoff ids of the allowed rows: a quality's id, or a group's.
    private static func allowedIDs(_ items: [[String: Any]]) -> Set<Int> {
        var ids: Set<Int> = []
        for item in items where item["allowed"] as? Bool == true {
            let quality = (item["quality"] as? [String: Any]).flatMap { JSONBinding.integer($0["id"]) }
            if let id = quality ?? JSONBinding.integer(item["id"]) { ids.insert(id) }
        }
        return ids
    }

    private static func failure(_ property: String, _ message: String, _ value: AttemptedValue, _ code: String) -> ValidationFailure {
        ValidationFailure(propertyName: property, errorMessage: message, attemptedValue: value, errorCode: code)
    }

    /// A custom format as the servers store it: each condition rebuilt from its kind's schema
    /// (name, label, type and help of each field, the kind's name), keeping the values sent.
    /// Other records are returned as they are.
    static func normalized(_ record: [String: Any], in collection: String, service: SimulatedService) -> [String: Any] {
        guard collection == "customformat", let conditions = record["specifications"] as? [[String: Any]] else { return record }
        let kinds = ConditionKinds.schema(service)
        var normalized = record
        normalized["specifications"] = conditions.map { condition -> [String: Any] in
            guard let kind = kinds.first(where: { $0["implementation"] as? String == condition["implementation"] as? String }) else {
                return condition
            }
            var values: [String: Any] = [:]
            for field in condition["fields"] as? [[String: Any]] ?? [] {
                if let name = field["name"] as? String { values[name] = field["value"] ?? NSNull() }
            }
            return ConditionKinds.condition(
                condition["name"] as? String ?? "", kind["implementation"] as? String ?? "", values, in: service,
                negate: condition["negate"] as? Bool ?? false, required: condition["required"] as? Bool ?? false)
        }
        return normalized
    }
}
