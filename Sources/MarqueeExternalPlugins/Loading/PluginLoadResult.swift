import Foundation

/// The outcome of loading one library.
public enum PluginLoadResult: Sendable, CustomStringConvertible {
    /// The plugin is loaded and its actions are callable.
    case loaded(ExternalPlugin)
    /// The file was rejected; nothing from it is registered.
    case rejected(file: URL, error: PluginLoadError)

    /// The loaded plugin, or nil if rejected.
    public var plugin: ExternalPlugin? {
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
        case .loaded(let plugin): Self.loadedLine(file: plugin.file, manifest: plugin.manifest)
        case .rejected(let file, let error): Self.rejectedLine(file: file, error: error)
        }
    }

    static func loadedLine(file: URL, manifest: PluginManifest) -> String {
        "\(file.lastPathComponent): loaded \(manifest.id) \(manifest.version) "
            + "(\(manifest.routes.count) routes, \(manifest.actions.count) actions)"
    }

    static func rejectedLine(file: URL, error: PluginLoadError) -> String {
        "\(file.lastPathComponent): rejected: \(error)"
    }
}
