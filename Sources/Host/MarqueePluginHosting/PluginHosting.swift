import Foundation
import MarqueeExternalPlugins
import MarqueeHost
import MarqueeNavigation

/// The external plugins of a ``ModuleHost``: loads each file of the plugins folder in its own
/// runner process, adds every plugin whose links are free to the host as a module (with
/// ``PluginRoute`` screens), applies the navigation plugins ask for, and marks a plugin that
/// stops answering as unresponsive.
///
/// ```swift
/// let plugins = PluginHosting(configuration: PluginHostingConfiguration(directory: pluginsURL))
/// let host = ModuleHost(modules: modules, configuration: HostConfiguration(extensions: [plugins]))
/// defer { plugins.stopAll() }
/// ```
///
/// It serves one host: the first it is started with.
@MainActor
public final class PluginHosting: HostExtension {
    /// Where plugins come from and what they are held to.
    public let configuration: PluginHostingConfiguration
    /// The outcome of loading each file of the plugins folder (each in its own runner).
    public private(set) var loadResults: [PluginLaunchResult] = []
    /// Runs the plugins out of process; nil until started with a plugins folder.
    public private(set) var supervisor: PluginSupervisor?
    private weak var host: ModuleHost?
    private var plugins: [String: IsolatedPlugin] = [:]
    private var presentedModals: [String: [ModalID]] = [:]
    let bridge: PluginBridge

    /// Plugins as `configuration` says; they load when the host starts.
    public init(configuration: PluginHostingConfiguration) {
        self.configuration = configuration
        bridge = PluginBridge(log: configuration.log, settings: configuration.settings)
    }

    /// ``PluginRoute/feature``: no module may take it.
    public var reservedFeatureIDs: Set<FeatureID> { [PluginRoute.feature] }

    /// Registers ``PluginRoute`` and its screens, loads the plugins (start-up waits at most
    /// the load deadline), and connects the plugins' navigation requests to `host`.
    public func hostDidStart(_ host: ModuleHost) {
        guard self.host == nil else { return }
        self.host = host
        // A screen model over the plugin's declarative screen, or a placeholder when the
        // plugin is gone (a restored snapshot from another set-up).
        host.addRouteType(PluginRoute.self) { [weak self] route, _ in
            let route = route.as(PluginRoute.self)!
            return PluginTerminalScreen(model: PluginScreen(route: route, plugin: self?.plugins[route.plugin], hosting: self))
        }
        if let directory = configuration.directory { load(from: directory, into: host) }
        bridge.connect(deepLinks: host.deepLinks) { [weak self] in
            Task { @MainActor in self?.processRequests() }
        }
    }

    /// The loaded plugin with this id, if its links were registered (it may have become
    /// unresponsive since: see ``fault(of:)``).
    public func plugin(_ id: String) -> IsolatedPlugin? { plugins[id] }

    /// Why the plugin was stopped while the app ran, or nil.
    public func fault(of id: String) -> String? {
        guard let status = host?.modules.first(where: { $0.id.rawValue == id && $0.origin != .builtIn }),
            case .disabled(.pluginUnresponsive(let reason)) = status.state
        else { return nil }
        return reason
    }

    /// Stops every plugin runner (killed and reaped); later plugin calls fail.
    public func stopAll() {
        supervisor?.stopAll()
    }

    /// Applies the navigation requests plugins made (push, present, dismiss). Called after
    /// every plugin action a screen makes, and on the main actor for requests from other
    /// threads; a shell may also call it once per run-loop turn.
    public func processRequests() {
        guard let host else { return }
        let coordinator = host.coordinator
        for request in bridge.takeRequests() {
            do {
                switch request {
                case .navigate(let url, _):
                    let destination = try host.deepLinks.resolve(url)
                    if let route = destination.focusedRoute { try coordinator.push(route) }
                case .present(let url, let plugin):
                    let destination = try host.deepLinks.resolve(url)
                    if let route = destination.focusedRoute {
                        let presentation = try coordinator.present(route)
                        presentedModals[plugin.rawValue, default: []].append(presentation.modalID)
                    }
                case .dismiss(let plugin):
                    var presented = presentedModals[plugin.rawValue] ?? []
                    while let last = presented.popLast() {
                        if coordinator.depth(of: last) != nil {
                            try coordinator.dismiss(last)
                            break
                        }
                    }
                    presentedModals[plugin.rawValue] = presented
                }
            } catch {
                let plugin: PluginID =
                    switch request {
                    case .navigate(_, let plugin), .present(_, let plugin), .dismiss(let plugin): plugin
                    }
                configuration.log?(.warning, "request \(request) failed: \(error)", plugin)
            }
        }
    }

    /// The host's tasks, which plugin screens track their actions with.
    var tasks: TaskTracker? { host?.tasks }

    /// Loads every plugin of `directory`, each in its own runner process (reserving the
    /// modules' feature ids and ``PluginHostingConfiguration/reservedFeatureIDs``), adds each
    /// plugin whose patterns are free to `host`, and lists every file in its modules.
    private func load(from directory: URL, into host: ModuleHost) {
        let reservedFeatures = host.modules.map(\.id) + configuration.reservedFeatureIDs + [PluginRoute.feature]
        let reserved = Set(reservedFeatures.map { PluginID($0.rawValue) })
        let (supervisor, results) = PluginSupervisor.launch(
            directory: directory, runner: configuration.runner ?? PluginRunner.locate(), host: bridge,
            claims: FeatureClaims(reserving: reserved), limits: configuration.limits,
            onFault: { [weak self] plugin, fault in
                Task { @MainActor in self?.pluginDidFault(plugin, fault) }
            })
        self.supervisor = supervisor
        loadResults = results
        for result in results {
            guard let plugin = result.plugin else {
                let name = result.file.lastPathComponent
                let problem: ModuleProblem =
                    if case .unresponsive(let fault)? = result.error {
                        .pluginUnresponsive(fault.description)
                    } else {
                        .pluginRejected(result.error?.description ?? "rejected")
                    }
                host.addModule(
                    ModuleStatus(id: FeatureID(name), name: name, version: "-", origin: .external(path: result.file.path), state: .disabled(problem)))
                continue
            }
            let manifest = plugin.manifest
            let status = { (state: ModuleState) in
                ModuleStatus(
                    id: FeatureID(manifest.id.rawValue), name: manifest.name, version: manifest.version,
                    origin: .external(path: plugin.file.path), state: state)
            }
            switch Self.links(of: manifest) {
            case .failure(let problem):
                host.addModule(status(.disabled(problem)))
            case .success(let links):
                if host.addModule(status(.active), links: links).isActive { plugins[manifest.id.rawValue] = plugin }
            }
        }
    }

    /// The deep links of a plugin's routes, or the problem with the first pattern that does
    /// not parse.
    private static func links(of manifest: PluginManifest) -> Result<[DeepLink], ModuleProblem> {
        let id = manifest.id.rawValue
        var links: [DeepLink] = []
        for route in manifest.routes {
            let screen = route.screen
            do {
                links.append(
                    try DeepLink(
                        route.pattern, summary: "\(manifest.name): \(manifest.screen(screen)?.title ?? screen)", route: PluginRoute.self,
                        destination: { parameters in
                            NavigationDestination(stack: [PluginRoute(plugin: id, screen: screen, parameters: parameters.values)])
                        },
                        parameters: { route in route.plugin == id && route.screen == screen ? route.parameters : nil }))
            } catch {
                return .failure(.invalidPattern(pattern: route.pattern, reason: error.description))
            }
        }
        return .success(links)
    }

    /// Marks a plugin that crashed, blocked or flooded as unresponsive (its links stay, so
    /// its screens open and show why) and logs it.
    private func pluginDidFault(_ plugin: PluginID, _ fault: PluginFault) {
        guard let host, host.modules.contains(where: { $0.id.rawValue == plugin.rawValue && $0.origin != .builtIn }) else { return }
        host.disableModule(FeatureID(plugin.rawValue), because: .pluginUnresponsive(fault.description))
        configuration.log?(.error, "unresponsive: \(fault)", plugin)
    }
}
