import Foundation
import MarqueeNavigation

/// One configured server: `radarr: [{ name: home, url: http://nas:7878, api_key: … }]`.
public struct ServiceInstance: Hashable, Sendable, CustomStringConvertible {
    /// Radarr, Sonarr or Lidarr.
    public var kind: ServiceKind
    /// The instance's name, unique per kind.
    public var name: String
    /// The server's base URL.
    public var url: URL
    /// The API key, resolved (interpolated, or read from ``apiKeyFile``).
    public var apiKey: Secret
    /// The `api_key` text as written in the file, before `${ENV}` interpolation (kept so that
    /// saving does not write resolved environment values into the file). Nil when the key
    /// comes from a file.
    public var apiKeyTemplate: Secret?
    /// The file the API key is read from, as written (before `~` expansion), if any.
    public var apiKeyFile: String?
    /// Extra HTTP headers sent with every request. Values may be sensitive and are never printed.
    public var headers: [String: String]
    /// Timeouts, answer limit and TLS (`connect_timeout`, `read_timeout`, `max_response_mib`,
    /// `tls`); what is not set keeps the defaults.
    public var connection: ConnectionOptions

    /// Creates an instance.
    public init(
        kind: ServiceKind, name: String, url: URL, apiKey: Secret, apiKeyTemplate: Secret? = nil,
        apiKeyFile: String? = nil, headers: [String: String] = [:], connection: ConnectionOptions = ConnectionOptions()
    ) {
        self.kind = kind
        self.name = name
        self.url = url
        self.apiKey = apiKey
        self.apiKeyTemplate = apiKeyTemplate
        self.apiKeyFile = apiKeyFile
        self.headers = headers
        self.connection = connection
    }

    /// The URL as shown and logged: credentials and API-key parameters masked
    /// (`http://••••@nas:7878`, see ``Redaction``).
    public var displayURL: String { Redaction.displayText(of: url.absoluteString) }

    /// `radarr "home" at http://nas:7878 (api key ••••)`: safe to print and log (credentials
    /// in the URL masked, control characters in the name escaped).
    public var description: String {
        let headerText = headers.isEmpty ? "" : ", headers: " + headers.keys.sorted().joined(separator: ", ")
        let text = "\(kind.rawValue) \"\(EchoedInput.escaped(name))\" at \(EchoedInput.escaped(displayURL)) (api key \(Secret.mask)\(headerText))"
        return Redaction.redact(text)
    }
}

/// How Marquee connects to one instance, beyond its URL and key. Nil values keep the defaults
/// (docs/configuration.md).
public struct ConnectionOptions: Hashable, Sendable {
    /// `connect_timeout`: seconds to open a connection (default 10).
    public var connectTimeout: Duration?
    /// `read_timeout`: seconds a connection may stay silent (default 30).
    public var readTimeout: Duration?
    /// `max_response_mib`: the largest answer read, in MiB (default 256).
    public var maximumResponseMiB: Int?
    /// `tls.ca_file`: certificate authorities trusted besides the system's.
    public var certificateAuthorityFile: ConfiguredPath?
    /// `tls.client_certificate`: the client certificate (PEM).
    public var clientCertificateFile: ConfiguredPath?
    /// `tls.client_key`: the client certificate's private key (PEM).
    public var clientKeyFile: ConfiguredPath?
    /// `tls.insecure`: server certificates are not checked (warned about at every start).
    public var isInsecure: Bool

    /// Creates options; the defaults are Marquee's.
    public init(
        connectTimeout: Duration? = nil, readTimeout: Duration? = nil, maximumResponseMiB: Int? = nil,
        certificateAuthorityFile: ConfiguredPath? = nil, clientCertificateFile: ConfiguredPath? = nil,
        clientKeyFile: ConfiguredPath? = nil, isInsecure: Bool = false
    ) {
        self.connectTimeout = connectTimeout
        self.readTimeout = readTimeout
        self.maximumResponseMiB = maximumResponseMiB
        self.certificateAuthorityFile = certificateAuthorityFile
        self.clientCertificateFile = clientCertificateFile
        self.clientKeyFile = clientKeyFile
        self.isInsecure = isInsecure
    }

    /// Whether any TLS option is set (the file then has a `tls:` mapping).
    public var hasTLSOptions: Bool {
        certificateAuthorityFile != nil || clientCertificateFile != nil || clientKeyFile != nil || isInsecure
    }
}

/// A file named in the configuration: as written (kept when the file is rewritten) and
/// resolved (`~` and `${ENV}` expanded).
public struct ConfiguredPath: Hashable, Sendable {
    /// The text in the file (`~/.config/marquee/nas-ca.pem`).
    public var written: String
    /// The path to open.
    public var path: String

    /// Creates a path; `path` defaults to `written`.
    public init(written: String, path: String? = nil) {
        self.written = written
        self.path = path ?? written
    }
}
