import HTTPTypes
import Hummingbird
import OpenAPIHummingbird
import OpenAPIRuntime

/// Registers the generated server stubs on the router, except the operations the simulator
/// serves as plain routes (where the servers answer with a body the filtered spec does not
/// declare: `POST release` returns the release, `PUT episode/monitor` the episodes).
struct StubTransport: ServerTransport {
    /// The server's plain routes: their router, prefix and record of what is registered.
    let routes: PlainRoutes
    /// `METHOD path` of the operations left to plain routes, e.g. `POST /api/v3/release`.
    let servedElsewhere: Set<String>

    func register(
        _ handler: @escaping @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?),
        method: HTTPRequest.Method, path: String
    ) throws {
        let isServedElsewhere = servedElsewhere.contains { operation in
            let parts = operation.split(separator: " ", maxSplits: 1)
            return parts.count == 2 && parts[0] == method.rawValue && path.hasSuffix(parts[1])
        }
        guard !isServedElsewhere else { return }
        routes.router.register(handler, method: method, path: path)
        routes.registered.insert(method, path.hasPrefix(routes.prefix) ? String(path.dropFirst(routes.prefix.count)) : path)
    }
}
