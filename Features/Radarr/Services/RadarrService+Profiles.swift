import ServarrScreens

/// The Radarr profile screens (see ``ServarrProfiles``): its route and modal enums wrap the
/// shared ones in one case each.
extension RadarrService: ServarrProfileService {
    public static func profiles(_ route: ProfileRoute) -> RadarrRoute { .profiles(route) }
    public static func profiled(_ route: RadarrRoute) -> ProfileRoute? { if case .profiles(let area) = route { area } else { nil } }
    public static func profileModal(_ modal: ProfileModal) -> RadarrModal { .profileModal(modal) }
    public static func profiledModal(_ modal: RadarrModal) -> ProfileModal? { if case .profileModal(let modal) = modal { modal } else { nil } }
}
