import MarqueeApp
import MarqueeHost

/// The feature modules compiled into `marquee`, in tab order of no importance (tabs sort by
/// their manifest's `order`).
///
/// This is the one place feature modules are wired in. To add one (e.g. `Plugins/Radarr`'s
/// `RadarrModule`): add its target to the `marquee` executable's dependencies in
/// `Package.swift`, import it here, register the services it requires in `services` (built
/// from `configuration`, e.g. a repository per Radarr instance), and append it to the array.
/// The host validates them together; a failing module is disabled with a reason and shows in
/// `marquee plugins` and on the About screen.
///
/// - Parameters:
///   - configuration: The loaded configuration (an empty one when there is no file).
///   - services: The host's service container; register what the modules require here.
@MainActor
func builtInModules(configuration: Configuration, services: ServiceContainer) -> [any FeatureModule] {
    [AboutModule()]
}
