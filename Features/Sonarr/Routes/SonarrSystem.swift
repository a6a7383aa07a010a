import MarqueeNavigation
import ServarrScreens

/// Sonarr's System screens (see ``ServarrSystem``): its route and modal enums wrap the shared ones.
extension SonarrService: ServarrSystemService {
    public static func system(_ route: SystemRoute) -> SonarrRoute { .system(route) }
    public static func system(of route: SonarrRoute) -> SystemRoute? { if case .system(let system) = route { system } else { nil } }
    public static func systemModal(_ modal: SystemModal) -> SonarrModal { .systemModal(modal) }
    public static func systemModal(of modal: SonarrModal) -> SystemModal? { if case .systemModal(let system) = modal { system } else { nil } }
}
