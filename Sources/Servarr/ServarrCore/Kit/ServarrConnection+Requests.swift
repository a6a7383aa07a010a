import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Requests the services share, sent without a generated client through the instance's one
/// HTTP client (``ServarrHTTPClient``), so that a shared endpoint is written once for every
/// service (see ``ServarrRepository``).
extension ServarrConnection {
    /// Sends `method endpoint?query` with an optional JSON body and returns the answer's body.
    /// Error statuses throw ``ServarrError``. `accept` asks for another type than JSON
    /// (`text/plain` for a log file), whose body is then not checked.
    package func send(
        _ method: HTTPRequest.Method, _ endpoint: String, query: [(String, String)] = [], json: Data? = nil, accept: String? = nil
    ) async throws -> HTTPBody {
        var path = "/" + endpoint
        if !query.isEmpty {
            path += "?" + query.map { "\(Self.escape($0.0))=\(Self.escape($0.1))" }.joined(separator: "&")
        }
        return try await client.send(method, path: path, json: json, accept: accept)
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
