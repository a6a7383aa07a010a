/// Severity of a plugin's log message (`marquee_log_level`).
public enum PluginLogLevel: Int32, Sendable, Hashable, CaseIterable {
    /// `MARQUEE_LOG_DEBUG`: detail for plugin authors.
    case debug = 0
    /// `MARQUEE_LOG_INFO`: normal operation.
    case info = 1
    /// `MARQUEE_LOG_WARNING`: something the user may want to know.
    case warning = 2
    /// `MARQUEE_LOG_ERROR`: a failure.
    case error = 3

    /// Maps a raw C level; out-of-range values are clamped.
    init(clamping raw: Int32) {
        self = PluginLogLevel(rawValue: min(max(raw, 0), 3)) ?? .info
    }
}
