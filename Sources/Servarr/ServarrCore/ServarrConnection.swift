import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTPCompression
import NIOPosix
import NIOSSL

/// Everything a repository needs to talk to one instance: server URL, the instance's one HTTP
/// client (``ServarrHTTPClient``) and the error mapping every repository shares.
///
/// Repositories create one connection and run their calls inside ``perform(_:)``.
public struct ServarrConnection: Sendable {
    /// The configuration the connection was made from.
    public let configuration: ServiceConfiguration
    /// The base URL with any path prefix, without trailing slashes.
    public let serverURL: URL
    /// What the connection learned about the server (its version), shared by its copies.
    public let server = ServerIdentity()
    /// The service's API root below the server URL ("api/v3"; Lidarr's is "api/v1").
    public let apiRoot: String
    /// The instance's HTTP client; its connections are reused by every copy of the connection.
    package let client: ServarrHTTPClient

    /// Creates a connection for a configuration, to a service whose API lives under `apiRoot`.
    public init(configuration: ServiceConfiguration, apiRoot: String = "api/v3") {
        self.configuration = configuration
        self.apiRoot = apiRoot
        var url = configuration.baseURL
        while url.absoluteString.hasSuffix("/"), let trimmed = URL(string: String(url.absoluteString.dropLast())) {
            url = trimmed
        }
        serverURL = url
        client = ServarrHTTPClient(configuration: configuration, serverURL: url)
    }

    /// Runs one API call with the configured timeout and maps every failure to
    /// ``ServarrError`` (or `CancellationError` when the calling task was cancelled).
    public func perform<Result: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let timeout = configuration.timeout
        do {
            return try await withThrowingTaskGroup(of: Result.self) { group in
                group.addTask { try await operation() }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw ServarrError.timeout
                }
                defer { group.cancelAll() }
                guard let result = try await group.next() else { throw CancellationError() }
                return result
            }
        } catch {
            throw Self.map(error)
        }
    }

    /// Maps a transport or decoding error to ``ServarrError``.
    public static func map(_ error: any Error) -> any Error {
        if Task.isCancelled { return CancellationError() }
        switch error {
        case let error as ServarrError:
            return error
        case is CancellationError:
            return error
        case let error as HTTPClientError:
            switch error {
            case .cancelled, .requestStreamCancelled: return CancellationError()
            case .readTimeout, .deadlineExceeded, .writeTimeout: return ServarrError.timeout
            case .connectTimeout, .getConnectionFromPoolTimeout: return ServarrError.unreachable(reason: "no connection within the connect timeout")
            case .tlsHandshakeTimeout: return ServarrError.unreachable(reason: "no TLS handshake within the connect timeout")
            case .httpProxyHandshakeTimeout: return ServarrError.unreachable(reason: "the proxy did not connect in time")
            case .remoteConnectionClosed: return ServarrError.unreachable(reason: "the server closed the connection")
            case .proxyAuthenticationRequired:
                return ServarrError.challenged(AuthenticationChallenge(scheme: "Basic", isFromProxy: true))
            case .invalidProxyResponse: return ServarrError.unreachable(reason: "the proxy refused the connection")
            default: return ServarrError.unreachable(reason: error.shortDescription)
            }
        case is NIOHTTPDecompression.DecompressionError:
            return ServarrError.undecodable(reason: "the compressed answer could not be decompressed")
        case let error as NIOConnectionError:
            if error.dnsAError != nil, error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                return ServarrError.unreachable(reason: "unknown host")
            }
            return error.connectionErrors.first.map { map($0.error) } ?? ServarrError.unreachable(reason: "connection failed")
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED: return ServarrError.unreachable(reason: "connection refused")
            case ECONNRESET, EPIPE: return ServarrError.unreachable(reason: "connection lost")
            case EHOSTUNREACH, ENETUNREACH: return ServarrError.unreachable(reason: "no route to the host")
            default: return ServarrError.unreachable(reason: "network error \(error.errnoCode)")
            }
        case is SocketAddressError:
            return ServarrError.unreachable(reason: "unknown host")
        case let error as NIOSSLError:
            return ServarrError.unreachable(reason: describe(error))
        case let error as NIOSSLExtraError where error == .failedToValidateHostname:
            return ServarrError.unreachable(reason: "TLS: the server's certificate is not for this host name")
        case let error as DecodingError:
            return ServarrError.undecodable(reason: Self.describe(error))
        default:
            return ServarrError.unreachable(reason: String(describing: error))
        }
    }

    private static func describe(_ error: NIOSSLError) -> String {
        let text = String(describing: error)
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            return "TLS: the server's certificate is not trusted (set tls.ca_file to its authority, or tls.insecure)"
        }
        if text.contains("CERTIFICATE_REQUIRED") || text.contains("HANDSHAKE_FAILURE") {
            return "TLS handshake refused: the server may require a client certificate (tls.client_certificate, tls.client_key)"
        }
        return "TLS: \(text)"
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
