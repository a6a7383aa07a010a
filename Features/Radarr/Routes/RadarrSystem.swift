import MarqueeHost
import MarqueeNavigation
import RadarrAPI
import ServarrScreens

/// Radarr's System screens (the shared ones, see ``ServarrSystem``) and its collections
/// (``CollectionScreens``): one call in each of the module's declarations.
extension RadarrService: ServarrSystemService {
    public static func system(_ route: SystemRoute) -> RadarrRoute { .system(route) }
    public static func system(of route: RadarrRoute) -> SystemRoute? { if case .system(let system) = route { system } else { nil } }
    public static func systemModal(_ modal: SystemModal) -> RadarrModal { .systemModal(modal) }
    public static func systemModal(of modal: RadarrModal) -> SystemModal? { if case .systemModal(let system) = modal { system } else { nil } }
}

/// Declares Radarr's System screens and collections.
enum RadarrSystem {
    @MainActor
    static func declare(_ routes: FeatureRoutes<RadarrRoute>) {
        ServarrSystem<RadarrService>.declare(routes)
        CollectionScreens.declare(routes)
    }

    @MainActor
    static func declareModals(_ routes: FeatureRoutes<RadarrModal>) {
        ServarrSystem<RadarrService>.declareModals(routes)
        CollectionScreens.declareModals(routes)
    }

    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        ServarrSystem<RadarrService>.register(with: registrar)
        ServarrSections<RadarrService>.register(CollectionScreens.key, title: "Collections", route: RadarrRoute.collections, with: registrar)
    }
}
