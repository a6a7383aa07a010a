import MarqueeNavigation

/// Who a feature module is: its id, name, version, the host API it needs, and its tab.
public struct ModuleManifest: Hashable, Sendable {
    /// The feature id; every route type of the module must use it as its ``Route/feature``.
    public var id: FeatureID
    /// The name shown in the tab bar, `marquee plugins` and error messages.
    public var displayName: String
    /// The module's own version, free-form (`1.2.0`).
    public var version: String
    /// The host API version the module is written against.
    public var requiredHostAPI: HostAPIVersion
    /// The module's tab, if it has one (its root route is registered with
    /// ``ModuleRegistrar/tabRoot(_:)``).
    public var tab: ModuleTab?

    /// Describes a module.
    public init(
        id: FeatureID, displayName: String, version: String,
        requiredHostAPI: HostAPIVersion = .current, tab: ModuleTab? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.version = version
        self.requiredHostAPI = requiredHostAPI
        self.tab = tab
    }
}
