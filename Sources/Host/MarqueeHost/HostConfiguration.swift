import Foundation
import MarqueeExternalPlugins
import MarqueeNavigation

/// How a ``ModuleHost`` starts.
public struct HostConfiguration: Sendable {
    /// The host API version offered to modules.
    public var hostAPIVersion: HostAPIVersion
    /// Where external plugins (`*.so`) are loaded from; nil loads none.
    public var pluginsDirectory: URL?
    /// The deep-link scheme (`marquee://radarr/movie/42`).
    public var deepLinkScheme: String
    /// Whether each tab's stack starts with its root route pushed.
    public var seedsTabRoots: Bool
    /// Receives external plugins' log messages (level, message, plugin id).
    public var pluginLog: PluginLogSink?
    /// Settings offered to plugins, by plugin id then setting name.
    public var pluginSettings: [String: [String: String]]
    /// The deadlines and sizes every plugin runner is held to (2 s per action, 5 s to load).
    public var pluginLimits: PluginLimits
    /// The `marquee-plugin-runner` executable; nil finds it with `PluginRunner.locate()`
    /// (`$MARQUEE_PLUGIN_RUNNER`, else next to the running executable).
    public var pluginRunner: URL?
    /// Feature ids no external plugin may take, beyond those of the modules running: the
    /// built-in modules a configuration may leave out (no Radarr configured today does not
    /// free `radarr` for a plugin).
    public var reservedFeatureIDs: Set<FeatureID>

    /// A configuration; every setting has a default.
    public init(
        hostAPIVersion: HostAPIVersion = .current,
        pluginsDirectory: URL? = nil,
        deepLinkScheme: String = "marquee",
        seedsTabRoots: Bool = true,
        pluginLog: PluginLogSink? = nil,
        pluginSettings: [String: [String: String]] = [:],
        pluginLimits: PluginLimits = PluginLimits(),
        pluginRunner: URL? = nil,
        reservedFeatureIDs: Set<FeatureID> = []
    ) {
        self.hostAPIVersion = hostAPIVersion
        self.pluginsDirectory = pluginsDirectory
        self.deepLinkScheme = deepLinkScheme
        self.seedsTabRoots = seedsTabRoots
        self.pluginLog = pluginLog
        self.pluginSettings = pluginSettings
        self.pluginLimits = pluginLimits
        self.pluginRunner = pluginRunner
        self.reservedFeatureIDs = reservedFeatureIDs
    }
}

/// Receives a plugin's log message: its level, the text, and the plugin's id.
public typealias PluginLogSink = @Sendable (PluginLogLevel, String, PluginID) -> Void
