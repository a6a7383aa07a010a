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
    var modules: [any FeatureModule] = [SettingsModule(kinds: serviceKinds)]
    var moduleInstances: [ModuleInstance] = []
    // One repository per configured instance; Explore searches them all (and is left out when there are none).
    var instances: [ServarrInstance] = []
    for instance in configuration.instances {
        let scoped = ServiceContainer(parent: services)
        /// Registers the instance's repository in its container, and the first of its kind (the
        /// default) in `services` too, with its module; Explore sees it as `explore`.
        func add<Repository>(
            _ repository: Repository, of feature: FeatureID, module: @autoclosure () -> any FeatureModule,
            explore: (String, Repository) -> ServarrInstance
        ) {
            scoped.register(Repository.self, repository)
            if services.resolve(Repository.self) == nil {
                services.register(Repository.self, repository)
                modules.append(module())
            }
            instances.append(explore(instance.name, repository))
            moduleInstances.append(ModuleInstance(feature: feature, name: instance.name, services: scoped))
        }
        let settings = instance.serviceConfiguration()
        switch instance.kind {
        case .radarr: add(RadarrRepository(configuration: settings), of: RadarrRoute.feature, module: RadarrModule(), explore: ServarrInstance.radarr)
        case .sonarr: add(SonarrRepository(configuration: settings), of: SonarrRoute.feature, module: SonarrModule(), explore: ServarrInstance.sonarr)
        case .lidarr: add(LidarrRepository(configuration: settings), of: LidarrRoute.feature, module: LidarrModule(), explore: ServarrInstance.lidarr)
        default: break  // the configuration file lists only the kinds below
        }
    }
    if !instances.isEmpty {
        services.register(ServarrInstances.self, ServarrInstances(instances))
        modules.append(ExploreModule())
    }
    return (modules, moduleInstances)
}

/// How Settings' connection test and the start-up check reach each kind of server.
let serviceProbes: [ServiceProbe] = [.radarr, .sonarr, .lidarr]

/// The kinds of server this build runs, in the order the configuration file, Settings and
/// the CLI list them: one top-level key of the configuration file each.
let serviceKinds: [ServiceKind] = serviceProbes.map(\.kind)

/// The feature ids of every built-in module, whether or not the configuration enables it: no
/// external plugin may take one.
let builtInFeatureIDs: Set<FeatureID> = [
    SettingsRoute.feature, RadarrRoute.feature, SonarrRoute.feature, LidarrRoute.feature, ExploreRoute.feature,
]
