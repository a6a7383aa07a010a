import MarqueeExternalPlugins
import Synchronization

/// A host that records every callback it receives.
final class RecordingHost: ExternalPluginHost {
    enum Event: Equatable, Sendable {
        case navigate(String, from: PluginID)
        case present(String, from: PluginID)
        case dismiss(from: PluginID)
        case log(PluginLogLevel, String, from: PluginID)
    }

    struct Refused: Error {}

    private let recorded = Mutex<[Event]>([])
    private let settings: [PluginID: [String: String]]
    private let refusesNavigation: Bool

    init(settings: [PluginID: [String: String]] = [:], refusesNavigation: Bool = false) {
        self.settings = settings
        self.refusesNavigation = refusesNavigation
    }

    var events: [Event] { recorded.withLock { $0 } }

    func navigate(to url: String, from plugin: PluginID) throws {
        if refusesNavigation { throw Refused() }
        recorded.withLock { $0.append(.navigate(url, from: plugin)) }
    }

    func present(url: String, from plugin: PluginID) throws {
        if refusesNavigation { throw Refused() }
        recorded.withLock { $0.append(.present(url, from: plugin)) }
    }

    func dismiss(from plugin: PluginID) throws {
        recorded.withLock { $0.append(.dismiss(from: plugin)) }
    }

    func log(level: PluginLogLevel, message: String, from plugin: PluginID) {
        recorded.withLock { $0.append(.log(level, message, from: plugin)) }
    }

    func setting(named name: String, for plugin: PluginID) -> String? {
        settings[plugin]?[name]
    }
}
