import MarqueeNavigation
import ServarrScreens

/// Lidarr's System screens (see ``ServarrSystem``): its route and modal enums wrap the shared ones.
extension LidarrService: ServarrSystemService {
    public static func system(_ route: SystemRoute) -> LidarrRoute { .system(route) }
    public static func system(of route: LidarrRoute) -> SystemRoute? { if case .system(let system) = route { system } else { nil } }
    public static func systemModal(_ modal: SystemModal) -> LidarrModal { .systemModal(modal) }
    public static func systemModal(of modal: LidarrModal) -> SystemModal? { if case .systemModal(let system) = modal { system } else { nil } }
}
