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

    /// Creates an instance.
    public init(
        kind: ServiceKind, name: String, url: URL, apiKey: Secret, apiKeyTemplate: Secret? = nil,
        apiKeyFile: String? = nil, headers: [String: String] = [:]
    ) {
        self.kind = kind
        self.name = name
        self.url = url
        self.apiKey = apiKey
        self.apiKeyTemplate = apiKeyTemplate
        self.apiKeyFile = apiKeyFile
        self.headers = headers
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
