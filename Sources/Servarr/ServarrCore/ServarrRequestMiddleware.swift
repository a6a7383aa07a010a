import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Adds what every Servarr request needs: `X-Api-Key`, `Accept: application/json`
/// and the custom headers from the configuration.
struct ServarrRequestMiddleware: ClientMiddleware {
    let apiKey: String
    let headers: [HTTPField]

    init(configuration: ServiceConfiguration) {
        apiKey = configuration.apiKey
        headers = configuration.headers.sorted { $0.key < $1.key }.compactMap { name, value in
            HTTPField.Name(name).map { HTTPField(name: $0, value: value) }
        }
    }

    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        for field in headers { request.headerFields[field.name] = field.value }
        request.headerFields[.servarrAPIKey] = apiKey
        if request.headerFields[.accept] == nil { request.headerFields[.accept] = "application/json" }
        return try await next(request, body, baseURL)
    }
}

extension HTTPField.Name {
    /// The header Radarr and Sonarr read the API key from.
    public static let servarrAPIKey = HTTPField.Name("X-Api-Key")!
}
