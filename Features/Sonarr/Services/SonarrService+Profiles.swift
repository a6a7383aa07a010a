import ServarrScreens

/// The Sonarr profile screens (see ``ServarrProfiles``): its route and modal enums wrap the
/// shared ones in one case each.
extension SonarrService: ServarrProfileService {
    public static func profiles(_ route: ProfileRoute) -> SonarrRoute { .profiles(route) }
    public static func profiled(_ route: SonarrRoute) -> ProfileRoute? { if case .profiles(let area) = route { area } else { nil } }
    public static func profileModal(_ modal: ProfileModal) -> SonarrModal { .profileModal(modal) }
    public static func profiledModal(_ modal: SonarrModal) -> ProfileModal? { if case .profileModal(let modal) = modal { modal } else { nil } }
}
