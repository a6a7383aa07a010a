import Foundation
import Hummingbird
import Logging
import ServarrCore
import Testing

/// One canned answer of a ``CorpusServer``.
struct CannedResponse: Sendable {
    var status: HTTPResponse.Status = .ok
    var contentType: String? = "application/json; charset=utf-8"
    var body: String

    init(status: HTTPResponse.Status = .ok, contentType: String? = "application/json; charset=utf-8", body: String) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A file of the corpus (Tests/ServarrIntegrationTests/Corpus), as JSON.
    static func corpus(_ name: String) throws -> CannedResponse {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Corpus"))
        return CannedResponse(body: try String(contentsOf: url, encoding: .utf8))
    }
}

/// A tiny HTTP server on loopback that answers each path (query ignored) with a canned body,
/// or with what `dynamic` makes of the request's query: real HTTP for the repositories, with
/// bodies the simulator would never send.
final class CorpusServer: Sendable {
    let url: URL
    private let task: Task<Void, any Error>

    private init(url: URL, task: Task<Void, any Error>) {
        self.url = url
        self.task = task
    }

    /// Starts a server; `routes` maps paths (`/api/v3/movie`) to answers.
    static func start(
        _ routes: [String: CannedResponse],
        dynamic: (@Sendable (_ path: String, _ query: [String: String]) -> CannedResponse?)? = nil
    ) async throws -> CorpusServer {
        let router = Router()
        router.get("**") { request, _ -> Response in
            let path = request.uri.path
            var query: [String: String] = [:]
            for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
            guard let canned = dynamic?(path, query) ?? routes[path] else {
                return Response(
                    status: .notFound, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: #"{"message":"NotFound"}"#)))
            }
            var headers = HTTPFields()
            if let contentType = canned.contentType { headers[.contentType] = contentType }
            return Response(status: canned.status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: canned.body)))
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: Logger(label: "corpus-server", factory: { _ in SwiftLogNoOpLogHandler() }))
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var port = 0
        for await value in ports {
            port = value
            break
        }
        return CorpusServer(url: URL(string: "http://127.0.0.1:\(port)")!, task: task)
    }

    /// A service configuration for this server.
    func configuration() -> ServiceConfiguration {
        ServiceConfiguration(baseURL: url, apiKey: "corpus", timeout: .seconds(20))
    }

    func stop() { task.cancel() }

    deinit { task.cancel() }
}
