import Foundation
import HTTPTypes
import Hummingbird
import RadarrAPI
import ServarrCore
import Testing

/// What the one HTTP client (`ServarrHTTPClient`) puts on the wire and how it answers hostile
/// servers: real HTTP over loopback.
@Suite("HTTP client")
struct HTTPClientTests {
    private static let status = #"{"appName": "Radarr", "version": "5.14.0.9383"}"#

    @Test("API key, Accept and configured headers are sent; the base path is kept")
    func headers() async throws {
        let server = try await HostileServer.start { _, _ in .json(Self.status) }
        let radarr = RadarrRepository(configuration: server.configuration(path: "/radarr/"))
        _ = try await radarr.systemStatus()
        let request = try #require(server.received.first)
        #expect(request.path == "/radarr/api/v3/system/status")
        #expect(request.headers[HTTPField.Name("X-Api-Key")!] == "0123456789abcdef0123456789abcdef")
        #expect(request.headers[.accept] == "application/json")
        #expect(request.headers[HTTPField.Name("X-Forwarded-User")!] == "marquee")
    }

    @Test("Error statuses map to ServarrError with the server's message, whatever the body")
    func statuses() async throws {
        let cases: [(HTTPResponse.Status, String, ServarrError)] = [
            (.unauthorized, "", .unauthorized),
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
            let server = try await HostileServer.start { _, _ in .json(body, status: status) }
            let error = await thrownError { _ = try await RadarrRepository(configuration: server.configuration()).systemStatus() }
            #expect(error as? ServarrError == expected, "\(status)")
        }
        let created = try await HostileServer.start { _, _ in .json(Self.status, status: .created) }
        #expect(try await RadarrRepository(configuration: created.configuration()).systemStatus().version == "5.14.0.9383")
    }

    @Test("A redirect within the server is followed with the key; at most five are")
    func sameOriginRedirects() async throws {
        let server = try await HostileServer.start { path, _ in
            if path.hasPrefix("/old/") {
                return Response(status: .movedPermanently, headers: [.location: String(path.dropFirst(4))])
            }
            if path.hasPrefix("/loop") { return Response(status: .found, headers: [.location: "/loop"]) }
            return .json(Self.status)
        }
        let moved = RadarrRepository(configuration: server.configuration(path: "/old"))
        #expect(try await moved.systemStatus().appName == "Radarr")
        let followed = try #require(server.received.last)
        #expect(followed.path == "/api/v3/system/status")
        #expect(followed.headers[HTTPField.Name("X-Api-Key")!] == "0123456789abcdef0123456789abcdef")

        let looping = RadarrRepository(configuration: server.configuration(path: "/loop"))
        let before = server.received.count
        let error = await thrownError { _ = try await looping.systemStatus() }
        #expect((error as? ServarrError)?.description.contains("more than 5 redirects") == true, "\(String(describing: error))")
        #expect(server.received.count - before == 6)
    }

    @Test("A redirect to another origin is refused: the key and headers never reach it")
    func crossOriginRedirect() async throws {
        let elsewhere = try await HostileServer.start { _, _ in .json(Self.status) }
        let target = elsewhere.url.absoluteString + "/api/v3/system/status?apikey=leak"
        let server = try await HostileServer.start { _, _ in Response(status: .temporaryRedirect, headers: [.location: target]) }
        let error = await thrownError { _ = try await RadarrRepository(configuration: server.configuration()).systemStatus() }
        #expect(error as? ServarrError == .redirectedElsewhere(location: elsewhere.url.absoluteString + "/api/v3/system/status"))
        #expect(elsewhere.received.isEmpty)
        #expect(!String(describing: error).contains("leak"))
    }

    @Test("A 401 that asks for Basic authentication is answered at once, saying so")
    func challenge() async throws {
        let server = try await HostileServer.start { _, _ in
            Response(status: .unauthorized, headers: [.wwwAuthenticate: #"Basic realm="nas proxy", charset="UTF-8""#])
        }
        var configuration = server.configuration()
        configuration.timeout = .seconds(600)
        configuration.readTimeout = .seconds(600)
        let error = await thrownError { _ = try await RadarrRepository(configuration: configuration).systemStatus() }
        let expected = AuthenticationChallenge(scheme: "Basic", realm: "nas proxy", isFromProxy: false)
        #expect(error as? ServarrError == .challenged(expected))
        #expect((error as? ServarrError)?.description.contains("asks for Basic authentication (realm \"nas proxy\")") == true)

        let proxy = try await HostileServer.start { _, _ in
            Response(status: .proxyAuthenticationRequired, headers: [.proxyAuthenticate: "Basic"])
        }
        let proxyError = await thrownError { _ = try await RadarrRepository(configuration: proxy.configuration()).systemStatus() }
        #expect((proxyError as? ServarrError)?.description.hasPrefix("The proxy asks for Basic authentication") == true)
    }

    @Test("A gzip bomb stops at the instance's limit, with a message naming the setting")
    func gzipBomb() async throws {
        let bomb = Gzip.repeating(UInt8(ascii: " "), count: 8 << 20)
        #expect(bomb.count < 64 * 1024)
        let server = try await HostileServer.start { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json", .contentEncoding: "gzip"],
                body: .init(byteBuffer: ByteBuffer(bytes: bomb)))
        }
        let error = await thrownError {
            _ = try await RadarrRepository(configuration: server.configuration(maximumResponseSize: 1 << 20)).movies()
        }
        #expect(error as? ServarrError == .answerTooLarge(limit: 1 << 20))
        #expect(String(describing: error).contains("max_response_mib"))
    }

    @Test("A gzip answer within the limit is read as if it were plain")
    func gzipAnswer() async throws {
        let body = Gzip.text(Self.status)
        let server = try await HostileServer.start { _, headers in
            #expect(headers[.acceptEncoding]?.contains("gzip") == true)
            return Response(
                status: .ok, headers: [.contentType: "application/json", .contentEncoding: "gzip"],
                body: .init(byteBuffer: ByteBuffer(bytes: body)))
        }
        #expect(try await RadarrRepository(configuration: server.configuration()).systemStatus().version == "5.14.0.9383")
    }

    @Test("A huge answer stops at the limit, announced or streamed")
    func hugeAnswers() async throws {
        let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 64 * 1024)
        let announced = try await HostileServer.start { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(repeating: 0x20, count: 3 << 20)))
        }
        let streamed = try await HostileServer.start { _, _ in
            // Without a length: it would go on for 4 GiB.
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody { writer in
                    for _ in 0..<65536 { try await writer.write(chunk) }
                    try await writer.finish(nil)
                })
        }
        for server in [announced, streamed] {
            let error = await thrownError {
                _ = try await RadarrRepository(configuration: server.configuration(maximumResponseSize: 2 << 20)).movies()
            }
            #expect(error as? ServarrError == .answerTooLarge(limit: 2 << 20))
        }
    }

    @Test("HTTP_PROXY is used for a remote server, not for one NO_PROXY names")
    func proxy() async throws {
        let proxy = try ConnectProxy(answering: Self.status)
        let remote = try #require(URL(string: "http://radarr.invalid:7878"))
        let environment = ["HTTP_PROXY": "http://user:secret@127.0.0.1:\(proxy.port)", "NO_PROXY": "localhost,.lan"]
        let settings = try #require(ProxySettings(for: remote, environment: environment))
        #expect(settings == ProxySettings(host: "127.0.0.1", port: proxy.port, user: "user", password: "secret"))
        #expect(!settings.description.contains("secret"))
        #expect(ProxySettings(for: URL(string: "http://nas.lan:7878")!, environment: environment) == nil)
        #expect(ProxySettings(for: URL(string: "https://radarr.invalid")!, environment: environment) == nil)
        #expect(ProxySettings(for: URL(string: "http://127.0.0.1:7878")!, environment: environment) == nil)
        #expect(ProxySettings(for: remote, environment: ["no_proxy": "*", "http_proxy": "proxy:3128"]) == nil)
        #expect(ProxySettings(for: remote, environment: ["https_proxy": "proxy:3128"]) == nil, "https_proxy is for https URLs")

        let radarr = RadarrRepository(configuration: ServiceConfiguration(baseURL: remote, apiKey: "key", proxy: settings))
        #expect(try await radarr.systemStatus().appName == "Radarr")
        let heads = proxy.received.map { $0.lowercased() }
        #expect(heads.first?.hasPrefix("connect radarr.invalid:7878 http/1.1") == true, "\(heads)")
        #expect(heads.first?.contains("proxy-authorization: basic dxnlcjpzzwnyzxq=") == true)
        #expect(heads.dropFirst().first?.hasPrefix("get /api/v3/system/status http/1.1") == true)
    }

    @Test("An unreadable CA file fails every request, naming the setting")
    func unreadableCertificateAuthority() async throws {
        var configuration = ServiceConfiguration(baseURL: URL(string: "https://127.0.0.1:1")!, apiKey: "key")
        configuration.tls.certificateAuthorityFile = "/nonexistent/ca.pem"
        let error = await thrownError { _ = try await RadarrRepository(configuration: configuration).systemStatus() }
        #expect(error as? ServarrError == .unreachable(reason: "cannot use tls.ca_file /nonexistent/ca.pem: not a readable PEM file"))
    }
}
