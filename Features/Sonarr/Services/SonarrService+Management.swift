import ServarrScreens

/// The Sonarr management screens (see ``ServarrManagement``): its route and modal enums wrap
/// the shared ones in one case each.
extension SonarrService: ServarrManagementService {
    public static func manage(_ route: ManagementRoute) -> SonarrRoute { .manage(route) }
    public static func managed(_ route: SonarrRoute) -> ManagementRoute? { if case .manage(let area) = route { area } else { nil } }
    public static func manageModal(_ modal: ManagementModal) -> SonarrModal { .manageModal(modal) }
    public static func managedModal(_ modal: SonarrModal) -> ManagementModal? { if case .manageModal(let modal) = modal { modal } else { nil } }
}
