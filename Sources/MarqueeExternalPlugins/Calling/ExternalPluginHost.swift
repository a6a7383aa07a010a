/// What the host offers to external plugins. The plugin host implements this; the loader
/// routes each plugin's C callbacks (`marquee_host_api`) to it, always with the id of the
/// plugin that made the call.
///
/// Callbacks arrive synchronously on the thread the plugin calls from (usually inside an
/// action call). An implementation should record or enqueue the request rather than call
/// back into the same plugin.
public protocol ExternalPluginHost: Sendable {
    /// Pushes the screen for a deep link. Throw to refuse (the plugin sees a non-zero result).
    func navigate(to url: String, from plugin: PluginID) throws
    /// Presents the screen for a deep link modally. Throw to refuse.
    func present(url: String, from plugin: PluginID) throws
    /// Dismisses the top modal the plugin presented. Throw to refuse.
    func dismiss(from plugin: PluginID) throws
    /// Records a log message from the plugin.
    ///
    /// Messages logged while the plugin is still being loaded (before its manifest was
    /// accepted) arrive with ``PluginID/loading(file:)`` as the id.
    func log(level: PluginLogLevel, message: String, from plugin: PluginID)
    /// Reads one of the plugin's settings, or nil if it has none of that name.
    func setting(named name: String, for plugin: PluginID) -> String?
}

extension PluginID {
    /// The id log messages carry while a library is being loaded and its manifest is not
    /// yet accepted, e.g. `<loading libdice.so>`. It can never collide with a manifest id.
    public static func loading(file: String) -> PluginID { PluginID("<loading \(file)>") }
}

/// Severity of a plugin's log message (`marquee_log_level`).
public enum PluginLogLevel: Int32, Sendable, Hashable, CaseIterable {
    case debug = 0
    case info = 1
    case warning = 2
    case error = 3

    /// Maps a raw C level; out-of-range values are clamped.
    init(clamping raw: Int32) {
        self = PluginLogLevel(rawValue: min(max(raw, 0), 3)) ?? .info
    }
}
