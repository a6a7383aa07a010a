import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTerminal
import ServarrCore
import ServarrScreens
import SonarrAPI

/// The Sonarr feature: the series library, series detail with seasons, season detail,
/// episode sheets, the add-series flow and delete.
///
/// It needs a `SonarrRepository` in the host's services (`SonarrModule()`), or provides the
/// one it is given (`SonarrModule(repository:)`).
public struct SonarrModule: FeatureModule {
    public let manifest = ModuleManifest(
        id: "sonarr", displayName: "Sonarr", version: "1.0.0",
        tab: ModuleTab(title: "Sonarr", key: "2", order: 2))

    private let repository: SonarrRepository?

    /// A module that provides `repository` as the host's `SonarrRepository` service, or, without
    /// one, resolves it from the host's services.
    public init(repository: SonarrRepository? = nil) {
        self.repository = repository
    }

    public func register(with registrar: ModuleRegistrar) {
        let screens = registrar.servarr(SonarrService.self, repository: repository)
        registrar.routes(SonarrRoute.self, SonarrRoute.declare)
        registrar.routes(SonarrModal.self) { SonarrModal.declare($0, screens: screens) }
        registrar.provideRouter(SonarrRouting.self) { SonarrRouter(context: $0) }
        SonarrCommands.register(with: registrar)
        ServarrSystem<SonarrService>.register(with: registrar)
    }
}
