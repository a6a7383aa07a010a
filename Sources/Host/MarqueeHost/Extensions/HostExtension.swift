import MarqueeNavigation

/// Adds to a ``ModuleHost``, at start-up, modules only known at run time — the external
/// plugins of `MarqueePluginHosting` — without the host depending on how they are loaded.
///
/// ```swift
/// let plugins = PluginHosting(configuration: PluginHostingConfiguration(directory: url))
/// let host = ModuleHost(modules: modules, configuration: HostConfiguration(extensions: [plugins]))
/// ```
///
/// The host calls ``hostDidStart(_:)`` once, at the end of its start-up (the modules are
/// registered, the tab roots pushed and the modules' guards installed). The extension adds
/// what it found with ``ModuleHost/addRouteType(_:makeScreen:)``,
/// ``ModuleHost/addModule(_:links:)`` and ``ModuleHost/disableModule(_:because:)``.
@MainActor
public protocol HostExtension: AnyObject, Sendable {
    /// Feature ids no feature module may take (the extension's own route types use them).
    var reservedFeatureIDs: Set<FeatureID> { get }

    /// Adds the extension's modules, routes and links to `host`; called once, at the end of
    /// the host's start-up.
    func hostDidStart(_ host: ModuleHost)
}
