import MarqueeNavigation

/// What other features may ask of the Settings module, without importing it.
///
/// Resolve with `context.router(SettingsRouting.self)`; `nil` when Settings is absent or disabled.
@MainActor
public protocol SettingsRouting: AnyObject {
    /// Shows the list of configured service instances.
    func showInstances() throws(NavigationError)
    /// Starts the first-run onboarding flow.
    func startOnboarding() throws(NavigationError)
}
