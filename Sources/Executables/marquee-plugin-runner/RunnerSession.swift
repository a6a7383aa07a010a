import Foundation
import MarqueeExternalPlugins

/// Serves the app's requests in order: one `load`, then any number of `call`s, each
/// answered by exactly one reply (after the callbacks the plugin made meanwhile).
struct RunnerSession {
    private let channel: RunnerChannelEnd
    private let loader: PluginLoader
    private var plugin: ExternalPlugin?

    init(channel: RunnerChannelEnd) {
        self.channel = channel
        loader = PluginLoader(host: ForwardingHost(channel: channel))
    }

    /// Serves until the app closes the channel.
    mutating func run() {
        while let request = channel.receive() {
            guard let reply = serve(request) else { return }
            channel.send(reply)
        }
    }

    /// The reply to a request; nil for a request out of turn (the app is broken: stop).
    private mutating func serve(_ request: RunnerRequest) -> RunnerReply? {
        switch request {
        case .load(let path):
            guard plugin == nil else { return nil }
            switch loader.load(file: URL(fileURLWithPath: path)) {
            case .loaded(let loaded):
                plugin = loaded
                return .loaded(manifest: loaded.manifestJSON)
            case .rejected(_, let error):
                return .rejected(error)
            }
        case .call(let action, let input):
            guard let plugin else { return .failed(.unknownAction(action)) }
            do {
                switch input {
                case .arguments(let arguments): return .returned(try plugin.call(action: action, arguments: arguments))
                case .screenData(let data): return .returned(try plugin.call(action: action, screenData: data))
                }
            } catch {
                return .failed(error)
            }
        case .answer:
            return nil
        }
    }
}
