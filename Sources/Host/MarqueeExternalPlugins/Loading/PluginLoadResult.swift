import Foundation

/// A plugin that loaded: in this process (``ExternalPlugin``) or in its runner process
/// (``IsolatedPlugin``).
public protocol LoadedPlugin: Sendable {
    /// The validated manifest.
    var manifest: PluginManifest { get }
    /// The library file.
    var file: URL { get }
}

extension ExternalPlugin: LoadedPlugin {}
extension IsolatedPlugin: LoadedPlugin {}

/// The outcome of loading one library in this process (``PluginLoader``).
public typealias PluginLoadResult = PluginLoadOutcome<ExternalPlugin>

/// The outcome of launching one library in its runner (``PluginSupervisor``); a rejected
/// file's runner has already been stopped.
public typealias PluginLaunchResult = PluginLoadOutcome<IsolatedPlugin>

/// The outcome of loading one library.
public enum PluginLoadOutcome<Plugin: LoadedPlugin>: Sendable, CustomStringConvertible {
    /// The plugin is loaded and its actions are callable.
    case loaded(Plugin)
    /// The file was rejected; nothing from it is registered.
    case rejected(file: URL, error: PluginLoadError)

    /// The loaded plugin, or nil if rejected.
    public var plugin: Plugin? {
        if case .loaded(let plugin) = self { plugin } else { nil }
    }

    /// The rejection reason, or nil if loaded.
    public var error: PluginLoadError? {
        if case .rejected(_, let error) = self { error } else { nil }
    }

    /// The library file.
    public var file: URL {
        switch self {
        case .loaded(let plugin): plugin.file
        case .rejected(let file, _): file
        }
    }

    /// One line for `marquee plugins` and the log, e.g.
    /// `libdice.so: loaded dice 1.0.0 (3 routes, 7 actions)`.
    public var description: String {
        switch self {
        case .loaded(let plugin):
            let manifest = plugin.manifest
            return "\(file.lastPathComponent): loaded \(manifest.id) \(manifest.version) "
                + "(\(manifest.routes.count) routes, \(manifest.actions.count) actions)"
        case .rejected(let file, let error):
            return "\(file.lastPathComponent): rejected: \(error)"
        }
    }
}
