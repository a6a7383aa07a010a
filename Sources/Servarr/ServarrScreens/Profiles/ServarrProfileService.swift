import MarqueeNavigation

/// What the profile screens (``ServarrProfiles``) need to know about a service beyond
/// ``ServarrLibraryService``: how its route and modal enums wrap ``ProfileRoute`` and
/// ``ProfileModal``.
public protocol ServarrProfileService: ServarrLibraryService {
    /// The module's route of a profile screen (`.profiles(route)`).
    static func profiles(_ route: ProfileRoute) -> Route
    /// The profile screen a route is, or nil.
    static func profiled(_ route: Route) -> ProfileRoute?
    /// The module's modal of a profile sheet or alert (`.profileModal(modal)`).
    static func profileModal(_ modal: ProfileModal) -> Modal
    /// The profile sheet or alert a modal is, or nil.
    static func profiledModal(_ modal: Modal) -> ProfileModal?
    /// Whether the service's release profiles have a name (Radarr's and Sonarr's do, Lidarr's
    /// do not); true unless the service says otherwise.
    static var namesReleaseProfiles: Bool { get }
}

extension ServarrProfileService {
    public static var namesReleaseProfiles: Bool { true }
}
