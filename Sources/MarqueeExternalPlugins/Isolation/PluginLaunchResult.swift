import Foundation

/// The outcome of launching one library in its runner.
public enum PluginLaunchResult: Sendable, CustomStringConvertible {
    /// The plugin runs in its runner and takes calls.
    case running(IsolatedPlugin)
    /// The file was rejected (by the runner's checks, the app's, or a fault while loading);
    /// its runner has been stopped.
    case rejected(file: URL, error: PluginLoadError)

    /// The running plugin, or nil if rejected.
    public var plugin: IsolatedPlugin? {
        if case .running(let plugin) = self { plugin } else { nil }
    }

    /// The rejection reason, or nil if running.
    public var error: PluginLoadError? {
        if case .rejected(_, let error) = self { error } else { nil }
    }

    /// The library file.
    public var file: URL {
        switch self {
        case .running(let plugin): plugin.file
        case .rejected(let file, _): file
        }
    }

    /// One line, as ``PluginLoadResult/description`` writes it.
    public var description: String {
        switch self {
        case .running(let plugin): PluginLoadResult.loadedLine(file: plugin.file, manifest: plugin.manifest)
        case .rejected(let file, let error): PluginLoadResult.rejectedLine(file: file, error: error)
        }
    }
}
