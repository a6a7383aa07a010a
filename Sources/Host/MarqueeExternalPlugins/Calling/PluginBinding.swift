import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity a library's host callbacks are bound to, and the host they reach.
///
/// One binding exists per loaded library. It starts without an id (the manifest has not
/// been read yet) and receives the manifest's id once the loader accepts the plugin; from
/// then on every callback reaches the host with that id. Before acceptance, navigation
/// requests and setting reads are refused; log messages carry ``PluginID/loading(file:)``.
final class PluginBinding: Sendable {
    /// Results the C callbacks return (0 is success).
    enum Status: Int32 {
        case ok = 0
        case notAccepted = 1
        case refusedByHost = 2
        case invalidArgument = 3
    }

    private struct State {
        var id: PluginID?
        /// The last string handed out by `setting`, freed on the next call.
        var settingText: UnsafeMutablePointer<CChar>?
    }

    let host: any ExternalPluginHost
    let fileName: String
    private let state = Mutex(State())

    init(host: any ExternalPluginHost, fileName: String) {
        self.host = host
        self.fileName = fileName
    }

    deinit {
        state.withLock { free($0.settingText) }
    }

    /// Binds the callbacks to the accepted plugin's id.
    func accept(as id: PluginID) {
        state.withLock { $0.id = id }
    }

    var id: PluginID? { state.withLock { $0.id } }

    func navigate(to url: UnsafePointer<CChar>?) -> Status {
        navigate(to: url.map { String(cString: $0) })
    }

    func present(url: UnsafePointer<CChar>?) -> Status {
        present(url: url.map { String(cString: $0) })
    }

    // The callbacks with Swift values: the C trampolines above and the out-of-process
    // supervisor (which receives them over the runner's channel) share them.

    func navigate(to url: String?) -> Status {
        request(url) { host, url, id in try host.navigate(to: url, from: id) }
    }

    func present(url: String?) -> Status {
        request(url) { host, url, id in try host.present(url: url, from: id) }
    }

    func dismiss() -> Status {
        guard let id else { return .notAccepted }
        do {
            try host.dismiss(from: id)
            return .ok
        } catch {
            return .refusedByHost
        }
    }

    func log(level: Int32, message: UnsafePointer<CChar>?) {
        guard let message else { return }
        log(level: level, message: String(cString: message))
    }

    func log(level: Int32, message: String) {
        host.log(level: PluginLogLevel(clamping: level), message: message, from: id ?? .loading(file: fileName))
    }

    /// The setting's value; nil before the plugin is accepted or if it has no such setting.
    func setting(named name: String) -> String? {
        id.flatMap { host.setting(named: name, for: $0) }
    }

    /// Returns a copy owned by the binding, valid until the plugin's next `setting` call.
    func setting(named name: UnsafePointer<CChar>?) -> UnsafePointer<CChar>? {
        guard let name, id != nil else { return nil }
        let value = setting(named: String(cString: name))
        return state.withLock { state in
            free(state.settingText)
            state.settingText = value.flatMap { strdup($0) }
            return UnsafePointer(state.settingText)
        }
    }

    private func request(
        _ url: String?,
        _ body: (any ExternalPluginHost, String, PluginID) throws -> Void
    ) -> Status {
        guard let id else { return .notAccepted }
        guard let url else { return .invalidArgument }
        do {
            try body(host, url, id)
            return .ok
        } catch {
            return .refusedByHost
        }
    }
}
