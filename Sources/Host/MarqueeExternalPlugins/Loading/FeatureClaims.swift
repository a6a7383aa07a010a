import Foundation
import Synchronization

/// Which feature ids are taken, and by whom: the built-in modules reserve theirs, and each
/// accepted plugin claims its manifest id. The in-process ``PluginLoader`` and the
/// out-of-process ``PluginSupervisor`` refuse a plugin through the same claims.
public final class FeatureClaims: Sendable {
    private let owners: Mutex<[PluginID: FeatureOwner]>

    /// Claims with the built-in modules' ids reserved.
    public init(reserving builtInFeatureIDs: some Sequence<PluginID> = []) {
        owners = Mutex(Dictionary(builtInFeatureIDs.map { ($0, FeatureOwner.builtInModule) }) { first, _ in first })
    }

    /// Reserves more built-in feature ids (ids already taken keep their owner).
    public func reserve(builtInFeatureIDs ids: some Sequence<PluginID>) {
        owners.withLock { owners in
            for id in ids where owners[id] == nil { owners[id] = .builtInModule }
        }
    }

    /// Claims `id` for the plugin loaded from `file`; returns the current owner instead if
    /// the id is taken.
    public func claim(_ id: PluginID, for file: URL) -> FeatureOwner? {
        owners.withLock { owners in
            if let owner = owners[id] { return owner }
            owners[id] = .externalPlugin(file)
            return nil
        }
    }

    /// Every id taken so far.
    public var taken: [PluginID: FeatureOwner] { owners.withLock { $0 } }
}
