import Foundation
import HTTPTypes
import NIOCore

/// Requests, sent through the instance's one HTTP client (``ServarrHTTPClient``), so that a
/// shared endpoint is written once for every service (see ``ServarrRepository``).
extension ServarrConnection {
    /// Sends `method endpoint?query` with an optional JSON body and returns the answer's body
    /// (checked to be JSON). Error statuses throw ``ServarrError``.
    package func send(_ method: HTTPRequest.Method, _ endpoint: String, query: [(String, String)] = [], json: Data? = nil) async throws -> [UInt8] {
        try await client.send(method, path: Self.path(endpoint, query: query), json: json)
    }

    /// GETs `endpoint` asking for `accept` (`text/plain` for a log file) and hands its body to
    /// `body` chunk by chunk as it streams in, unchecked.
    package func stream(_ endpoint: String, accept: String, into body: (ByteBufferView) -> Void) async throws {
        try await client.stream(Self.path(endpoint, query: []), accept: accept, into: body)
    }

    private static func path(_ endpoint: String, query: [(String, String)]) -> String {
        var path = "/" + endpoint
        if !query.isEmpty {
            path += "?" + query.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
        }
        return path
    }

    /// Percent-encodes a query name or value: everything but the unreserved characters.
    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

extension HTTPField.Name {
    /// The header Radarr, Sonarr and Lidarr read the API key from.
    public static let servarrAPIKey = HTTPField.Name("X-Api-Key")!
}
