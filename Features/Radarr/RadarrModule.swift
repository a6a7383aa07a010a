import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import RadarrAPI
import ServarrCore
import ServarrScreens

/// The Radarr feature: the movie library, movie detail, the add-movie flow, edit and delete.
///
/// It needs a `RadarrRepository` in the host's services, which the app registers:
///
/// ```swift
/// services.register(RadarrRepository.self, RadarrRepository(configuration: configuration))
/// let modules: [any FeatureModule] = [RadarrModule()]
/// ```
///
/// Or let the module provide it: `RadarrModule(repository: repository)`.
public struct RadarrModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "radarr", displayName: "Radarr", version: "1.0.0",
        tab: ModuleTab(title: "Radarr", key: "1", order: 1))

    private let repository: RadarrRepository?

    /// A module that provides `repository` as the host's `RadarrRepository` service, or, without
    /// one, resolves it from the host's services.
    public init(repository: RadarrRepository? = nil) {
        self.repository = repository
    }

    public func register(with registrar: ModuleRegistrar) {
        let screens = registrar.servarr(RadarrService.self, repository: repository)
        registrar.routes(RadarrRoute.self, RadarrRoute.declare)
        registrar.routes(RadarrModal.self) { RadarrModal.declare($0, screens: screens) }
        registrar.provideRouter(RadarrRouting.self) { RadarrRouter(context: $0) }
        RadarrCommands.register(with: registrar)
        RadarrSystem.register(with: registrar)
    }
}
