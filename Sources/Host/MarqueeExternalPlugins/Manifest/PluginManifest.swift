import Foundation

/// A plugin's validated manifest: who it is, the screens it offers under which URL
/// patterns, and the actions (exported C functions) the host may call.
///
/// Decode one with ``init(json:)``; the loader does this for every library it loads.
/// See `docs/writing-an-external-plugin.md` for the JSON reference.
public struct PluginManifest: Sendable, Hashable {
    /// The feature id, unique among built-in modules and loaded plugins.
    public let id: PluginID
    /// The display name (defaults to the id).
    public let name: String
    /// The plugin's own version, free-form (e.g. `1.2.0`).
    public let version: String
    /// Deep-link routes: URL patterns and the screens they open.
    public let routes: [ManifestLink]
    /// Declarative screens.
    public let screens: [ManifestScreen]
    /// Callable actions, bound to exported C functions.
    public let actions: [PluginAction]

    /// Decodes and validates a manifest.
    ///
    /// - Throws: ``PluginManifestError`` naming the first problem found.
    public init(json: String) throws(PluginManifestError) {
        let raw: RawManifest
        do {
            raw = try JSONDecoder().decode(RawManifest.self, from: Data(json.utf8))
        } catch let error as DecodingError {
            throw PluginManifestError(decoding: error)
        } catch {
            throw .malformedJSON(String(describing: error))
        }
        try self.init(validating: raw)
    }

    /// The action with the given id, if declared.
    public func action(_ id: String) -> PluginAction? { actions.first { $0.id == id } }

    /// The screen with the given id, if declared.
    public func screen(_ id: String) -> ManifestScreen? { screens.first { $0.id == id } }
}
