/// What the host offers to external plugins. The plugin host implements this; the loader
/// routes each plugin's C callbacks (`marquee_host_api`) to it, always with the id of the
/// plugin that made the call.
///
/// Callbacks arrive synchronously on the thread the plugin calls from (usually inside an
/// action call); with ``PluginSupervisor``, on the thread that runs the conversation with the
/// plugin's runner. An implementation should record or enqueue the request rather than call
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
