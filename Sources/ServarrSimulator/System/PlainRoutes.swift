import Foundation
import HTTPTypes
import Hummingbird
import OpenAPIRuntime

/// Endpoints served as plain Hummingbird routes rather than generated stubs (Radarr's
/// collections, the log files, Lidarr's System pages), behind the same API key check and fault
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

        /// The body as a JSON object, or a 400 as the servers answer an unreadable body.
        func jsonObject() throws(SimulatorFailure) -> [String: Any] {
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                throw .badRequest("The request body is not a JSON object")
            }
            return object
        }
    }

    typealias Handler = @Sendable (Input) async throws -> (HTTPResponse, HTTPBody?)

    let router: Router<BasicRequestContext>
    let middleware: SimulatorMiddleware
    let prefix: String

    /// Serves `method path` (the spec's path without its leading slash, `api/v3/log/file/{filename}`).
    func on(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
        let middleware = middleware
        let operation = "\(method.rawValue.lowercased())/\(path)"
        router.on(RouterPath("\(prefix)/\(path)"), method: method) { request, context -> Response in
            let data = Data(buffer: try await request.body.collect(upTo: 4 * 1024 * 1024))
            let input = Input(parameters: context.parameters, query: request.uri.queryParameters, body: data)
            let (response, body) = try await middleware.intercept(
                request.head, body: HTTPBody(data), metadata: ServerRequestMetadata(), operationID: operation
            ) { _, _, _ in
                do {
                    return try await handler(input)
                } catch let failure as SimulatorFailure {
                    return failure.response
                }
            }
            let bytes = (body ?? HTTPBody()).map { ByteBuffer(bytes: $0) }
            return Response(status: response.status, headers: response.headerFields, body: ResponseBody(asyncSequence: bytes))
        }
    }

    /// A 200 answer with `value` as JSON.
    static func json(_ value: some Encodable) throws -> (HTTPResponse, HTTPBody?) {
        SimulatorFailure.json(status: .ok, value)
    }

    /// A 200 answer with `text` as plain text.
    static func text(_ text: String) -> (HTTPResponse, HTTPBody?) {
        var response = HTTPResponse(status: .ok)
        response.headerFields[.contentType] = "text/plain; charset=utf-8"
        response.headerFields[.contentLength] = String(text.utf8.count)
        return (response, HTTPBody(text))
    }
}
