import MarqueeNavigation

/// How a ``ModuleHost`` starts.
public struct HostConfiguration: Sendable {
    /// The host API version offered to modules.
    public var hostAPIVersion: HostAPIVersion
    /// The deep-link scheme (`marquee://radarr/movie/42`).
    public var deepLinkScheme: String
    /// Whether each tab's stack starts with its root route pushed.
    public var seedsTabRoots: Bool
    /// What adds modules found at run time (the external plugins of `MarqueePluginHosting`),
    /// in order, at the end of start-up.
    public var extensions: [any HostExtension]

    /// A configuration; every setting has a default.
    public init(
        hostAPIVersion: HostAPIVersion = .current,
        deepLinkScheme: String = "marquee",
        seedsTabRoots: Bool = true,
        extensions: [any HostExtension] = []
    ) {
        self.hostAPIVersion = hostAPIVersion
        self.deepLinkScheme = deepLinkScheme
        self.seedsTabRoots = seedsTabRoots
        self.extensions = extensions
    }
}
