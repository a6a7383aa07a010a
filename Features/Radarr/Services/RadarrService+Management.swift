import ServarrScreens

/// The Radarr management screens (see ``ServarrManagement``): its route and modal enums wrap
/// the shared ones in one case each.
extension RadarrService: ServarrManagementService {
    public static func manage(_ route: ManagementRoute) -> RadarrRoute { .manage(route) }
    public static func managed(_ route: RadarrRoute) -> ManagementRoute? { if case .manage(let area) = route { area } else { nil } }
    public static func manageModal(_ modal: ManagementModal) -> RadarrModal { .manageModal(modal) }
    public static func managedModal(_ modal: RadarrModal) -> ManagementModal? { if case .manageModal(let modal) = modal { modal } else { nil } }
}
