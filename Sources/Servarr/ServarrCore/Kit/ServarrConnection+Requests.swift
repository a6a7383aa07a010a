import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Requests the services share, sent without a generated client: the same middlewares (API
/// key, headers, error statuses, content checks) and transport as the generated operations,
/// so that a shared endpoint is written once for every service (see ``ServarrRepository``).
extension ServarrConnection {
    /// Sends `method endpoint?query` with an optional JSON body and returns the answer's body.
    /// Error statuses throw ``ServarrError`` (through the response middleware). `accept` asks
    /// for another type than JSON (`text/plain` for a log file), whose body is then not checked.
    package func send(
        _ method: HTTPRequest.Method, _ endpoint: String, query: [(String, String)] = [], json: Data? = nil, accept: String? = nil
    ) async throws -> HTTPBody {
        var path = "/" + endpoint
        if !query.isEmpty {
            path += "?" + query.map { "\(Self.escape($0.0))=\(Self.escape($0.1))" }.joined(separator: "&")
        }
        var request = HTTPRequest(method: method, scheme: nil, authority: nil, path: path)
        if json != nil { request.headerFields[.contentType] = "application/json; charset=utf-8" }
        if let accept { request.headerFields[.accept] = accept }
        let operationID = "\(method.rawValue.lowercased())/\(endpoint)"
        let transport = transport
        var next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?) = { request, body, url in
            try await transport.send(request, body: body, baseURL: url, operationID: operationID)
        }
        for middleware in middlewares.reversed() {
            let tail = next
            next = { try await middleware.intercept($0, body: $1, baseURL: $2, operationID: operationID, next: tail) }
        }
        let (response, body) = try await next(request, json.map { HTTPBody($0) }, serverURL)
        guard response.status == .ok else { throw ServarrError.rejected(status: response.status.code, message: nil) }
        return body ?? HTTPBody()
    }

    /// Percent-encodes a query name or value: everything but the unreserved characters.
    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
