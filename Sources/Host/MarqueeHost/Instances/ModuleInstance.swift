import MarqueeNavigation

/// One instance a feature module runs against: a second Radarr server, say. The host keeps a
/// navigation stack (a tab) per instance and gives the screens of that stack the instance's
/// services.
///
/// ```swift
/// let fourK = ServiceContainer(parent: services)
/// fourK.register(RadarrRepository.self, RadarrRepository(configuration: fourKConfiguration))
/// let host = ModuleHost(modules: [RadarrModule()], services: services, instances: [
///     ModuleInstance(feature: "radarr", name: "home", services: home),
///     ModuleInstance(feature: "radarr", name: "4k", services: fourK),
/// ])
/// ```
///
/// A feature's instances are listed in display order; the first is its default: links that
/// name no instance (`/radarr/movie/12`) and snapshots written before instances existed show
/// on it.
@MainActor
public struct ModuleInstance {
    /// The feature module that runs against the instance.
    public let feature: FeatureID
    /// The instance's name, unique per feature (`4k`); it names the instance in links
    /// (`/radarr/4k/movie/12`) and in the tab (`Radarr · 4k`).
    public let name: String
    /// What the instance's screens resolve: usually a container over the host's services that
    /// holds the instance's repository.
    public let services: ServiceContainer

    /// Describes an instance.
    public init(feature: FeatureID, name: String, services: ServiceContainer) {
        self.feature = feature
        self.name = name
        self.services = services
    }
}
