import Foundation

/// The servers' checks before a quality profile or custom format is saved, with their messages:
/// a name that is empty or already taken, a profile without an allowed quality or whose cutoff
/// is not allowed, a condition whose regular expression is not valid.
enum ProfileValidation {
    /// The failures of `record` in `collection` beside `others` (the collection's other records).
    static func failures(of record: [String: Any], in collection: String, others: [[String: Any]]) -> [ValidationFailure] {
        guard collection == "qualityprofile" || collection == "customformat" else { return [] }
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
