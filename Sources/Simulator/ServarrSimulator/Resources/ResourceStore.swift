import Foundation
import HTTPTypes
import OpenAPIRuntime

/// The generic resources of one simulated server, kept in memory: what is created can be read,
/// updated, listed and deleted, as on the servers. The ``ResourceCatalogue`` is read on first use,
/// so a server that nobody asks for its notifications never parses it.
///
/// How the servers answer, and so the store:
/// - `POST` creates (201 with the record, a new id), `PUT {id}` saves (202), `DELETE {id}` 200;
///   a record keeps only the properties its spec declares;
/// - providers (`notification`, `importlist`; not `metadata`, which has no outside service):
///   `test` fails as for an unreachable service (400 with the failure), `testall` answers 400
///   with every result, and saving an enabled provider (a new one, or a changed one) tests it
///   first unless `forceSave=true`;
/// - `schema` lists the implementations with their fields; `bulk` edits or deletes many;
///   `paged` is a page of the list; `config/<name>` is one record saved by id.
actor ResourceStore {
    let service: SimulatedService
    /// The API root without slashes: `api/v3`, Lidarr's `api/v1`.
    let root: String
    private var catalogue: ResourceCatalogue?
    private var tables: [String: Table] = [:]

    /// The rows of one collection.
    private struct Table {
        var rows: [Int: [String: Any]]
        var nextID: Int
        var declaration: ResourceCatalogue.Collection
        /// The properties a record of this collection has (from its seed row or schema).
        var template: [String: Any]?
        var ordered: [[String: Any]] { rows.keys.sorted().compactMap { rows[$0] } }
    }

    init(service: SimulatedService, root: String) {
        self.service = service
        self.root = root
    }

    /// The ids of a collection's records (`qualityprofile`): what validation checks against.
    func ids(of collection: String) throws -> Set<Int> {
        try load()
        return Set(tables[collection]?.rows.keys.map { $0 } ?? [])
    }

    /// Rewrites every record of `collection` with `change` (a format's scores in every profile).
    func rewriteRecords(of collection: String, _ change: ([String: Any]) -> [String: Any]) {
        guard var table = tables[collection] else { return }
        table.rows = table.rows.mapValues(change)
        tables[collection] = table
    }

    /// The records of `collection` in id order (the profiles and formats releases are scored with).
    func records(of collection: String) -> [[String: Any]] {
        (try? load()).flatMap { tables[collection]?.ordered } ?? []
    }

    /// Answers `method template` (the spec's path, `/api/v3/notification/{id}`) for a request.
    func respond(_ method: HTTPRequest.Method, _ template: String, _ input: PlainRoutes.Input) throws -> (HTTPResponse, HTTPBody?) {
        try load()
        let prefix = "/\(root)/"
        if template.hasPrefix(prefix) {
            let relative = String(template.dropFirst(prefix.count))
            if relative.hasPrefix("config/") {
                return try settings(method, name: relative.split(separator: "/")[1].lowercased(), input)
            }
            if let (name, operation) = collection(of: relative), let table = tables[name],
                operation.isEmpty || table.declaration.operations.contains("\(method.rawValue) \(operation)")
            {
                let answer = try respond(toCollection: name, method, operation, input)
                if method != .get { collectionChanged(name) }
                return answer
            }
        }
        guard let answer = catalogue?.answers["\(method.rawValue) \(template)"] else { throw SimulatorFailure.notFound("NotFound") }
        if answer is NSNull { return PlainRoutes.empty() }
        return PlainRoutes.json(encoded: try Self.encode(answer))
    }

    // MARK: Collections

    /// The collection a path below the root belongs to and the operation below it
    /// (`notification/{id}` → `notification`, `{id}`).
    private func collection(of relative: String) -> (String, String)? {
        if tables[relative] != nil { return (relative, "") }
        var best: (String, String)?
        for name in tables.keys where relative.hasPrefix(name + "/") && name.count > (best?.0.count ?? 0) {
            best = (name, String(relative.dropFirst(name.count + 1)))
        }
        return best
    }

    private func respond(
        toCollection name: String, _ method: HTTPRequest.Method, _ operation: String, _ input: PlainRoutes.Input
    ) throws -> (
        HTTPResponse, HTTPBody?
    ) {
        guard var table = tables[name] else { throw SimulatorFailure.notFound("NotFound") }
        defer { tables[name] = table }
        let noun = Self.noun(name)
        switch (method, operation) {
        case (.get, ""):
            return PlainRoutes.json(encoded: try Self.encode(table.ordered))
        case (.post, ""):
            var record = ProfileValidation.normalized(fitted(try Self.object(input.body), to: table.template), in: name, service: service)
            try checkBeforeSaving(record, in: name, table, input)
            // The new id before the checks: the template's (a seed row's) is not the new record's.
            record["id"] = table.nextID
            let failures = ProfileValidation.failures(of: record, in: name, others: table.ordered)
            if !failures.isEmpty { throw SimulatorFailure.validation(failures) }
            table.rows[table.nextID] = record
            table.nextID += 1
            return PlainRoutes.json(encoded: try Self.encode(record), status: .created)
        case (.get, "{id}"):
            return PlainRoutes.json(encoded: try Self.encode(try Self.row(table, try input.id(), noun)))
        case (.put, "{id}"):
            let id = try input.id()
            let stored = try Self.row(table, id, noun)
            var record = stored
            for (key, value) in try Self.object(input.body) where (table.template ?? stored)[key] != nil { record[key] = value }
            record = ProfileValidation.normalized(record, in: name, service: service)
            record["id"] = id
            let failures = ProfileValidation.failures(of: record, in: name, others: table.ordered.filter { JSONBinding.integer($0["id"]) != id })
            if !failures.isEmpty { throw SimulatorFailure.validation(failures) }
            // The servers test an enabled provider again only when it changed.
            if try Self.encode(record) != Self.encode(stored) { try checkBeforeSaving(record, in: name, table, input) }
            table.rows[id] = record
            return PlainRoutes.json(encoded: try Self.encode(record), status: .accepted)
        case (.delete, "{id}"):
            let id = try input.id()
            _ = try Self.row(table, id, noun)
            if let refusal = ProfileValidation.deletionRefusal(of: id, in: name) { throw refusal }
            table.rows[id] = nil
            return PlainRoutes.empty()
        case (.get, "schema"):
            return PlainRoutes.json(encoded: try Self.encode(schema(of: name, declared: table.declaration.schema ?? [])))
        case (.post, "test"):
            let record = fitted(try Self.object(input.body), to: table.template)
            if let failure = testFailure(of: record, in: name) { throw SimulatorFailure.validation([failure]) }
            return PlainRoutes.empty()
        case (.post, "testall"):
            let results: [[String: Any]] = table.ordered.filter(Self.isEnabled).map { record in
                let failure = testFailure(of: record, in: name)
                return [
                    "id": record["id"] ?? 0, "isValid": failure == nil,
                    "validationFailures": failure.map { [Self.dictionary($0)] } ?? [],
                ]
            }
            let valid = results.allSatisfy { $0["isValid"] as? Bool == true }
            return PlainRoutes.json(encoded: try Self.encode(results), status: valid ? .ok : .badRequest)
        case (.post, "action/{name}"):
            return PlainRoutes.json(encoded: Data(#"{"options":[]}"#.utf8))
        case (.put, "bulk"):
            let body = try Self.object(input.body)
            let ids = (body["ids"] as? [Any] ?? []).compactMap(JSONBinding.integer)
            var edited: [[String: Any]] = []
            for id in ids {
                guard var record = table.rows[id] else { continue }
                for (key, value) in body where key != "ids" && key != "applyTags" && key != "tags" && record[key] != nil && !(value is NSNull) {
                    record[key] = value
                }
                if let tags = body["tags"] as? [Any] {
                    let current = (record["tags"] as? [Any] ?? []).compactMap(JSONBinding.integer)
                    record["tags"] = EditorRequest.apply(tags.compactMap(JSONBinding.integer), as: body["applyTags"] as? String, to: current)
                }
                table.rows[id] = record
                edited.append(record)
            }
            return PlainRoutes.json(encoded: try Self.encode(edited), status: .accepted)
        case (.delete, "bulk"):
            let body = try Self.object(input.body)
            for id in (body["ids"] as? [Any] ?? []).compactMap(JSONBinding.integer) { table.rows[id] = nil }
            return PlainRoutes.empty()
        case (.post, "bulk"):
            guard let records = (try? JSONSerialization.jsonObject(with: input.body)) as? [[String: Any]] else {
                throw SimulatorFailure.badRequest("The request body is not a JSON list")
            }
            var created: [[String: Any]] = []
            for body in records {
                var record = fitted(body, to: table.template)
                record["id"] = table.nextID
                table.rows[table.nextID] = record
                table.nextID += 1
                created.append(record)
            }
            return PlainRoutes.json(encoded: try Self.encode(created))
        case (.get, "paged"):
            let request = try input.pageRequest()
            let rows = table.ordered
            let size = request.pageSize
            let page = request.page
            let records = Array(rows.dropFirst((page - 1) * size).prefix(size))
            let body: [String: Any] = [
                "page": page, "pageSize": size, "sortKey": request.sortKey ?? "id", "sortDirection": request.sortDirection ?? "ascending",
                "totalRecords": rows.count, "records": records,
            ]
            return PlainRoutes.json(encoded: try Self.encode(body))
        case (.put, "reorder/{id}"):
            _ = try Self.row(table, try input.id(), noun)
            return PlainRoutes.json(encoded: try Self.encode(table.ordered))
        default:
            throw SimulatorFailure.notFound("NotFound")
        }
    }

    /// Saving an enabled provider tests it first, unless `forceSave=true` (the servers' "save anyway").
    private func checkBeforeSaving(_ record: [String: Any], in name: String, _ table: Table, _ input: PlainRoutes.Input) throws {
        guard table.declaration.isProvider, Self.isEnabled(record), input.query.get("forceSave")?.lowercased() != "true" else { return }
        if let failure = testFailure(of: record, in: name) {
            throw SimulatorFailure.validation([failure])
        }
    }

    /// The failure a provider's test reports: every provider that talks to an outside service
    /// finds it unreachable (the simulator has none); metadata writers have none to reach.
    private func testFailure(of record: [String: Any], in collection: String) -> ValidationFailure? {
        guard collection != "metadata" else { return nil }
        let name = record["implementationName"] as? String ?? record["implementation"] as? String ?? "the service"
        return ValidationFailure(
            propertyName: "", errorMessage: "Unable to connect to \(name): no route to host (the simulator reaches no outside service)",
            attemptedValue: .null, errorCode: "PredicateValidator")
    }

    /// Whether a provider is switched on (then the servers test it when it is saved).
    private static func isEnabled(_ record: [String: Any]) -> Bool {
        let switches = [
            "enable", "enabled", "enableRss", "enableAutomaticSearch", "enableInteractiveSearch", "enableAuto", "onGrab", "onDownload",
            "onUpgrade", "onHealthIssue", "onReleaseImport",
        ]
        return switches.contains { (record[$0] as? NSNumber).map { UpstreamKind.of($0) == .boolean && $0.boolValue } ?? false }
    }

    // MARK: Settings

    private func settings(_ method: HTTPRequest.Method, name: String, _ input: PlainRoutes.Input) throws -> (HTTPResponse, HTTPBody?) {
        guard let stored = catalogue?.settings[name] else { throw SimulatorFailure.notFound("NotFound") }
        guard method == .put else { return PlainRoutes.json(encoded: try Self.encode(stored)) }
        var record = stored.merging(fitted(try Self.object(input.body), to: stored)) { _, new in new }
        record["id"] = stored["id"] ?? 1
        catalogue?.settings[name] = record
        return PlainRoutes.json(encoded: try Self.encode(record), status: .accepted)
    }

    // MARK: Support

    private func load() throws {
        guard catalogue == nil else { return }
        var loaded = try ResourceCatalogue.load(service)
        ProfileSeed.apply(to: &loaded, service: service)
        catalogue = loaded
        for (name, declaration) in loaded.collections {
            var rows: [Int: [String: Any]] = [:]
            for row in declaration.rows {
                if let id = JSONBinding.integer(row["id"]) { rows[id] = row }
            }
            let schema = declaration.schema
            let template = declaration.rows.first ?? (schema as? [[String: Any]])?.first ?? (schema as? [String: Any])
            tables[name] = Table(rows: rows, nextID: (rows.keys.max() ?? 0) + 1, declaration: declaration, template: template)
        }
    }

    /// `body` with only the properties `template` has (all of them when there is no template).
    private func fitted(_ body: [String: Any], to template: [String: Any]?) -> [String: Any] {
        guard let template else { return body }
        var record = template
        for (key, value) in body where template[key] != nil { record[key] = value }
        return record
    }

    private static func row(_ table: Table, _ id: Int, _ noun: String) throws(SimulatorFailure) -> [String: Any] {
        guard let row = table.rows[id] else { throw .notFound("\(noun) with ID \(id) does not exist") }
        return row
    }

    /// The servers' name of a collection's records in messages: `notification` → `Notification`.
    private static func noun(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return last.prefix(1).uppercased() + last.dropFirst()
    }

    private static func object(_ body: Data) throws(SimulatorFailure) -> [String: Any] {
        guard let object = (try? JSONSerialization.jsonObject(with: body.isEmpty ? Data("{}".utf8) : body)) as? [String: Any] else {
            throw .badRequest("The request body is not a JSON object")
        }
        return object
    }

    private static func dictionary(_ failure: ValidationFailure) -> [String: Any] {
        [
            "propertyName": failure.propertyName, "errorMessage": failure.errorMessage, "attemptedValue": NSNull(),
            "severity": failure.severity, "errorCode": failure.errorCode,
        ]
    }

    static func encode(_ value: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
    }
}
