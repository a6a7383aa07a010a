import Foundation
import HTTPTypes
import Hummingbird
import OpenAPIRuntime
import ServarrCore

/// Endpoints served as plain Hummingbird routes rather than generated stubs (the activity and
/// System endpoints of ``ActivityRoutes`` and ``SystemRoutes``, the management routes), behind the same API key check and fault
/// rules as the generated ones: each request goes through ``SimulatorMiddleware`` with the
/// spec's operation name (`get/api/v3/collection/{id}`), so a fault rule reaches it the same way.
struct PlainRoutes {
    /// What a handler gets: the path parameters, the query and the request body.
    struct Input: Sendable {
        var parameters: Parameters
        var query: Parameters
        var body: Data

        /// The path parameter `name` as an integer, or a 404 as the servers answer it.
        func id(_ name: String = "id") throws(SimulatorFailure) -> Int {
            guard let text = parameters.get(name), let id = Int(text) else { throw .notFound("Not found") }
            return id
        }

        /// The path parameter `name` as an integer, or a 400 when it is not a number (as the
        /// generated stubs answered it).
        func number(_ name: String = "id") throws(SimulatorFailure) -> Int {
            let text = parameters.get(name) ?? ""
            guard let id = Int(text) else { throw .unreadable(typeOf: Int.self) }
            return id
        }

        /// The query parameter `name` read by `read` (nil when absent), or a 400 when it does not read.
        func query<Value>(_ name: String, _ read: (String) -> Value?) throws(SimulatorFailure) -> Value? {
            guard let text = query.get(name) else { return nil }
            guard let value = read(text) else { throw .unreadable(typeOf: Value.self) }
            return value
        }

        /// The boolean query parameter `name` (`true`, `False`: case-insensitive, as the servers
        /// bind it), nil when absent, or a 400 when it is not a boolean.
        func flag(_ name: String) throws(SimulatorFailure) -> Bool? {
            try query(name) { Bool($0.lowercased()) }
        }

        /// Every value of the repeated query parameter `name` (`movieIds=1&movieIds=2`) as
        /// integers, nil when absent, or a 400 when one is not a number.
        func integers(_ name: String) throws(SimulatorFailure) -> [Int]? {
            let texts = query.getAll(name)
            guard !texts.isEmpty else { return nil }
            var values: [Int] = []
            for text in texts {
                guard let value = Int(text) else { throw .unreadable(typeOf: Int.self) }
                values.append(value)
            }
            return values
        }

        /// The query parameter `name` as a date (date-time or date only), or a 400 when it is not one.
        func date(_ name: String) throws(SimulatorFailure) -> Date? {
            guard let text = query.get(name) else { return nil }
            guard let date = ServarrDate.parse(text) else { throw .unreadable("dataCorrupted - at : '\(text)' is not a valid date") }
            return date
        }

        /// `page`, `pageSize`, `sortKey` and `sortDirection`, with the servers' defaults.
        func pageRequest() throws(SimulatorFailure) -> PageRequest {
            PageRequest(
                page: try query("page") { Int($0) }, pageSize: try query("pageSize") { Int($0) },
                sortKey: query.get("sortKey"), sortDirection: query.get("sortDirection"))
        }

        /// The body decoded as `Body`, or a 400 as the servers answer an unreadable body.
        func decoded<Body: Decodable>(_ type: Body.Type) throws(SimulatorFailure) -> Body {
            do {
                return try JSONDecoder().decode(Body.self, from: body.isEmpty ? Data("{}".utf8) : body)
            } catch {
                throw .unreadable("dataCorrupted - at : The given data was not valid JSON.")
            }
        }

        /// The body as a JSON object, or a 400 as the servers answer an unreadable body.
        func jsonObject() throws(SimulatorFailure) -> [String: Any] {
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                throw .badRequest("The request body is not a JSON object")
            }
            return object
        }
    }

    typealias Handler = @Sendable (Input) async throws -> (HTTPResponse, HTTPBody?)

    /// Who may call a route.
    enum Access {
        /// The API key is required and the fault rules apply (every API operation).
        case apiKey
        /// No key, no faults: what the servers serve without one (`/ping`, the login page, the web UI).
        case anonymous
    }

    let router: Router<BasicRequestContext>
    let middleware: SimulatorMiddleware
    let prefix: String
    /// The routes registered so far, stubs included, so that the generic layer fills only the gaps.
    let registered: RegisteredRoutes

    /// Serves `method path` (the spec's path without its leading slash, `api/v3/log/file/{filename}`).
    func on(_ method: HTTPRequest.Method, _ path: String, access: Access = .apiKey, _ handler: @escaping Handler) {
        let middleware = middleware
        let operation = "\(method.rawValue.lowercased())/\(path)"
        registered.insert(method, "/\(path)")
        router.on(RouterPath("\(prefix)/\(path)"), method: method) { request, context -> Response in
            let data = Data(buffer: try await request.body.collect(upTo: RequestTarget.bodyLimit))
            let input = Input(parameters: context.parameters, query: request.uri.queryParameters, body: data)
            let answer: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?) = { _, _, _ in
                do {
                    return try await handler(input)
                } catch let failure as SimulatorFailure {
                    return failure.response
                }
            }
            let (response, body) =
                switch access {
                case .apiKey:
                    try await middleware.intercept(
                        request.head, body: HTTPBody(data), metadata: ServerRequestMetadata(), operationID: operation, next: answer)
                case .anonymous: try await answer(request.head, HTTPBody(data), ServerRequestMetadata())
                }
            let bytes = (body ?? HTTPBody()).map { ByteBuffer(bytes: $0) }
            return Response(status: response.status, headers: response.headerFields, body: ResponseBody(asyncSequence: bytes))
        }
    }

    /// A 200 answer with `value` as JSON.
    static func json(_ value: some Encodable) throws -> (HTTPResponse, HTTPBody?) {
        SimulatorFailure.json(status: .ok, value)
    }

    /// An answer with `data` (JSON already encoded), 200 unless `status` says otherwise.
    static func json(encoded data: Data, status: HTTPResponse.Status = .ok) -> (HTTPResponse, HTTPBody?) {
        var response = HTTPResponse(status: status)
        response.headerFields[.contentType] = "application/json; charset=utf-8"
        response.headerFields[.contentLength] = String(data.count)
        return (response, HTTPBody(data))
    }

    /// A 200 answer without a body.
    static func empty() -> (HTTPResponse, HTTPBody?) {
        var response = HTTPResponse(status: .ok)
        response.headerFields[.contentLength] = "0"
        return (response, HTTPBody())
    }

    /// A 200 answer with `text` as plain text.
    static func text(_ text: String) -> (HTTPResponse, HTTPBody?) {
        var response = HTTPResponse(status: .ok)
        response.headerFields[.contentType] = "text/plain; charset=utf-8"
        response.headerFields[.contentLength] = String(text.utf8.count)
        return (response, HTTPBody(text))
    }
}

/// The `METHOD /path` of every route registered on a server (path parameters as `{}`), filled
/// while the routes are set up, before the server starts.
final class RegisteredRoutes: @unchecked Sendable {
    private var routes: Set<String> = []

    func insert(_ method: HTTPRequest.Method, _ path: String) {
        routes.insert(Self.key(method.rawValue, path))
    }

    func contains(_ method: String, _ path: String) -> Bool {
        routes.contains(Self.key(method, path))
    }

    /// `GET /api/v3/movie/{}`: the method, and the path lowercased with its parameters unnamed.
    private static func key(_ method: String, _ path: String) -> String {
        var result = ""
        var inParameter = false
        for character in path.lowercased() {
            if character == "{" {
                inParameter = true
                result.append("{}")
            } else if character == "}" {
                inParameter = false
            } else if !inParameter {
                result.append(character)
            }
        }
        return method.uppercased() + " " + result
    }
}
