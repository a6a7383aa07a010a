import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// What the System screens (``ServarrSystem``) need to know about a service beyond
/// ``ServarrService``: how its route and modal enums wrap ``SystemRoute`` and ``SystemModal``
/// (one case each); the screens stand on the library (``ServarrService/library``).
public protocol ServarrSystemService: ServarrService {
    /// The feature's route for a System screen (`RadarrRoute.system(route)`).
    static func system(_ route: SystemRoute) -> Route
    /// The System screen a feature route shows, or nil for another case.
    static func system(of route: Route) -> SystemRoute?
    /// The feature's modal for a System modal (`RadarrModal.systemModal(modal)`).
    static func systemModal(_ modal: SystemModal) -> Modal
    /// The System modal a feature modal shows, or nil for another case.
    static func systemModal(of modal: Modal) -> SystemModal?
}
