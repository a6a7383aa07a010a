import MarqueeNavigation

/// What a ``HostExtension`` adds to a host after the built-in modules.
extension ModuleHost {
    /// Registers the route type `type` (owned by its feature) and the factory that makes its
    /// screens: its entries are written to snapshots and journals and get screens like a
    /// module's.
    public func addRouteType<R: Route>(_ type: R.Type, makeScreen: @escaping DestinationFactory) {
        routeRegistry.register(type)
        factories[ObjectIdentifier(type)] = (R.feature, makeScreen)
    }

    /// Adds a module found at run time (an external plugin), listed in ``modules`` with
    /// `status`. An active one gets `links` when every pattern is free — taken neither by
    /// another module nor twice by this one — and is listed disabled with the conflict
    /// otherwise. Returns the status it was listed with.
    @discardableResult
    public func addModule(_ status: ModuleStatus, links: [DeepLink] = []) -> ModuleStatus {
        guard status.isActive, !links.isEmpty else {
            modules.append(status)
            return status
        }
        let kind = status.origin == .builtIn ? "module" : "plugin"
        let owner = "\(kind) '\(status.name)' (\(status.id))"
        var added: [String: String] = [:]
        for link in links {
            let shape = HostRegistry.shape(of: link.pattern)
            let conflict = shapes[shape] ?? added[shape].map { (pattern: $0, owner: "the same \(kind)") }
            if let conflict {
                let disabled = ModuleStatus(
                    id: status.id, name: status.name, version: status.version, origin: status.origin,
                    state: .disabled(.conflictingPattern(link.pattern.text, conflictsWith: conflict.pattern, owner: conflict.owner)))
                modules.append(disabled)
                return disabled
            }
            added[shape] = link.pattern.text
        }
        for link in links {
            try? deepLinks.register(link)
            routeGraph.links.append(
                RouteGraph.LinkNode(pattern: link.pattern.text, owner: status.id, routeType: link.routeType, summary: link.summary))
            if let type = link.routeType, !routeGraph.routes.contains(where: { $0.type == type }) {
                routeGraph.routes.append(RouteGraph.RouteNode(type: type, owner: link.feature, kind: .screen))
            }
        }
        for (shape, pattern) in added { shapes[shape] = (pattern, owner) }
        coordinator.deepLinks = deepLinks
        modules.append(status)
        return status
    }

    /// Disables the module `id` found at run time (a plugin that stopped answering): its links
    /// stay, so its screens open and say why. Tells ``onModulesChange``.
    public func disableModule(_ id: FeatureID, because problem: ModuleProblem) {
        guard let index = modules.firstIndex(where: { $0.id == id && $0.origin != .builtIn }) else { return }
        let old = modules[index]
        modules[index] = ModuleStatus(id: old.id, name: old.name, version: old.version, origin: old.origin, state: .disabled(problem))
        onModulesChange?(modules)
    }
}
