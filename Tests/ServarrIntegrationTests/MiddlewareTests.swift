import Foundation
import HTTPTypes
import OpenAPIRuntime
import ServarrCore
import Testing

/// What the client middlewares put on the wire and how they read error responses.
@Suite("Client middlewares")
struct MiddlewareTests {
    private actor Recorder {
        var requests: [HTTPRequest] = []
        func record(_ request: HTTPRequest) { requests.append(request) }
    }

    /// Runs `request` through the connection's middlewares with `response` as the server's answer.
    private func send(
        through connection: ServarrConnection,
        respond response: HTTPResponse,
        body: String? = nil,
        recorder: Recorder
    ) async throws -> HTTPResponse {
        var next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?) = { request, _, _ in
            await recorder.record(request)
            return (response, body.map { HTTPBody($0) })
        }
        for middleware in connection.middlewares.reversed() {
            let inner = next
            next = { request, requestBody, url in
                try await middleware.intercept(request, body: requestBody, baseURL: url, operationID: "test", next: inner)
            }
        }
        return try await next(
            HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/api/v3/movie"), nil,
            connection.serverURL
        ).0
    }

    @Test("API key, Accept and custom headers are sent; the base path is kept")
    func headers() async throws {
        let connection = ServarrConnection(
            configuration: ServiceConfiguration(
                baseURL: URL(string: "https://nas.local/radarr/")!, apiKey: "0123456789abcdef0123456789abcdef",
                headers: ["X-Forwarded-User": "marquee", "Authorization": "Basic dXNlcjpwYXNz"]))
        #expect(connection.serverURL.absoluteString == "https://nas.local/radarr")
        let recorder = Recorder()
        _ = try await send(through: connection, respond: HTTPResponse(status: .ok), recorder: recorder)
        let request = try #require(await recorder.requests.first)
        #expect(request.headerFields[.servarrAPIKey] == "0123456789abcdef0123456789abcdef")
        #expect(request.headerFields[.accept] == "application/json")
        #expect(request.headerFields[HTTPField.Name("X-Forwarded-User")!] == "marquee")
        #expect(request.headerFields[.authorization] == "Basic dXNlcjpwYXNz")
    }

    @Test("Error statuses map to ServarrError with the server's message, whatever the body")
    func statuses() async throws {
        let connection = ServarrConnection(
            configuration: ServiceConfiguration(
                baseURL: URL(string: "http://127.0.0.1:7878")!, apiKey: "key"))
        let cases: [(HTTPResponse.Status, String?, ServarrError)] = [
            (.unauthorized, nil, .unauthorized),
            (.forbidden, "<html>Forbidden</html>", .unauthorized),
            (.notFound, #"{"message": "NotFound"}"#, .notFound(message: "NotFound")),
            (
                .badRequest, #"[{"propertyName": "Path", "errorMessage": "'Path' must not be empty."}]"#,
                .rejected(status: 400, message: "'Path' must not be empty.")
            ),
            (.internalServerError, #"{"message": "database is locked"}"#, .serverError(status: 500, message: "database is locked")),
            (.badGateway, "<html><body>502 Bad Gateway</body></html>", .serverError(status: 502, message: nil)),
        ]
        for (status, body, expected) in cases {
            let error = await thrownError {
                _ = try await send(through: connection, respond: HTTPResponse(status: status), body: body, recorder: Recorder())
            }
            #expect(error as? ServarrError == expected, "\(status)")
        }
        let created = try await send(through: connection, respond: HTTPResponse(status: .created), recorder: Recorder())
        #expect(created.status == .ok)
    }
}
