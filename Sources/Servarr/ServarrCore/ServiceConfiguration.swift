import Foundation

/// How to reach one Radarr, Sonarr or Lidarr instance.
///
/// `baseURL` may carry a path prefix when the service sits behind a reverse proxy
/// (`https://nas.local/radarr`); request paths such as `/api/v3/movie` are appended to it.
public struct ServiceConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// Root URL of the service, including any reverse-proxy path prefix.
    public var baseURL: URL
    /// The instance's API key, sent as `X-Api-Key`. Never printed.
    public var apiKey: String
    /// Extra headers sent with every request (for example proxy authentication).
    public var headers: [String: String]
    /// Upper bound for one request, from sending it to having decoded the response.
    public var timeout: Duration

    /// Creates a configuration.
    /// - Parameters:
    ///   - baseURL: Root URL of the service, including any path prefix.
    ///   - apiKey: The API key (`Settings → General → Security` in Radarr/Sonarr).
    ///   - headers: Extra headers sent with every request.
    ///   - timeout: Upper bound for one request; defaults to 30 seconds.
    public init(baseURL: URL, apiKey: String, headers: [String: String] = [:], timeout: Duration = .seconds(30)) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.headers = headers
        self.timeout = timeout
    }

    /// A description that never contains the API key or header values.
    public var description: String {
        "ServiceConfiguration(baseURL: \(baseURL.absoluteString), apiKey: <redacted>, headers: \(headers.keys.sorted()), timeout: \(timeout))"
    }
}
