import Foundation
import HTTPTypes

/// Serves, from a ``ResourceStore``, every operation of the service's spec that no other route
/// serves: the list of operations is `Seed/routes.json` (generated with the catalogues); each one
/// not registered yet gets a plain route (API key and fault rules as every other; the web UI,
/// `/ping`, `/login` and `/logout` without a key, as the servers serve them).
struct ResourceRoutes {
    let store: ResourceStore

    /// Operations the servers answer without an API key.
    private static let anonymous: Set<String> = ["/", "/{path}", "/ping", "/login", "/logout", "/content/{path}"]

    func register(on routes: PlainRoutes) throws {
        let store = store
        for operation in try Self.operations(store.service) {
            let parts = operation.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, !routes.registered.contains(parts[0], parts[1]) else { continue }
            let method = HTTPRequest.Method(parts[0]) ?? .get
            let template = parts[1]
            routes.on(method, String(template.dropFirst()), access: Self.anonymous.contains(template) ? .anonymous : .apiKey) { input in
                try await store.respond(method, template, input)
            }
        }
    }

    /// `METHOD /path` of every operation of `service`'s spec.
    private static func operations(_ service: SimulatedService) throws -> [String] {
        guard let document = operationsByService else { throw CocoaError(.fileReadCorruptFile) }
        return document[service.rawValue] ?? []
    }

    /// `Seed/routes.json`, read once per process (nil when it cannot be read).
    private static let operationsByService: [String: [String]]? = {
        guard let url = Bundle.module.url(forResource: "routes", withExtension: "json", subdirectory: "Seed"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: [String]]
    }()
}
