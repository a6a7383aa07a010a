import MarqueeNavigation

/// The contents of `config.yml`.
///
/// ```yaml
/// theme: dark
/// radarr:
///   - name: home
///     url: http://nas:7878
///     api_key: ${RADARR_API_KEY}
/// sonarr:
///   - name: home
///     url: http://nas:8989
///     api_key_file: ~/.config/marquee/sonarr.key
///     headers:
///       X-Forwarded-User: me
/// ```
public struct Configuration: Hashable, Sendable {
    /// The configured servers, Radarr instances first, each kind in file order.
    public var instances: [ServiceInstance]
    /// The theme's name (`dark`, `light`, `high-contrast`), if set.
    public var theme: String?

    /// Creates a configuration.
    public init(instances: [ServiceInstance] = [], theme: String? = nil) {
        self.instances = instances
        self.theme = theme
    }

    /// The theme names the terminal layer provides (`Theme.all`).
    public static let themeNames = ["dark", "light", "high-contrast"]

    /// The instances of one kind.
    public func instances(of kind: ServiceKind) -> [ServiceInstance] {
        instances.filter { $0.kind == kind }
    }

    /// One warning per instance whose server certificates are not checked (`tls.insecure`),
    /// printed at every start so that the switch is never forgotten.
    public var insecureWarnings: [String] {
        instances.filter(\.connection.isInsecure).map { instance in
            "marquee: warning: \(instance.kind.rawValue) \"\(EchoedInput.escaped(instance.name))\" has tls.insecure set: its server certificate is not checked, so anyone between Marquee and \(instance.displayURL) can read its API key"
        }
    }
}
