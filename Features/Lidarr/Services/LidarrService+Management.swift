import ServarrScreens

/// The Lidarr management screens (see ``ServarrManagement``): its route and modal enums wrap
/// the shared ones in one case each.
extension LidarrService: ServarrManagementService {
    public static func manage(_ route: ManagementRoute) -> LidarrRoute { .manage(route) }
    public static func managed(_ route: LidarrRoute) -> ManagementRoute? { if case .manage(let area) = route { area } else { nil } }
    public static func manageModal(_ modal: ManagementModal) -> LidarrModal { .manageModal(modal) }
    public static func managedModal(_ modal: LidarrModal) -> ManagementModal? { if case .manageModal(let modal) = modal { modal } else { nil } }
}
