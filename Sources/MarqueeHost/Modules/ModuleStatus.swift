import MarqueeNavigation

/// A module as the host sees it after start-up: who it is, where it came from, and whether
/// it runs.
public struct ModuleStatus: Hashable, Sendable, CustomStringConvertible {
    public let id: FeatureID
    public let name: String
    public let version: String
    public let origin: ModuleOrigin
    public let state: ModuleState

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

/// Where a module comes from.
public enum ModuleOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Compiled into the executable.
    case builtIn
    /// An external plugin loaded from a shared library.
    case external(path: String)

    public var description: String {
        switch self {
        case .builtIn: "built-in"
        case .external(let path): "external \(path)"
        }
    }
}

/// Whether a module runs.
public enum ModuleState: Hashable, Sendable, CustomStringConvertible {
    case active
    /// Nothing of the module is installed; `reason` says why.
    case disabled(ModuleProblem)

    /// The reason the module is disabled, if it is.
    public var problem: ModuleProblem? {
        if case .disabled(let problem) = self { problem } else { nil }
    }

    public var description: String {
        switch self {
        case .active: "active"
        case .disabled(let problem): "disabled: \(problem)"
        }
    }
}
