import Foundation

/// A plugin loaded in its own runner process, as the app sees it: its manifest, and calls
/// that reach the plugin through the ``PluginSupervisor``. Calls are asynchronous and
/// bounded by the supervisor's deadline, so no plugin can block the caller.
public struct IsolatedPlugin: Sendable {
    /// The validated manifest.
    public let manifest: PluginManifest
    /// The library file.
    public let file: URL
    /// The runner's process id.
    public let processID: pid_t
    /// The supervisor that owns the runner.
    public let supervisor: PluginSupervisor

    /// The plugin's feature id.
    public var id: PluginID { manifest.id }

    /// Calls an action with typed arguments (see ``ExternalPlugin/call(action:arguments:)``).
    ///
    /// - Throws: ``PluginCallError``, including ``PluginCallError/unresponsive(_:)``.
    @discardableResult
    public func call(action: String, arguments: [PluginValue] = []) async throws(PluginCallError) -> PluginValue? {
        try await supervisor.call(id, action: action, input: .arguments(arguments))
    }

    /// Calls an action with screen data bound through its `params`
    /// (see ``ExternalPlugin/call(action:screenData:)``).
    ///
    /// - Throws: ``PluginCallError``, including ``PluginCallError/unresponsive(_:)``.
    @discardableResult
    public func call(action: String, screenData: [String: String]) async throws(PluginCallError) -> PluginValue? {
        try await supervisor.call(id, action: action, input: .screenData(screenData))
    }
}
