/// Handing a title over to the module that owns it, through its routing protocol: show it in
/// its library, or start adding it. Each service names its own hand-offs in its folder
/// (`HandOff.showMovie(id:)` in `Explore/Radarr/`).
public struct HandOff: Hashable, Sendable {
    /// What the owning module is asked to do.
    public enum Action: Hashable, Sendable {
        /// Show a title of the library.
        case show(id: Int)
        /// Start the add flow for a title of the service's catalogue.
        case add(CatalogueID)
    }

    /// The service whose module performs it.
    public var service: ServarrService
    /// What it asks.
    public var action: Action

    /// A hand-off of `action` to `service`'s module.
    public init(service: ServarrService, action: Action) {
        self.service = service
        self.action = action
    }

    /// The key hint: "open in Radarr", "add to Sonarr".
    public var title: String {
        switch action {
        case .show: "open in \(service.title)"
        case .add: "add to \(service.title)"
        }
    }
}
