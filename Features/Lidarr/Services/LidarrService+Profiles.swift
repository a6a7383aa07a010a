import ServarrScreens

/// The Lidarr profile screens (see ``ServarrProfiles``): its route and modal enums wrap the
/// shared ones in one case each.
extension LidarrService: ServarrProfileService {
    public static func profiles(_ route: ProfileRoute) -> LidarrRoute { .profiles(route) }
    public static func profiled(_ route: LidarrRoute) -> ProfileRoute? { if case .profiles(let area) = route { area } else { nil } }
    public static func profileModal(_ modal: ProfileModal) -> LidarrModal { .profileModal(modal) }
    public static func profiledModal(_ modal: LidarrModal) -> ProfileModal? { if case .profileModal(let modal) = modal { modal } else { nil } }
    /// Lidarr's release profiles have no name (its spec's `ReleaseProfileResource`).
    public static var namesReleaseProfiles: Bool { false }
}
