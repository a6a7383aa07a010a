import ExploreFeature
import LidarrAPI
import LidarrFeature
import MarqueeApp
import MarqueeHost
import MarqueeNavigation
import RadarrAPI
import RadarrFeature
import ServarrCore
import SettingsFeature
import SonarrAPI
import SonarrFeature

/// The feature modules compiled into `marquee`, in tab order of no importance (tabs sort by
/// their manifest's `order`), and the instances they run against.
///
/// This is the one place feature modules are wired in. To add one (e.g. `Features/Radarr`'s
/// `RadarrModule`): add its target to the `marquee` executable's dependencies in
/// `Package.swift`, import it here, register the services it requires in `services` (built
/// from `configuration`, e.g. a repository per Radarr instance), and append it to the array.
/// The host validates them together; a failing module is disabled with a reason and shows in
/// `marquee plugins` and on Settings › Plugins.
///
/// Every configured Radarr, Sonarr and Lidarr instance becomes a ``ModuleInstance`` of its
/// module: a container over `services` holding that instance's repository. The first of each
/// kind (the default) is also registered in `services` itself, which the module requires.
///
/// - Parameters:
///   - configuration: The loaded configuration (an empty one when there is no file).
///   - services: The host's service container; register what the modules require here.
@MainActor
func builtInModules(configuration: Configuration, services: ServiceContainer) -> (modules: [any FeatureModule], instances: [ModuleInstance]) {
    var modules: [any FeatureModule] = [SettingsModule()]
    var moduleInstances: [ModuleInstance] = []
    // One repository per configured instance; Explore searches them all (and is left out when there are none).
    let instances = servarrInstances(configuration)
    for instance in instances.all {
        let scoped = ServiceContainer(parent: services)
        /// Registers the instance's repository in its container, and the first of its kind (the
        /// default) in `services` too, with its module.
        func add<Repository>(
            _ type: Repository.Type, _ repository: Repository, of feature: FeatureID, module: @autoclosure () -> any FeatureModule
        ) -> FeatureID {
            scoped.register(type, repository)
            if services.resolve(type) == nil {
                services.register(type, repository)
                modules.append(module())
            }
            return feature
        }
        let feature =
            switch instance.connection {
            case .radarr(let repository): add(RadarrRepository.self, repository, of: RadarrRoute.feature, module: RadarrModule())
            case .sonarr(let repository): add(SonarrRepository.self, repository, of: SonarrRoute.feature, module: SonarrModule())
            case .lidarr(let repository): add(LidarrRepository.self, repository, of: LidarrRoute.feature, module: LidarrModule())
            }
        moduleInstances.append(ModuleInstance(feature: feature, name: instance.name, services: scoped))
    }
    if !instances.all.isEmpty {
        services.register(ServarrInstances.self, instances)
        modules.append(ExploreModule())
    }
    return (modules, moduleInstances)
}

/// The feature ids of every built-in module, whether or not the configuration enables it: no
/// external plugin may take one.
let builtInFeatureIDs: Set<FeatureID> = [
    SettingsRoute.feature, RadarrRoute.feature, SonarrRoute.feature, LidarrRoute.feature, ExploreRoute.feature,
]

/// Every configured Radarr, Sonarr and Lidarr instance with its repository, in configuration order.
private func servarrInstances(_ configuration: Configuration) -> ServarrInstances {
    ServarrInstances(
        configuration.instances.map { instance in
            switch instance.kind {
            case .radarr: .radarr(instance.name, RadarrRepository(configuration: serviceConfiguration(for: instance)))
            case .sonarr: .sonarr(instance.name, SonarrRepository(configuration: serviceConfiguration(for: instance)))
            case .lidarr: .lidarr(instance.name, LidarrRepository(configuration: serviceConfiguration(for: instance)))
            }
        })
}

/// The connection settings of a configured instance.
private func serviceConfiguration(for instance: ServiceInstance) -> ServiceConfiguration {
    instance.serviceConfiguration()
}
