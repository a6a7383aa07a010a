import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything a generated Radarr or Sonarr client needs to talk to one instance:
/// server URL, transport, middlewares and the error mapping shared by both repositories.
///
/// Repositories create one connection and call generated operations inside ``perform(_:)``.
public struct ServarrConnection: Sendable {
    /// The configuration the connection was made from.
    public let configuration: ServiceConfiguration
    /// The URL generated clients use as `serverURL` (the base URL with any path prefix).
    public let serverURL: URL
    /// The HTTP transport (URLSession, with the configured timeout).
    public let transport: any ClientTransport
    /// Middlewares that add the API key and headers and map error statuses.
    public let middlewares: [any ClientMiddleware]
    /// Client configuration with the lenient Servarr date transcoder.
    public let clientConfiguration: OpenAPIRuntime.Configuration
    /// What the connection learned about the server (its version), shared by its copies.
    public let server = ServerIdentity()
    /// The service's API root below the server URL ("api/v3"; Lidarr's is "api/v1").
    public let apiRoot: String
    let session: URLSession

    /// Creates a connection for a configuration, to a service whose API lives under `apiRoot`.
    public init(configuration: ServiceConfiguration, apiRoot: String = "api/v3") {
        self.configuration = configuration
        self.apiRoot = apiRoot
        var url = configuration.baseURL
        while url.absoluteString.hasSuffix("/"), let trimmed = URL(string: String(url.absoluteString.dropLast())) {
            url = trimmed
        }
        serverURL = url
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        let seconds =
            Double(configuration.timeout.components.seconds)
            + Double(configuration.timeout.components.attoseconds) / 1e18
        sessionConfiguration.timeoutIntervalForRequest = seconds
        sessionConfiguration.timeoutIntervalForResource = seconds
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: sessionConfiguration)
        transport = URLSessionTransport(configuration: .init(session: session))
        middlewares = [ServarrRequestMiddleware(configuration: configuration), ServarrResponseMiddleware()]
        clientConfiguration = .init(dateTranscoder: ServarrDateTranscoder())
    }

    /// Lets running requests finish, then releases the URL session. Repositories call this
    /// when they are deallocated.
    public func invalidate() {
        session.finishTasksAndInvalidate()
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

    /// Maps a transport, runtime or decoding error to ``ServarrError``.
    public static func map(_ error: any Error) -> any Error {
        if Task.isCancelled { return CancellationError() }
        switch error {
        case let error as ServarrError:
            return error
        case is CancellationError:
            return error
        case let error as ClientError:
            switch error.underlyingError {
            case is ServarrError, is URLError, is CancellationError, is ClientError:
                return map(error.underlyingError)
            case let decoding as DecodingError:
                return ServarrError.undecodable(reason: describe(decoding))
            default:
                // A response arrived but the generated code could not make sense of it.
                if error.response != nil {
                    return ServarrError.undecodable(reason: String(describing: error.underlyingError))
                }
                return map(error.underlyingError)
            }
        case let error as URLError:
            switch error.code {
            case .timedOut: return ServarrError.timeout
            case .cancelled: return CancellationError()
            case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
                return ServarrError.undecodable(reason: error.localizedDescription)
            default: return ServarrError.unreachable(reason: Self.describe(error))
            }
        case let error as DecodingError:
            return ServarrError.undecodable(reason: Self.describe(error))
        default:
            return ServarrError.unreachable(reason: String(describing: error))
        }
    }

    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .networkConnectionLost: "connection lost"
        case .cannotFindHost, .dnsLookupFailed: "unknown host"
        case .notConnectedToInternet: "not connected"
        case .secureConnectionFailed: "the TLS handshake failed"
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired:
            "the server's certificate was not accepted"
        case .badURL, .unsupportedURL: "the URL cannot be used"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: "too many or broken redirects"
        case .userAuthenticationRequired, .userCancelledAuthentication: "the server asks for a login"
        case .dataLengthExceedsMaximum: "the answer is too large"
        case .zeroByteResource: "the answer was empty"
        case .resourceUnavailable, .cannotLoadFromNetwork: "the server's answer is unavailable"
        case .internationalRoamingOff, .callIsActive, .dataNotAllowed: "the network is not available"
        default: "network error \(error.code.rawValue)"
        }
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
