/// Every configured Radarr and Sonarr instance, in configuration order: the service the
/// Explore module requires.
///
/// The app registers it from the configuration, reusing the repository object it gives each
/// instance of the Radarr, Sonarr and Lidarr modules (`ModuleInstance`), so that Explore can
/// tell which results those modules can open, and on which instance:
///
/// ```swift
/// services.register(ServarrInstances.self, ServarrInstances([.radarr("demo", radarr), .sonarr("demo", sonarr)]))
/// ```
public struct ServarrInstances: Sendable {
    /// The instances, Radarr and Sonarr mixed, in configuration order.
    public let all: [ServarrInstance]

    /// Creates the list.
    public init(_ all: [ServarrInstance]) {
        self.all = all
    }
}
