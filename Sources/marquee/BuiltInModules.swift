import MarqueeApp
import MarqueeHost
import RadarrAPI
import RadarrFeature
import ServarrCore
import SettingsFeature
import SonarrAPI
import SonarrFeature

/// The feature modules compiled into `marquee`, in tab order of no importance (tabs sort by
/// their manifest's `order`).
///
/// This is the one place feature modules are wired in. To add one (e.g. `Plugins/Radarr`'s
/// `RadarrModule`): add its target to the `marquee` executable's dependencies in
/// `Package.swift`, import it here, register the services it requires in `services` (built
/// from `configuration`, e.g. a repository per Radarr instance), and append it to the array.
/// The host validates them together; a failing module is disabled with a reason and shows in
/// `marquee plugins` and on Settings › Plugins.
///
/// - Parameters:
///   - configuration: The loaded configuration (an empty one when there is no file).
///   - services: The host's service container; register what the modules require here.
@MainActor
func builtInModules(configuration: Configuration, services: ServiceContainer) -> [any FeatureModule] {
    var modules: [any FeatureModule] = [SettingsModule()]
    // One repository per service: the first configured instance of each kind.
    if let radarr = configuration.instances(of: .radarr).first {
        services.register(RadarrRepository.self, RadarrRepository(configuration: serviceConfiguration(for: radarr)))
        modules.append(RadarrModule())
    }
    if let sonarr = configuration.instances(of: .sonarr).first {
        services.register(SonarrRepository.self, SonarrRepository(configuration: serviceConfiguration(for: sonarr)))
        modules.append(SonarrModule())
    }
    return modules
}

/// The connection settings of a configured instance (the API key leaves its `Secret` only here).
private func serviceConfiguration(for instance: ServiceInstance) -> ServiceConfiguration {
    ServiceConfiguration(baseURL: instance.url, apiKey: instance.apiKey.reveal(), headers: instance.headers)
}
