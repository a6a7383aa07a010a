import AsyncHTTPClient
import Foundation
import HTTPTypes
import Logging
import MarqueeJSON
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOSSL

/// The one HTTP client of one instance: every request of every service goes through
/// ``send(_:path:json:)`` or ``stream(_:accept:into:)`` (docs/adr/0014-one-http-client-async-http-client.md).
///
/// It sends the API key, `Accept` and the configured headers; follows redirects within the
/// configured origin (at most ``maximumRedirects``) and refuses any other, so that the key never
/// leaves that origin; answers 401/403/407 at once with what the server or proxy asked for;
/// caps the answer (after decompression) at the instance's limit; keeps connect and read
/// timeouts apart; applies the instance's TLS and proxy settings; and reuses its connections.
/// Cancelling the calling task cancels the request at any point, safely.
package final class ServarrHTTPClient: Sendable {
    /// The most redirects followed for one request.
    package static let maximumRedirects = 5

    /// The configuration the client was made from.
    package let configuration: ServiceConfiguration
    /// The base URL without trailing slashes; request paths are appended to it.
    package let serverURL: URL
    private let client: HTTPClient
    /// Why the TLS settings could not be applied (an unreadable CA file): every request fails
    /// with it rather than silently connecting without them.
    private let setupFailure: String?
    private let fixedHeaders: HTTPHeaders

    private static let logger = Logger(label: "marquee.servarr")

    /// Creates the client of one instance. An explicit `tls.insecure` is logged as a warning
    /// every time, since it lets anyone on the way read the API key.
    package init(configuration: ServiceConfiguration, serverURL: URL) {
        self.configuration = configuration
        self.serverURL = serverURL
        var settings = HTTPClient.Configuration()
        settings.redirectConfiguration = .disallow
        settings.timeout = .init(connect: Self.amount(configuration.connectTimeout), read: Self.amount(configuration.readTimeout))
        settings.decompression = .enabled(limit: .size(configuration.maximumResponseSize))
        settings.connectionPool = .init(idleTimeout: .seconds(60))
        // A refused connection fails the request at once ("connection refused"), instead of
        // being retried until the request's deadline and reported as a timeout.
        settings.connectionPool.retryConnectionEstablishment = false
        if let proxy = configuration.proxy {
            let authorization = proxy.user.map { HTTPClient.Authorization.basic(username: $0, password: proxy.password ?? "") }
            settings.proxy = .server(host: proxy.host, port: proxy.port, authorization: authorization)
        }
        var failure: String?
        do {
            settings.tlsConfiguration = try Self.tlsConfiguration(configuration.tls)
        } catch {
            failure = error.description
        }
        setupFailure = failure
        if !configuration.tls.verifiesCertificates {
            Self.logger.warning(
                "TLS certificate checks are off for \(serverURL.absoluteString) (tls.insecure): anyone between Marquee and the server can read its API key"
            )
        }
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: settings)
        var headers = HTTPHeaders()
        for (name, value) in configuration.headers.sorted(by: { $0.key < $1.key }) where HTTPField.Name(name) != nil {
            headers.replaceOrAdd(name: name, value: value)
        }
        headers.replaceOrAdd(name: HTTPField.Name.servarrAPIKey.rawName, value: configuration.apiKey)
        headers.replaceOrAdd(name: "Accept-Encoding", value: "gzip, deflate")
        fixedHeaders = headers
    }

    deinit {
        // Requests in flight keep the client alive; this runs once none is left.
        client.shutdown { _ in }
    }

    /// Sends `method path` (`path` below the base URL, with its query) with an optional JSON
    /// body, and returns the answer's body for a 2xx status, read whole up to the instance's
    /// limit and checked to be JSON. Every other status throws ``ServarrError``.
    package func send(_ method: HTTPRequest.Method, path: String, json: Data? = nil) async throws -> [UInt8] {
        let (response, address) = try await answer(method, path: path, json: json, accept: nil)
        let bytes = try await Self.collect(response, limit: configuration.maximumResponseSize)
        try Self.checkContent(type: response.headers.first(name: "Content-Type"), bytes: bytes, url: address)
        return bytes
    }

    /// GETs `path` asking for `accept` (`text/plain` for a log file) and hands the answer's
    /// body to `body` chunk by chunk, unchecked, as it streams in.
    package func stream(_ path: String, accept: String, into body: (ByteBufferView) -> Void) async throws {
        let (response, _) = try await answer(.get, path: path, json: nil, accept: accept)
        for try await chunk in response.body { body(chunk.readableBytesView) }
    }

    /// Sends a request and returns the response of a 2xx status (its body not read yet), with
    /// the URL as messages show it; every other status throws ``ServarrError``.
    private func answer(
        _ method: HTTPRequest.Method, path: String, json: Data?, accept: String?
    ) async throws -> (response: HTTPClientResponse, address: String) {
        if let setupFailure { throw ServarrError.unreachable(reason: setupFailure) }
        guard let url = URL(string: serverURL.absoluteString + (path.hasPrefix("/") ? path : "/" + path)) else {
            throw ServarrError.unreachable(reason: "not a valid URL: \(path)")
        }
        var headers = fixedHeaders
        headers.replaceOrAdd(name: "Accept", value: accept ?? "application/json")
        if json != nil { headers.replaceOrAdd(name: "Content-Type", value: "application/json; charset=utf-8") }
        let response = try await exchange(HTTPMethod(rawValue: method.rawValue), url: url, headers: headers, body: json)
        let status = Int(response.status.code)
        let address = Self.address(of: url)
        switch status {
        case 200...299:
            return (response, address)
        case 401, 403, 407:
            let proxyChallenge = response.headers.first(name: "Proxy-Authenticate")
            if let header = proxyChallenge ?? response.headers.first(name: "WWW-Authenticate"),
                let challenge = AuthenticationChallenge(header: header, isFromProxy: proxyChallenge != nil || status == 407)
            {
                throw ServarrError.challenged(challenge)
            }
            throw ServarrError.unauthorized
        case 400...:
            let data = try? await response.body.collect(upTo: 64 * 1024)
            let message = data.flatMap { Self.message(from: Data($0.readableBytesView)) }
            switch status {
            case 404: throw ServarrError.notFound(message: message)
            case 500...: throw ServarrError.serverError(status: status, message: message)
            default: throw ServarrError.rejected(status: status, message: message)
            }
        default:
            throw ServarrError.rejected(status: status, message: nil)
        }
    }

    // MARK: Redirects

    /// Executes a request, following redirects that stay within the configured origin.
    private func exchange(_ method: HTTPMethod, url: URL, headers: HTTPHeaders, body: Data?) async throws -> HTTPClientResponse {
        var method = method, url = url, headers = headers, body = body
        let deadline = NIODeadline.now() + Self.amount(configuration.timeout)
        for _ in 0...Self.maximumRedirects {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.method = method
            request.headers = headers
            if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
            let response = try await client.execute(request, deadline: deadline)
            guard [301, 302, 303, 307, 308].contains(response.status.code), let location = response.headers.first(name: "Location") else {
                return response
            }
            _ = try? await response.body.collect(upTo: 64 * 1024)  // frees the connection for the next request
            guard let next = URL(string: location, relativeTo: url)?.absoluteURL, Self.origin(of: next) != nil else {
                throw ServarrError.rejected(status: Int(response.status.code), message: "a redirect to an invalid address")
            }
            guard Self.origin(of: next) == Self.origin(of: serverURL) else {
                throw ServarrError.redirectedElsewhere(location: Self.address(of: next))
            }
            if response.status == .seeOther || (method == .POST && [301, 302].contains(response.status.code)) {
                method = .GET
                body = nil
                headers.remove(name: "Content-Type")
            }
            url = next
        }
        throw ServarrError.unreachable(reason: "more than \(Self.maximumRedirects) redirects (a redirect loop?)")
    }

    /// Scheme, host and port (with the scheme's default), lowercased; nil without a host.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        return "\(scheme)://\(host):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }

    /// A URL as messages show it: without credentials or query (which may carry an API key).
    static func address(of url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "the server" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "the server"
    }

    // MARK: Bodies

    /// The body's bytes, failing as soon as they pass `limit` (a declared length over the
    /// limit fails before anything is read).
    static func collect(_ response: HTTPClientResponse, limit: Int) async throws -> [UInt8] {
        let declared = response.headers.first(name: "Content-Length").flatMap(Int.init)
        let isCompressed = response.headers.first(name: "Content-Encoding").map { $0.lowercased() != "identity" } ?? false
        if let declared, declared > limit, !isCompressed { throw ServarrError.answerTooLarge(limit: limit) }
        var bytes: [UInt8] = []
        if let declared, !isCompressed { bytes.reserveCapacity(min(declared, limit)) }
        do {
            for try await chunk in response.body {
                guard bytes.count + chunk.readableBytes <= limit else { throw ServarrError.answerTooLarge(limit: limit) }
                bytes.append(contentsOf: chunk.readableBytesView)
            }
        } catch NIOHTTPDecompression.DecompressionError.limit {
            throw ServarrError.answerTooLarge(limit: limit)
        }
        return bytes
    }

    /// A body whose content type says it is not JSON (an HTML page, plain text) fails with the
    /// URL and the likely cause, unless the text is JSON after all (some proxies relabel it).
    /// JSON bodies pass untouched (the readers check them as they parse).
    static func checkContent(type: String?, bytes: [UInt8], url: String) throws {
        guard let contentType = type?.lowercased(), !contentType.contains("json") else { return }
        let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || bytes.isEmpty { return }
        let text = bytes.prefix(64 * 1024)
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
        if let tape = try? JSONTape(parsing: [UInt8](data)), [.object, .array].contains(tape.kind(at: tape.root)) {
            func text(_ key: StaticString, in object: Int) -> String? {
                guard tape.kind(at: object) == .object, let value = tape.member(key, in: object), tape.kind(at: value) == .string else { return nil }
                return tape.string(at: value)
            }
            if tape.kind(at: tape.root) == .object { return text("message", in: tape.root) ?? text("errorMessage", in: tape.root) }
            let messages = tape.elements(of: tape.root).compactMap { text("errorMessage", in: $0) }
            return messages.isEmpty ? nil : messages.joined(separator: "; ")
        }
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty, text.count <= 500, !text.hasPrefix("<")
        else { return nil }
        return text
    }

    // MARK: Settings

    private static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(max(0, min(seconds, 86_400 * 365)) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000)
    }

    /// The client TLS configuration for `settings`: the system's trust roots plus a CA file,
    /// a client certificate and key, and no verification only when asked.
    private static func tlsConfiguration(_ settings: TLSSettings) throws(SetupError) -> TLSConfiguration {
        var tls = TLSConfiguration.makeClientConfiguration()
        if let file = settings.certificateAuthorityFile {
            let certificates = try load("tls.ca_file", file) { try NIOSSLCertificate.fromPEMFile($0) }
            tls.additionalTrustRoots = [.certificates(certificates)]
        }
        if let file = settings.clientCertificateFile {
            tls.certificateChain = try load("tls.client_certificate", file) { try NIOSSLCertificate.fromPEMFile($0) }.map { .certificate($0) }
        }
        if let file = settings.clientKeyFile {
            tls.privateKey = .privateKey(try load("tls.client_key", file) { try NIOSSLPrivateKey(file: $0, format: .pem) })
        }
        if !settings.verifiesCertificates { tls.certificateVerification = .none }
        return tls
    }

    private static func load<Value>(_ key: String, _ file: String, _ read: (String) throws -> Value) throws(SetupError) -> Value {
        do {
            return try read(file)
        } catch {
            throw SetupError(description: "cannot use \(key) \(file): not a readable PEM file")
        }
    }

    private struct SetupError: Error, CustomStringConvertible {
        let description: String
    }
}
