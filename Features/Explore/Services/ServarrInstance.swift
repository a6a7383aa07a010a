import MarqueeNavigation

/// One configured instance of a service, as Explore sees it: a name, its service and what
/// Explore asks of it (``ExploreSource``). Each service makes its instances in its own folder
/// (`ServarrInstance.radarr(_:_:)` in `Explore/Radarr/`).
public struct ServarrInstance: Sendable {
    /// The instance's configured name (for example `demo` or `nas`).
    public let name: String
    /// Its service.
    public let service: ServarrService
    /// What Explore asks of it: searches, the upcoming list, the queue, hand-offs.
    public let source: any ExploreSource

    /// Creates an instance.
    public init(name: String, service: ServarrService, source: any ExploreSource) {
        self.name = name
        self.service = service
        self.source = source
    }

    /// The service and the instance name, as rows and error lines show it (`Radarr demo`).
    public var label: String { "\(service.title) \(name)" }
}

/// A kind of server Explore searches; each service declares its value in its own folder
/// (`ServarrService.radarr` in `Explore/Radarr/`).
public struct ServarrService: Hashable, Sendable {
    /// The service's module (and configuration key), lowercase: its titles open there.
    public let rawValue: String

    /// A service whose module's feature id is `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The module that shows the service's titles.
    public var feature: FeatureID { FeatureID(rawValue) }

    /// The service's name as people write it.
    public var title: String { rawValue.capitalized }
}
