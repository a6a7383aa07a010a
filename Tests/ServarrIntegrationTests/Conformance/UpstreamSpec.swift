import Foundation
import ServarrCore
import Testing

/// A real upstream OpenAPI spec (Tests/ServarrIntegrationTests/Specs) and a small JSON-schema
/// shape checker: types, `nullable`, `required`, arrays, `$ref`, string enums, date-times and
/// `additionalProperties: false` (the servers send no property their spec does not declare).
struct UpstreamSpec: @unchecked Sendable {
    let document: [String: Any]

    /// Loads `Specs/<name>.json` next to this test target's sources.
    init(_ name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Specs/\(name).json")
        document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// The JSON schema of an operation's 200 response, or nil when the spec declares no body.
    func responseSchema(_ method: String, _ template: String) throws -> [String: Any]? {
        let paths = try #require(document["paths"] as? [String: Any])
        let item = try #require(paths[template] as? [String: Any], "\(template) is not in the upstream spec")
        let operation = try #require(item[method.lowercased()] as? [String: Any], "\(method) \(template) is not in the upstream spec")
        let responses = operation["responses"] as? [String: Any]
        let ok = responses?["200"] as? [String: Any]
        let content = ok?["content"] as? [String: Any]
        return (content?["application/json"] as? [String: Any])?["schema"] as? [String: Any]
    }

    /// One operation of the spec: its method and path template.
    struct Operation: Hashable, CustomStringConvertible {
        var method: String
        var template: String
        var description: String { "\(method) \(template)" }
    }

    /// Every operation of the spec (GET, POST, PUT, DELETE), in the spec's order.
    var operations: [Operation] {
        let paths = document["paths"] as? [String: Any] ?? [:]
        return paths.keys.sorted().flatMap { template in
            let item = paths[template] as? [String: Any] ?? [:]
            return ["get", "post", "put", "delete"].filter { item[$0] != nil }.map { Operation(method: $0.uppercased(), template: template) }
        }
    }

    /// The names of an operation's query parameters, the required ones flagged.
    func queryParameters(_ operation: Operation) -> [(name: String, isRequired: Bool)] {
        let item = (document["paths"] as? [String: Any])?[operation.template] as? [String: Any]
        let details = item?[operation.method.lowercased()] as? [String: Any]
        return (details?["parameters"] as? [[String: Any]] ?? []).filter { $0["in"] as? String == "query" }.map {
            ($0["name"] as? String ?? "", $0["required"] as? Bool ?? false)
        }
    }

    /// Whether an operation takes a JSON body.
    func takesBody(_ operation: Operation) -> Bool {
        let item = (document["paths"] as? [String: Any])?[operation.template] as? [String: Any]
        return (item?[operation.method.lowercased()] as? [String: Any])?["requestBody"] != nil
    }

    /// Where `value` departs from `schema`, as readable paths (empty when it conforms).
    func violations(of value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
        var issues: [String] = []
        check(value, schema, path, &issues)
        return issues
    }

    private func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let ref = schema["$ref"] as? String else { return schema }
        let name = String(ref.split(separator: "/").last ?? "")
        let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any]
        return schemas?[name] as? [String: Any] ?? [:]
    }

    private func check(_ value: Any, _ schema: [String: Any], _ path: String, _ issues: inout [String]) {
        // Sonarr's spec declares URLs (health `wikiUrl`) as an `HttpUri` object, but Sonarr
        // serializes them as strings: the one place the spec does not describe the wire.
        if (schema["$ref"] as? String)?.hasSuffix("/HttpUri") == true, value is String || value is NSNull { return }
        let schema = resolve(schema)
        if value is NSNull {
            if schema["nullable"] as? Bool != true, schema["$ref"] == nil, !schema.isEmpty {
                issues.append("\(path): null where the spec allows no null")
            }
            return
        }
        if let all = schema["allOf"] as? [[String: Any]] {
            for part in all { check(value, part, path, &issues) }
            return
        }
        let type = schema["type"] as? String ?? (schema["properties"] != nil ? "object" : nil)
        switch type {
        case "object":
            guard let object = value as? [String: Any] else { return issues.append("\(path): expected an object") }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                issues.append("\(path).\(name): required but missing")
            }
            for (name, member) in object {
                if let property = properties[name] as? [String: Any] {
                    check(member, property, "\(path).\(name)", &issues)
                } else if schema["additionalProperties"] as? Bool == false {
                    issues.append("\(path).\(name): not declared by the spec")
                }
            }
        case "array":
            guard let array = value as? [Any] else { return issues.append("\(path): expected an array") }
            let items = schema["items"] as? [String: Any] ?? [:]
            for (index, element) in array.enumerated() { check(element, items, "\(path)[\(index)]", &issues) }
        case "string":
            guard let text = value as? String else { return issues.append("\(path): expected a string, found \(Self.kind(value))") }
            if let values = schema["enum"] as? [String], !values.contains(text) {
                issues.append("\(path): '\(text)' is not one of \(values)")
            }
            if schema["format"] as? String == "date-time", ServarrDate.parse(text) == nil {
                issues.append("\(path): '\(text)' is not a date-time")
            }
        case "integer":
            guard Self.kind(value) == "integer" else { return issues.append("\(path): expected an integer, found \(Self.kind(value))") }
        case "number":
            guard ["integer", "number"].contains(Self.kind(value)) else {
                return issues.append("\(path): expected a number, found \(Self.kind(value))")
            }
        case "boolean":
            guard Self.kind(value) == "boolean" else { return issues.append("\(path): expected a boolean, found \(Self.kind(value))") }
        default:
            break
        }
    }

    /// The JSON kind of a value from `JSONSerialization`.
    static func kind(_ value: Any) -> String {
        switch value {
        case is String: return "string"
        case is [Any]: return "array"
        case is [String: Any]: return "object"
        case is NSNull: return "null"
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return "boolean" }
            if ["d", "f"].contains(type) { return number.doubleValue.rounded() == number.doubleValue ? "integer" : "number" }
            return "integer"
        default: return "unknown"
        }
    }
}
