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
        if (200...299).contains(status) {
            // The specs document 200 only, while the servers answer 201/202 for POST.
            var normalized = response
            normalized.status = .ok
            // A request for plain text (a log file) reads its body as text.
            if request.headerFields[.accept]?.hasPrefix("text/plain") == true { return (normalized, responseBody) }
            let checkedBody = try await Self.checkContent(
                of: response, body: responseBody,
                url: Self.url(of: request, baseURL: baseURL))
            return (normalized, checkedBody)
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

    /// The URL a request went to, without its query, for messages.
    static func url(of request: HTTPRequest, baseURL: URL) -> String {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let path = (request.path ?? "").split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        return base + path
    }

    /// A body whose content type says it is not JSON (an HTML page, plain text) fails with the
    /// URL and the likely cause, unless the text is JSON after all (some proxies relabel it).
    /// JSON bodies pass through untouched (the readers check them as they parse).
    static func checkContent(of response: HTTPResponse, body: HTTPBody?, url: String) async throws -> HTTPBody? {
        guard let contentType = response.headerFields[.contentType]?.lowercased(), !contentType.contains("json") else {
            return body
        }
        var data = Data()
        if let body { data = try await Data(collecting: body, upTo: 64 * 1024 * 1024) }
        let text = data.prefix(64 * 1024)
        let first = text.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return HTTPBody(data) }
        if data.isEmpty { return HTTPBody(data) }  // empty bodies are judged by what the call expects
        if contentType.contains("html") || first == UInt8(ascii: "<") {
            let page = String(decoding: text, as: UTF8.self).lowercased()
            let isLogin = page.contains("type=\"password\"") || page.contains("type='password'") || page.contains("type=password")
            throw ServarrError.unreadable(url: url, problem: .html(isLoginPage: isLogin))
        }
        let name = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) }
        throw ServarrError.unreadable(url: url, problem: .notJSON(contentType: name))
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
