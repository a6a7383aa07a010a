import Foundation
import MarqueeExternalPlugins
import MarqueeNavigation

extension ModuleHost {
    /// The loaded plugin with this id, if its links were registered (it may have become
    /// unresponsive since: see ``pluginFault(_:)``).
    public func plugin(_ id: String) -> IsolatedPlugin? { plugins[id] }

    /// Why the plugin was stopped while the app ran, or nil.
    public func pluginFault(_ id: String) -> String? {
        guard let status = modules.first(where: { $0.id.rawValue == id && $0.origin != .builtIn }),
            case .disabled(.pluginUnresponsive(let reason)) = status.state
        else { return nil }
        return reason
    }

    /// Stops every plugin runner (killed and reaped); later plugin calls fail.
    public func stopPlugins() {
        pluginSupervisor?.stopAll()
    }

    /// Loads every plugin of `directory`, each in its own runner process (reserving the
    /// modules' feature ids and ``HostConfiguration/reservedFeatureIDs``), registers the links of each plugin whose patterns are free, and
    /// lists every file in ``modules``. Start-up waits at most the load deadline.
    func loadPlugins(from directory: URL) {
        defer { coordinator.deepLinks = deepLinks }
        let reservedFeatures = modules.map(\.id) + configuration.reservedFeatureIDs + [PluginRoute.feature]
        let reserved = Set(reservedFeatures.map { PluginID($0.rawValue) })
        let (supervisor, results) = PluginSupervisor.launch(
            directory: directory, runner: configuration.pluginRunner ?? PluginRunner.locate(), host: bridge,
            claims: FeatureClaims(reserving: reserved), limits: configuration.pluginLimits,
            onFault: { [weak self] plugin, fault in
                Task { @MainActor in self?.pluginDidFault(plugin, fault) }
            })
        pluginSupervisor = supervisor
        pluginLoadResults = results
        var registeredPluginRoute = false
        for result in pluginLoadResults {
            guard let plugin = result.plugin else {
                let name = result.file.lastPathComponent
                let problem: ModuleProblem =
                    if case .unresponsive(let fault)? = result.error {
                        .pluginUnresponsive(fault.description)
                    } else {
                        .pluginRejected(result.error?.description ?? "rejected")
                    }
                modules.append(
                    ModuleStatus(
                        id: FeatureID(name), name: name, version: "-", origin: .external(path: result.file.path), state: .disabled(problem)))
                continue
            }
            let manifest = plugin.manifest
            let id = manifest.id.rawValue
            let status = { (state: ModuleState) in
                ModuleStatus(
                    id: FeatureID(id), name: manifest.name, version: manifest.version,
                    origin: .external(path: plugin.file.path), state: state)
            }
            var links: [DeepLink] = []
            var problem: ModuleProblem?
            var pluginShapes: [String: String] = [:]
            for route in manifest.routes {
                let screen = route.screen
                do {
                    let link = try DeepLink(
                        route.pattern, summary: "\(manifest.name): \(manifest.screen(screen)?.title ?? screen)", route: PluginRoute.self,
                        destination: { parameters in
                            NavigationDestination(stack: [PluginRoute(plugin: id, screen: screen, parameters: parameters.values)])
                        },
                        parameters: { route in route.plugin == id && route.screen == screen ? route.parameters : nil })
                    let shape = HostRegistry.shape(of: link.pattern)
                    if let other = shapes[shape] {
                        problem = .conflictingPattern(route.pattern, conflictsWith: other.pattern, owner: other.owner)
                        break
                    }
                    if let other = pluginShapes[shape] {
                        problem = .conflictingPattern(route.pattern, conflictsWith: other, owner: "the same plugin")
                        break
                    }
                    pluginShapes[shape] = route.pattern
                    links.append(link)
                } catch {
                    problem = .invalidPattern(pattern: route.pattern, reason: error.description)
                    break
                }
            }
            if let problem {
                modules.append(status(.disabled(problem)))
                continue
            }
            for link in links {
                try? deepLinks.register(link)
                routeGraph.links.append(
                    RouteGraph.LinkNode(
                        pattern: link.pattern.text, owner: FeatureID(id), routeType: PluginRoute.routeTypeID, summary: link.summary))
            }
            for (shape, pattern) in pluginShapes { shapes[shape] = (pattern, "plugin '\(manifest.name)' (\(id))") }
            plugins[id] = plugin
            modules.append(status(.active))
            registeredPluginRoute = true
        }
        if registeredPluginRoute {
            routeGraph.routes.append(RouteGraph.RouteNode(type: PluginRoute.routeTypeID, owner: PluginRoute.feature, kind: .screen))
        }
    }

    /// Marks a plugin that crashed, blocked or flooded as unresponsive (its links stay, so
    /// its screens open and show why), logs it, and tells ``onModulesChange``.
    func pluginDidFault(_ plugin: PluginID, _ fault: PluginFault) {
        guard let index = modules.firstIndex(where: { $0.id.rawValue == plugin.rawValue && $0.origin != .builtIn }) else { return }
        let old = modules[index]
        modules[index] = ModuleStatus(
            id: old.id, name: old.name, version: old.version, origin: old.origin,
            state: .disabled(.pluginUnresponsive(fault.description)))
        configuration.pluginLog?(.error, "unresponsive: \(fault)", plugin)
        onModulesChange?(modules)
    }

    /// Makes plugin screens: a screen model over the plugin's declarative screen, or a
    /// placeholder when the plugin is gone (a restored snapshot from another set-up).
    func installPluginScreenFactory() {
        factories[ObjectIdentifier(PluginRoute.self)] = (
            PluginRoute.feature,
            { [unowned self] route, _ in
                let route = route.as(PluginRoute.self)!
                return PluginScreen(route: route, plugin: self.plugins[route.plugin], host: self)
            }
        )
    }

    /// Applies the navigation requests plugins made (push, present, dismiss). Called after
    /// every plugin action the host makes, and on the main actor for requests from other
    /// threads; a shell may also call it once per run-loop turn.
    public func processPluginRequests() {
        for request in bridge.takeRequests() {
            do {
                switch request {
                case .navigate(let url, _):
                    let destination = try deepLinks.resolve(url)
                    if let route = destination.focusedRoute { try coordinator.push(route) }
                case .present(let url, let plugin):
                    let destination = try deepLinks.resolve(url)
                    if let route = destination.focusedRoute {
                        let presentation = try coordinator.present(route)
                        pluginModals[plugin.rawValue, default: []].append(presentation.modalID)
                    }
                case .dismiss(let plugin):
                    var presented = pluginModals[plugin.rawValue] ?? []
                    while let last = presented.popLast() {
                        if coordinator.depth(of: last) != nil {
                            try coordinator.dismiss(last)
                            break
                        }
                    }
                    pluginModals[plugin.rawValue] = presented
                }
            } catch {
                let plugin: PluginID =
                    switch request {
                    case .navigate(_, let plugin), .present(_, let plugin), .dismiss(let plugin): plugin
                    }
                configuration.pluginLog?(.warning, "request \(request) failed: \(error)", plugin)
            }
        }
    }
}
