import MarqueeNavigation

/// What the management screens (``ServarrManagement``) need to know about a service beyond
/// ``ServarrLibraryService``: how its route and modal enums wrap ``ManagementRoute`` and
/// ``ManagementModal`` (the screens stand on ``ServarrService/library``).
public protocol ServarrManagementService: ServarrLibraryService {
    /// The module's route of a management screen (`.manage(route)`).
    static func manage(_ route: ManagementRoute) -> Route
    /// The management screen a route is, or nil.
    static func managed(_ route: Route) -> ManagementRoute?
    /// The module's modal of a management sheet or alert (`.manageModal(modal)`).
    static func manageModal(_ modal: ManagementModal) -> Modal
    /// The management sheet or alert a modal is, or nil.
    static func managedModal(_ modal: Modal) -> ManagementModal?
    /// The naming settings, which the root folders open with `f` (the servers keep both in
    /// Media Management); nil when the service has none. Services with the profile screens
    /// have them (``ServarrProfileService``).
    static var namingSettings: Route? { get }
}

extension ServarrManagementService {
    public static var namingSettings: Route? { nil }
}
