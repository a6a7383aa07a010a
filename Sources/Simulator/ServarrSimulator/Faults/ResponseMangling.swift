import Foundation

/// Rewrites response bodies for the body-level faults.
enum ResponseMangling {
    /// Keys whose values are enums in the Servarr specs.
    static let enumKeys: Set<String> = [
        "status", "minimumAvailability", "seriesType", "type", "eventType", "trackedDownloadState",
        "trackedDownloadStatus", "protocol", "monitor", "priority", "result", "trigger", "coverType",
    ]
    static let nullableKeys = ["overview", "genres", "ratings", "images", "statistics", "quality", "airDateUtc"]

    static func unknownEnumValues(_ data: Data) -> Data {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return data }
        let mangled: Any
        if var array = object as? [Any] {
            array = array.enumerated().map { index, element in mangle(element, odd: index == 0, broken: index == 1) }
            mangled = array
        } else if var dictionary = object as? [String: Any], let records = dictionary["records"] as? [Any] {
            dictionary["records"] = records.enumerated().map { index, element in mangle(element, odd: index == 0, broken: false) }
            mangled = dictionary
        } else {
            mangled = mangle(object, odd: true, broken: false)
        }
        return (try? JSONSerialization.data(withJSONObject: mangled, options: [.fragmentsAllowed])) ?? data
    }

    /// `odd`: unknown enum values and nulls (the record degrades); `broken`: a number field
    /// holds a string (the record cannot decode and is skipped by lossy lists).
    private static func mangle(_ value: Any, odd: Bool, broken: Bool) -> Any {
        guard var dictionary = value as? [String: Any] else { return value }
        dictionary["simulatorFutureField"] = ["nested": [1, 2, 3], "note": "added by a newer server"]
        if broken, dictionary["year"] != nil { dictionary["year"] = "MMXXV" }
        guard odd else { return dictionary }
        for key in dictionary.keys where enumKeys.contains(key) && dictionary[key] is String {
            dictionary[key] = "simulatorFutureValue"
        }
        for key in nullableKeys where dictionary[key] != nil { dictionary[key] = NSNull() }
        return dictionary
    }

    static func withoutIDs(_ data: Data, rows count: Int) -> Data {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return data }
        func strip(_ rows: [Any]) -> [Any] {
            rows.enumerated().map { index, row in
                guard index < count, var record = row as? [String: Any] else { return row }
                record["id"] = nil
                return record
            }
        }
        let mangled: Any
        if let array = object as? [Any] {
            mangled = strip(array)
        } else if var dictionary = object as? [String: Any], let records = dictionary["records"] as? [Any] {
            dictionary["records"] = strip(records)
            mangled = dictionary
        } else {
            return data
        }
        return (try? JSONSerialization.data(withJSONObject: mangled, options: [.fragmentsAllowed])) ?? data
    }

    static func dotNetDates(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { return data }
        let pattern = #""(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?Z""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return data }
        let range = NSRange(text.startIndex..., in: text)
        let result = regex.stringByReplacingMatches(in: text, range: range, withTemplate: "\"$1.6040396Z\"")
        return Data(result.utf8)
    }

    static func malformed(_ data: Data) -> Data {
        var truncated = Data(data.prefix(max(1, data.count / 2)))
        truncated.append(contentsOf: Array(#"{"unterminated": [1, 2,"#.utf8))
        return truncated
    }
}
