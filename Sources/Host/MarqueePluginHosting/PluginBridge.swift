import MarqueeExternalPlugins
import MarqueeNavigation
import Synchronization

/// The host side of the plugin C ABI callbacks.
///
/// Callbacks arrive synchronously on the supervisor's thread for the plugin's runner, while
/// an action call the host started is in flight. The bridge checks the request (a link that
/// does not resolve is refused, so the plugin sees a non-zero result), queues it, and the
/// host applies the queue on the main actor right after the action call returns (or on the
/// next main-actor turn, whichever comes first).
final class PluginBridge: ExternalPluginHost {
    enum Request: Sendable, Hashable {
        case navigate(String, from: PluginID)
        case present(String, from: PluginID)
        case dismiss(from: PluginID)
    }

    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    private struct State {
        var requests: [Request] = []
        var deepLinks: DeepLinkRouter?
        var wake: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    private let log: PluginLogSink?
    private let settings: [String: [String: String]]

    init(log: PluginLogSink?, settings: [String: [String: String]]) {
        self.log = log
        self.settings = settings
    }

    /// Installs the link table requests are checked against, and what to call when a
    /// request is queued.
    func connect(deepLinks: DeepLinkRouter, wake: @escaping @Sendable () -> Void) {
        state.withLock {
            $0.deepLinks = deepLinks
            $0.wake = wake
        }
    }

    /// Takes the queued requests.
    func takeRequests() -> [Request] {
        state.withLock { state in
            defer { state.requests.removeAll() }
            return state.requests
        }
    }

    private func enqueue(_ request: Request, checking url: String?) throws {
        let wake = try state.withLock { state throws -> (@Sendable () -> Void)? in
            if let url {
                guard let deepLinks = state.deepLinks else { throw Refused(description: "the host is not ready") }
                do {
                    _ = try deepLinks.resolve(url)
                } catch {
                    throw Refused(description: String(describing: error))
                }
            }
            state.requests.append(request)
            return state.wake
        }
        wake?()
    }

    func navigate(to url: String, from plugin: PluginID) throws {
        try enqueue(.navigate(url, from: plugin), checking: url)
    }

    func present(url: String, from plugin: PluginID) throws {
        try enqueue(.present(url, from: plugin), checking: url)
    }

    func dismiss(from plugin: PluginID) throws {
        try enqueue(.dismiss(from: plugin), checking: nil)
    }

    func log(level: PluginLogLevel, message: String, from plugin: PluginID) {
        log?(level, message, plugin)
    }

    func setting(named name: String, for plugin: PluginID) -> String? {
        settings[plugin.rawValue]?[name]
    }
}
