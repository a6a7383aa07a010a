import Foundation
import HTTPTypes
import Hummingbird
import OpenAPIRuntime

/// The management endpoints of one simulated server, as plain Hummingbird routes below its API
/// root (`/api/v3`, Lidarr's `/api/v1`), written once for every service over a
/// ``ManagementStore``:
///
/// - `indexer` and `downloadclient`: list, one, `PUT` (202), `DELETE`, `POST test` (400 with the
///   failure) and `POST testall` (400 with every result when one fails);
/// - `tag/{id}` (`PUT` 202, `DELETE`, 409 while the tag is in use) and `tag/detail`;
/// - `rootfolder` `POST` (201, the path validated) and `rootfolder/{id}` (`GET`, `DELETE`);
/// - Lidarr's `blocklist` (paged), `blocklist/{id}` and `blocklist/bulk`.
///
/// Every request goes through ``SimulatorMiddleware``, so the API key is checked and the fault
/// rules apply (operations are named like the spec's: `put/api/v3/indexer/{id}`).
struct ManagementRoutes: Sendable {
    let store: ManagementStore
    let middleware: SimulatorMiddleware
    /// The API root below the server's prefix: `/api/v3`.
    let root: String

    func register(on router: Router<BasicRequestContext>, prefix: String) {
        let base = prefix + root
        for kind in [ProviderKind.indexer, .downloadClient] {
            let path = "\(kind.rawValue)"
            route(router, .get, base, path) { _, _ in .ok(await store.providers(kind)) }
            route(router, .get, base, "\(path)/{id}") { _, id in .ok(try await store.provider(kind, id: id)) }
            route(router, .put, base, "\(path)/{id}") { body, id in
                .accepted(try await store.update(kind, id: id, with: try decode(ProviderResource.self, body)))
            }
            route(router, .delete, base, "\(path)/{id}") { _, id in
                try await store.delete(kind, id: id)
                return .empty
            }
            route(router, .post, base, "\(path)/test") { body, _ in
                if let failure = try await store.test(kind, try decode(ProviderResource.self, body)) { throw SimulatorFailure.validation([failure]) }
                return .empty
            }
            route(router, .post, base, "\(path)/testall") { _, _ in
                let results = await store.testAll(kind)
                return results.allSatisfy(\.isValid) ? .ok(results) : .rejected(results)
            }
        }
        route(router, .get, base, "tag/detail") { _, _ in .ok(await store.tagDetails()) }
        route(router, .get, base, "tag/detail/{id}") { _, id in .ok(try await store.tagDetails(id: id)) }
        route(router, .get, base, "tag/{id}") { _, id in .ok(try await store.tag(id: id)) }
        route(router, .put, base, "tag/{id}") { body, id in
            .accepted(try await store.renameTag(id: id, label: try decode(TagResource.self, body).label))
        }
        route(router, .delete, base, "tag/{id}") { _, id in
            try await store.deleteTag(id: id)
            return .empty
        }
        route(router, .post, base, "rootfolder") { body, _ in .created(try await store.addRootFolder(try decode(RootFolderResource.self, body))) }
        route(router, .get, base, "rootfolder/{id}") { _, id in .ok(try await store.rootFolder(id: id)) }
        route(router, .delete, base, "rootfolder/{id}") { _, id in
            try await store.removeRootFolder(id: id)
            return .empty
        }
        guard store.profile.service == .lidarr else { return }
        router.get(RouterPath("\(base)/blocklist")) { request, context in
            try await respond(request, "get\(root)/blocklist") { _ in
                let query = request.uri.queryParameters
                let page = PageRequest(
                    page: query["page"].flatMap { Int($0) }, pageSize: query["pageSize"].flatMap { Int($0) },
                    sortKey: query["sortKey"].map(String.init), sortDirection: query["sortDirection"].map(String.init))
                return .ok(await store.blocklistPage(page))
            }
        }
        route(router, .delete, base, "blocklist/bulk") { body, _ in
            await store.removeFromBlocklist(ids: try decode(BulkIDs.self, body).ids ?? [])
            return .empty
        }
        route(router, .delete, base, "blocklist/{id}") { _, id in
            try await store.removeFromBlocklist(id: id)
            return .empty
        }
    }

    /// What a handler answers.
    enum Answer: Sendable {
        case ok(any Encodable & Sendable)
        /// 201, with the created record.
        case created(any Encodable & Sendable)
        /// 202, with the updated record (what the servers answer a `PUT`).
        case accepted(any Encodable & Sendable)
        /// 400 with a body (`testall` when a provider fails).
        case rejected(any Encodable & Sendable)
        /// 200 without a body.
        case empty
    }

    /// Registers `method base/path`; the handler gets the body and the `{id}` (0 when none).
    private func route(
        _ router: Router<BasicRequestContext>, _ method: HTTPRequest.Method, _ base: String, _ path: String,
        _ handler: @escaping @Sendable (Data, Int) async throws -> Answer
    ) {
        let operation = "\(method.rawValue.lowercased())\(root)/\(path)"
        router.on(RouterPath("\(base)/\(path)"), method: method) { request, context in
            let id = path.hasSuffix("{id}") ? context.parameters.get("id", as: Int.self) : 0
            guard let id else {
                return Self.response(SimulatorFailure.badRequest("The value '\(context.parameters.get("id") ?? "")' is not valid.").response)
            }
            return try await respond(request, operation) { body in try await handler(body, id) }
        }
    }

    /// Runs `handler` through the simulator's middleware (API key, faults) and turns its answer
    /// or failure into the response.
    private func respond(
        _ request: Request, _ operation: String, _ handler: @escaping @Sendable (Data) async throws -> Answer
    ) async throws -> Response {
        let buffer = try await request.body.collect(upTo: 4 * 1024 * 1024)
        let body = Data(buffer: buffer)
        let (head, responseBody) = try await middleware.intercept(
            request.head, body: HTTPBody(body), metadata: ServerRequestMetadata(), operationID: operation
        ) { _, _, _ in
            do {
                switch try await handler(body) {
                case .ok(let value): return SimulatorFailure.json(status: .ok, value)
                case .created(let value): return SimulatorFailure.json(status: .created, value)
                case .accepted(let value): return SimulatorFailure.json(status: .accepted, value)
                case .rejected(let value): return SimulatorFailure.json(status: .badRequest, value)
                case .empty: return (HTTPResponse(status: .ok), HTTPBody())
                }
            } catch let failure as SimulatorFailure {
                return failure.response
            }
        }
        return Self.response((head, responseBody))
    }

    private static func response(_ answer: (HTTPResponse, HTTPBody?)) -> Response {
        let (head, body) = answer
        var headers = head.headerFields
        guard let body else { return Response(status: head.status, headers: headers) }
        if case .known(let length) = body.length { headers[.contentLength] = String(length) }
        return Response(status: head.status, headers: headers, body: ResponseBody(asyncSequence: body.map { ByteBuffer(bytes: $0) }))
    }
}

/// Reads a request body as the servers do: a body that is not the expected JSON is a 400.
private func decode<Value: Decodable>(_ type: Value.Type, _ body: Data) throws -> Value {
    do {
        return try JSONDecoder().decode(Value.self, from: body.isEmpty ? Data("{}".utf8) : body)
    } catch {
        throw SimulatorFailure.badRequest("The request body could not be read as JSON: \(error.localizedDescription)")
    }
}
