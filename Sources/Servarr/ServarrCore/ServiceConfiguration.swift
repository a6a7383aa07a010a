import Foundation

/// How to reach one Radarr, Sonarr or Lidarr instance.
///
/// `baseURL` may carry a path prefix when the service sits behind a reverse proxy
/// (`https://nas.local/radarr`); request paths such as `/api/v3/movie` are appended to it.
public struct ServiceConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The largest answer read by default: 256 MiB. A 50,000-movie library is about 70 MB.
    public static let defaultMaximumResponseSize = 256 << 20

    /// Root URL of the service, including any reverse-proxy path prefix.
    public var baseURL: URL
    /// The instance's API key, sent as `X-Api-Key`. Never printed.
    public var apiKey: String
    /// Extra headers sent with every request (for example proxy authentication).
    public var headers: [String: String]
    /// Upper bound for one request, from sending it to having decoded the response.
    public var timeout: Duration
    /// Upper bound for opening a connection (and its TLS handshake).
    public var connectTimeout: Duration
    /// How long an open connection may stay silent while an answer is awaited or read.
    public var readTimeout: Duration
    /// The largest answer read, in bytes, after decompression (`max_response_mib`).
    public var maximumResponseSize: Int
    /// Certificate authority, client certificate and verification for `https` URLs.
    public var tls: TLSSettings
    /// The proxy requests go through, if any (from `HTTPS_PROXY`/`HTTP_PROXY` unless `NO_PROXY`
    /// names the host; see ``ProxySettings/init(for:environment:)``).
    public var proxy: ProxySettings?

    /// Creates a configuration.
    /// - Parameters:
    ///   - baseURL: Root URL of the service, including any path prefix.
    ///   - apiKey: The API key (`Settings → General → Security` in Radarr/Sonarr).
    ///   - headers: Extra headers sent with every request.
    ///   - timeout: Upper bound for one request; defaults to 30 seconds.
    ///   - connectTimeout: Upper bound for opening a connection; defaults to 10 seconds.
    ///   - readTimeout: How long a connection may stay silent; defaults to 30 seconds.
    ///   - maximumResponseSize: The largest answer read, in bytes; defaults to 256 MiB.
    ///   - tls: Certificate authority, client certificate and verification; system defaults.
    ///   - proxy: The proxy to go through; defaults to the one the environment names for `baseURL`.
    public init(
        baseURL: URL, apiKey: String, headers: [String: String] = [:], timeout: Duration = .seconds(30),
        connectTimeout: Duration = .seconds(10), readTimeout: Duration = .seconds(30),
        maximumResponseSize: Int = Self.defaultMaximumResponseSize, tls: TLSSettings = TLSSettings(),
        proxy: ProxySettings?? = nil
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.headers = headers
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.readTimeout = readTimeout
        self.maximumResponseSize = maximumResponseSize
        self.tls = tls
        self.proxy = proxy ?? ProxySettings(for: baseURL, environment: ProcessInfo.processInfo.environment)
    }

    /// A description that never contains the API key or header values.
    public var description: String {
        "ServiceConfiguration(baseURL: \(baseURL.absoluteString), apiKey: <redacted>, headers: \(headers.keys.sorted()), timeout: \(timeout))"
    }
}

/// TLS options of one instance (`tls:` in the configuration file).
public struct TLSSettings: Sendable, Hashable {
    /// A PEM file of certificate authorities trusted besides the system's (a self-signed server).
    public var certificateAuthorityFile: String?
    /// A PEM client certificate (chain) presented to servers that ask for one.
    public var clientCertificateFile: String?
    /// The PEM private key of ``clientCertificateFile``.
    public var clientKeyFile: String?
    /// Whether server certificates are checked. Off only by an explicit switch
    /// (`tls.insecure: true`), which is warned about every time a connection is made.
    public var verifiesCertificates: Bool

    /// Creates TLS options; the defaults trust the system's authorities and check certificates.
    public init(
        certificateAuthorityFile: String? = nil, clientCertificateFile: String? = nil, clientKeyFile: String? = nil,
        verifiesCertificates: Bool = true
    ) {
        self.certificateAuthorityFile = certificateAuthorityFile
        self.clientCertificateFile = clientCertificateFile
        self.clientKeyFile = clientKeyFile
        self.verifiesCertificates = verifiesCertificates
    }
}

/// An HTTP proxy requests go through (`CONNECT` for `https` servers).
public struct ProxySettings: Sendable, Hashable, CustomStringConvertible {
    /// The proxy's host.
    public var host: String
    /// The proxy's port.
    public var port: Int
    /// The user of the proxy URL (`http://user:password@proxy:3128`), sent with ``password``
    /// as Basic proxy authorization.
    public var user: String?
    /// The password of the proxy URL. Never printed.
    public var password: String?

    /// Creates a proxy setting.
    public init(host: String, port: Int, user: String? = nil, password: String? = nil) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
    }

    /// `proxy:3128`, without credentials.
    public var description: String { "\(host):\(port)" }

    /// The proxy the environment names for `url`, as curl reads it: `HTTPS_PROXY` (or
    /// `https_proxy`) for https URLs, `HTTP_PROXY` (or `http_proxy`) for http ones, unless
    /// `NO_PROXY` (or `no_proxy`) lists the host, one of its parent domains, or `*`. Loopback
    /// (`localhost`, `127.x.x.x`, `::1`) never goes through a proxy. Nil when no proxy applies
    /// or the variable is not a proxy URL.
    public init?(for url: URL, environment: [String: String]) {
        guard let host = url.host?.lowercased(), let scheme = url.scheme?.lowercased() else { return nil }
        if host == "localhost" || host.hasPrefix("127.") || host == "::1" || host == "[::1]" { return nil }
        func variable(_ name: String) -> String? {
            (environment[name.lowercased()] ?? environment[name.uppercased()]).flatMap { $0.isEmpty ? nil : $0 }
        }
        if let exclusions = variable("no_proxy"), Self.excludes(host: host, port: url.port, list: exclusions) { return nil }
        guard let text = variable(scheme == "https" ? "https_proxy" : "http_proxy") else { return nil }
        guard let proxy = URL(string: text.contains("://") ? text : "http://" + text), let proxyHost = proxy.host, !proxyHost.isEmpty
        else { return nil }
        let defaultPort = proxy.scheme?.lowercased() == "https" ? 443 : 80
        self.init(
            host: proxyHost, port: proxy.port ?? defaultPort, user: proxy.user?.removingPercentEncoding,
            password: proxy.password?.removingPercentEncoding)
    }

    /// Whether a `NO_PROXY` list (comma- or space-separated hosts, `.domain` suffixes, `*`,
    /// optional `:port`) names `host`.
    static func excludes(host: String, port: Int?, list: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        for entry in list.split(whereSeparator: { $0 == "," || $0 == " " }) {
            var pattern = entry.lowercased()
            if pattern == "*" { return true }
            if let colon = pattern.lastIndex(of: ":"), !pattern.contains("]"), pattern.filter({ $0 == ":" }).count == 1 {
                let entryPort = Int(pattern[pattern.index(after: colon)...])
                pattern = String(pattern[..<colon])
                if let entryPort, let port, entryPort != port { continue }
            }
            while pattern.hasPrefix("*") || pattern.hasPrefix(".") { pattern.removeFirst() }
            guard !pattern.isEmpty else { continue }
            if bare == pattern || bare.hasSuffix("." + pattern) { return true }
        }
        return false
    }
}
