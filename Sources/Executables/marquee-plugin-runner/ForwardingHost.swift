import MarqueeExternalPlugins

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The host the runner's ``PluginLoader`` sees: every callback the plugin makes through its
/// `marquee_host_api` travels to the app as a ``HostCallback``, and all but `log` wait for
/// the app's answer. The plugin id is not sent: the app knows whom the runner serves.
///
/// Callbacks only happen while the runner serves a request, so the app is always listening.
final class ForwardingHost: ExternalPluginHost {
    struct Refused: Error {}

    private let channel: RunnerChannelEnd

    init(channel: RunnerChannelEnd) {
        self.channel = channel
    }

    func navigate(to url: String, from plugin: PluginID) throws {
        try require(ask(.navigate(url: url)))
    }

    func present(url: String, from plugin: PluginID) throws {
        try require(ask(.present(url: url)))
    }

    func dismiss(from plugin: PluginID) throws {
        try require(ask(.dismiss))
    }

    func log(level: PluginLogLevel, message: String, from plugin: PluginID) {
        channel.send(.callback(.log(level: level.rawValue, message: message)))
    }

    func setting(named name: String, for plugin: PluginID) -> String? {
        ask(.setting(name: name)).text
    }

    private func require(_ answer: CallbackAnswer) throws {
        if answer.status != 0 { throw Refused() }
    }

    /// Sends a callback and waits for its answer; a runner whose app sends anything else
    /// (or goes away) has nothing left to do and exits.
    private func ask(_ callback: HostCallback) -> CallbackAnswer {
        channel.send(.callback(callback))
        guard case .answer(let answer)? = channel.receive() else { exit(0) }
        return answer
    }
}
