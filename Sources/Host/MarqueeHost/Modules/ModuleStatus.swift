import MarqueeNavigation

/// A module as the host sees it after start-up: who it is, where it came from, and whether
/// it runs.
public struct ModuleStatus: Hashable, Sendable, CustomStringConvertible {
    /// The feature id (for a rejected plugin file, its file name).
    public let id: FeatureID
    /// The display name.
    public let name: String
    /// The module's own version.
    public let version: String
    /// Built in, or loaded from a file.
    public let origin: ModuleOrigin
    /// Active, or disabled with the reason.
    public let state: ModuleState

    /// Creates a status.
    public init(id: FeatureID, name: String, version: String, origin: ModuleOrigin, state: ModuleState) {
        self.id = id
        self.name = name
        self.version = version
        self.origin = origin
        self.state = state
    }

    /// Whether the module's routes, links, keys and routers are installed.
    public var isActive: Bool { state == .active }

    /// One line for `marquee plugins`, e.g. `radarr 1.0.0 (built-in): active`.
    public var description: String { "\(id) \(version) (\(origin)): \(state)" }
}
