/// The deadlines and sizes the app holds every plugin runner to. A plugin that exceeds one
/// is stopped and marked unresponsive (``PluginFault``).
public struct PluginLimits: Sendable, Hashable {
    /// How long one action call may take, host callbacks included.
    public var actionDeadline: Duration
    /// How long loading may take: starting the runner, `dlopen`, `marquee_plugin_entry` and
    /// the load checks. Plugins load side by side, so start-up waits at most this long.
    public var loadDeadline: Duration
    /// The longest message the app accepts from a runner (a result, an error, a log line).
    public var maximumMessageBytes: Int
    /// How many host callbacks (log, navigate, ...) one load or call may make.
    public var maximumCallbacksPerCall: Int

    /// Limits; the defaults are 2 s per action, 5 s to load, 1 MiB per message and 1,000
    /// callbacks per call.
    public init(
        actionDeadline: Duration = .seconds(2), loadDeadline: Duration = .seconds(5),
        maximumMessageBytes: Int = 1 << 20, maximumCallbacksPerCall: Int = 1_000
    ) {
        self.actionDeadline = actionDeadline
        self.loadDeadline = loadDeadline
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumCallbacksPerCall = maximumCallbacksPerCall
    }
}
