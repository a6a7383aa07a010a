import Foundation
import MarqueeExternalPlugins
import MarqueeNavigation

/// Where ``PluginHosting`` loads plugins from, and what it gives and holds them to.
public struct PluginHostingConfiguration: Sendable {
    /// Where external plugins (`*.so`) are loaded from; nil loads none.
    public var directory: URL?
    /// Receives plugins' log messages (level, message, plugin id).
    public var log: PluginLogSink?
    /// Settings offered to plugins, by plugin id then setting name.
    public var settings: [String: [String: String]]
    /// The deadlines and sizes every plugin runner is held to (2 s per action, 5 s to load).
    public var limits: PluginLimits
    /// The `marquee-plugin-runner` executable; nil finds it with `PluginRunner.locate()`
    /// (`$MARQUEE_PLUGIN_RUNNER`, else next to the running executable).
    public var runner: URL?
    /// Feature ids no plugin may take, beyond those of the modules running: the built-in
    /// modules a configuration may leave out (no Radarr configured today does not free
    /// `radarr` for a plugin).
    public var reservedFeatureIDs: Set<FeatureID>

    /// A configuration; every setting has a default.
    public init(
        directory: URL? = nil, log: PluginLogSink? = nil, settings: [String: [String: String]] = [:],
        limits: PluginLimits = PluginLimits(), runner: URL? = nil, reservedFeatureIDs: Set<FeatureID> = []
    ) {
        self.directory = directory
        self.log = log
        self.settings = settings
        self.limits = limits
        self.runner = runner
        self.reservedFeatureIDs = reservedFeatureIDs
    }
}

/// Receives a plugin's log message: its level, the text, and the plugin's id.
public typealias PluginLogSink = @Sendable (PluginLogLevel, String, PluginID) -> Void
