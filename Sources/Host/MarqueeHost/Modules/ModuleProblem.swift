import MarqueeNavigation

/// Why the host disabled a module at start-up. Every case reads as a sentence.
public enum ModuleProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another module already uses the feature id.
    case duplicateFeatureID(FeatureID, takenBy: String)
    /// The module needs a newer (or different major) host API.
    case hostAPIMismatch(required: HostAPIVersion, offered: HostAPIVersion)
    /// A registered route type belongs to another feature.
    case foreignRouteType(RouteTypeID, moduleFeature: FeatureID)
    /// The same route type was registered twice.
    case duplicateRouteType(RouteTypeID)
    /// A route type that is used (declared, linked, a tab root) has no destination factory.
    case missingDestination(RouteTypeID)
    /// The manifest declares a tab but no tab root route was registered.
    case tabWithoutRoot
    /// A deep-link pattern could not be parsed.
    case invalidPattern(pattern: String, reason: String)
    /// A deep-link pattern is the same as, or matches exactly the same links as, another.
    case conflictingPattern(String, conflictsWith: String, owner: String)
    /// A key command is already bound in the same scope.
    case conflictingKey(String, scope: String, owner: String)
    /// The key selecting the module's tab already selects another module's tab.
    case conflictingTabKey(Character, owner: String)
    /// A routing protocol is already provided by another module.
    case duplicateRouter(String, providedBy: String)
    /// A required service is neither in the container nor provided by an active module.
    case missingService(String)
    /// A required routing protocol is not provided by an active module.
    case missingRouter(String)
    /// ``FeatureModule/register(with:)`` threw.
    case registrationFailed(String)
    /// An external plugin could not be loaded.
    case pluginRejected(String)
    /// An external plugin crashed, blocked past its deadline or flooded the host while the
    /// app ran; its runner was stopped (the reason says which).
    case pluginUnresponsive(String)

    public var description: String {
        switch self {
        case .duplicateFeatureID(let id, let owner): "feature id '\(id)' is already used by \(owner)"
        case .hostAPIMismatch(let required, let offered):
            "needs host API \(required), this host offers \(offered)"
        case .foreignRouteType(let type, let feature):
            "route type \(type.name) belongs to feature '\(type.feature)', not '\(feature)'"
        case .duplicateRouteType(let type): "route type \(type) is registered twice"
        case .missingDestination(let type): "route type \(type) has no destination factory"
        case .tabWithoutRoot: "declares a tab but registers no tab root route"
        case .invalidPattern(let pattern, let reason): "invalid deep-link pattern '\(pattern)': \(reason)"
        case .conflictingPattern(let pattern, let other, let owner):
            pattern == other
                ? "deep-link pattern \(pattern) is already registered by \(owner)"
                : "deep-link pattern \(pattern) is ambiguous with \(other) registered by \(owner)"
        case .conflictingKey(let key, let scope, let owner): "key '\(key)' (\(scope)) is already bound by \(owner)"
        case .conflictingTabKey(let key, let owner): "tab key '\(key)' already selects the tab of \(owner)"
        case .duplicateRouter(let name, let owner): "routing protocol \(name) is already provided by \(owner)"
        case .missingService(let name): "requires service \(name), which nothing provides"
        case .missingRouter(let name): "requires routing protocol \(name), which no active module provides"
        case .registrationFailed(let message): "registration failed: \(message)"
        case .pluginRejected(let message): message
        case .pluginUnresponsive(let reason): "unresponsive: \(reason)"
        }
    }
}
