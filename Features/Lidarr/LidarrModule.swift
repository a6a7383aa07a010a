import LidarrAPI
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import ServarrCore
import ServarrScreens

/// The Lidarr feature: the artists library, artist → albums → tracks, the add-artist flow
/// (quality profile, metadata profile, root folder and monitor pickers), edit, delete, album
/// interactive search, and the activity screens, all but the artist and album screens on the
/// Servarr kit's generic screens.
///
/// It needs a `LidarrRepository` in the host's services (`LidarrModule()`), or provides the
/// one it is given (`LidarrModule(repository:)`).
public struct LidarrModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "lidarr", displayName: "Lidarr", version: "1.0.0",
        tab: ModuleTab(title: "Lidarr", key: "4", order: 4))

    private let repository: LidarrRepository?

    /// A module that provides `repository` as the host's `LidarrRepository` service, or, without
    /// one, resolves it from the host's services.
    public init(repository: LidarrRepository? = nil) {
        self.repository = repository
    }

    public func register(with registrar: ModuleRegistrar) {
        let screens = registrar.servarr(LidarrService.self, repository: repository), metadataProfiles = MetadataProfileList()
        screens.willShowAddOptions = { metadataProfiles.load(using: screens.configured($0), tasks: $0.tasks) }
        registrar.routes(LidarrRoute.self, LidarrRoute.declare)
        registrar.routes(LidarrModal.self) { LidarrModal.declare($0, screens: screens, metadataProfiles: metadataProfiles) }
        registrar.provideRouter(LidarrRouting.self) { LidarrRouter(context: $0) }
        LidarrCommands.register(with: registrar)
        ServarrSystem<LidarrService>.register(with: registrar)
    }
}

/// The metadata profiles of the Lidarr server the add flow is on, loaded as the add options
/// open (for their picker); loaded again when the flow moves to another instance.
@MainActor
final class MetadataProfileList {
    private(set) var profiles: [MetadataProfile] = []
    /// The server `profiles` came from.
    private var source: ObjectIdentifier?

    func load(using repository: @escaping @Sendable () throws -> LidarrRepository, tasks: TaskTracker) {
        guard let server = try? repository() else { return }
        let id = ObjectIdentifier(server)
        guard id != source else { return }
        (source, profiles) = (id, [])
        tasks.track { [weak self] in
            guard let profiles = try? await server.metadataProfiles() else {
                self?.source = nil  // asked again next time
                return
            }
            guard self?.source == id else { return }
            self?.profiles = profiles
        }
    }
}
