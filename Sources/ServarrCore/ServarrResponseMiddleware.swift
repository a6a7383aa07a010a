import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Turns HTTP error statuses into ``ServarrError`` before the generated code decodes the body,
/// so that a proxy's HTML error page or an empty 401 is reported as what it is.
/// Other 2xx statuses are normalized to 200, which is all the specs document.
struct ServarrResponseMiddleware: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, responseBody) = try await next(request, body, baseURL)
        let status = response.status.code
        if (201...299).contains(status) {
            // The specs document 200 only, while the servers answer 201/202 for POST.
            var normalized = response
            normalized.status = .ok
            return (normalized, responseBody)
        }
        guard status >= 400 else { return (response, responseBody) }
        var message: String?
        if let responseBody, let data = try? await Data(collecting: responseBody, upTo: 64 * 1024) {
            message = Self.message(from: data)
        }
        switch status {
        case 401, 403: throw ServarrError.unauthorized
        case 404: throw ServarrError.notFound(message: message)
        case 500...: throw ServarrError.serverError(status: status, message: message)
        default: throw ServarrError.rejected(status: status, message: message)
        }
    }

    /// Extracts the server's message from `{"message": ...}`, a validation-failure array
    /// (`[{"errorMessage": ...}]`) or a short plain-text body.
    static func message(from data: Data) -> String? {
        if let object = try? JSONSerialization.jsonObject(with: data) {
            if let dictionary = object as? [String: Any] {
                return (dictionary["message"] as? String) ?? (dictionary["errorMessage"] as? String)
            }
            if let failures = object as? [[String: Any]] {
                let messages = failures.compactMap { $0["errorMessage"] as? String }
                return messages.isEmpty ? nil : messages.joined(separator: "; ")
            }
            return nil
        }
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !text.isEmpty, text.count <= 500, !text.hasPrefix("<")
        else { return nil }
        return text
    }
}
