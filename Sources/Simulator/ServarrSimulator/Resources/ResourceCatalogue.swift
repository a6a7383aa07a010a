import Foundation

/// What the generic resource layer serves for one service, read from
/// `Seed/resources-<service>.json` (written by `scripts/generate-simulator-resources.py` from the
/// upstream specs): each resource is declared there once.
///
/// - ``Collection``: a list with records by id (`notification`, `qualityprofile`, `delayprofile`),
///   with the extras its spec has (`schema`, `test`, `testall`, `action/{name}`, `bulk`, `paged`,
///   `reorder/{id}`) and its seed rows;
/// - settings: `config/<name>`, one record read and saved by id;
/// - answers: every other operation the simulator has no code for, with a body that conforms to
///   the operation's 200 response schema (or none, where the spec declares none).
struct ResourceCatalogue {
    /// A collection of records by id.
    struct Collection {
        /// The operations below the collection's path, as the spec names them: `POST`,
        /// `GET {id}`, `PUT bulk`, `POST action/{name}` (`GET` of the list is always there).
        var operations: Set<String>
        var rows: [[String: Any]]
        /// What `schema` answers: the implementations with their fields (a list), or a template record.
        var schema: Any?
        /// A provider (`test`, `testall`): saving an enabled one tests it first.
        var isProvider: Bool
    }

    var collections: [String: Collection]
    var settings: [String: [String: Any]]
    /// Bodies by `METHOD /path/{template}` (`NSNull` for an empty answer).
    var answers: [String: Any]

    /// Loads the catalogue of `service` from the bundled seed.
    static func load(_ service: SimulatedService) throws -> ResourceCatalogue {
        guard let url = Bundle.module.url(forResource: "resources-\(service.rawValue)", withExtension: "json", subdirectory: "Seed") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        var collections: [String: Collection] = [:]
        for (path, value) in document["collections"] as? [String: Any] ?? [:] {
            guard let entry = value as? [String: Any] else { continue }
            collections[path] = Collection(
                operations: Set(entry["operations"] as? [String] ?? []), rows: entry["rows"] as? [[String: Any]] ?? [],
                schema: entry["schema"], isProvider: entry["provider"] as? Bool ?? false)
        }
        return ResourceCatalogue(
            collections: collections, settings: document["settings"] as? [String: [String: Any]] ?? [:],
            answers: document["answers"] as? [String: Any] ?? [:])
    }
}
