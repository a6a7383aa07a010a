import MarqueeNavigation

/// Runs every module's registration, validates the merged registry, and builds the tables
/// of the active modules. A module that fails a check is disabled with the reason; the
/// others run.
///
/// Checks, per module in order: feature id unique (and not reserved by the host), host API
/// version supported, registration does not throw, deep-link patterns parse, route types
/// belong to the module's feature and are registered once, every used route type (declared,
/// linked, tab root) has a destination factory, a declared tab has a root, patterns are
/// neither duplicate nor ambiguous with an accepted module's, key commands and routing
/// protocols and the tab key are not already taken. Then, until nothing changes: required services (in the
/// container or provided by an active module) and required routing protocols exist.
@MainActor
struct RegistryValidator {
    let hostAPI: HostAPIVersion
    let scheme: String
    let reservedIDs: Set<FeatureID>

    private struct Candidate {
        let manifest: ModuleManifest
        var registrar: ModuleRegistrar?
        var problem: ModuleProblem?
        var shapes: [String] = []
        var keys: [KeySlot] = []
    }

    /// A key in a scope: at most one command per slot.
    private struct KeySlot: Hashable {
        let scope: KeyCommand.Scope
        let key: String
    }

    func build(modules: [any FeatureModule], services: ServiceContainer) -> HostRegistry {
        var registry = HostRegistry(scheme: scheme)
        var candidates: [Candidate] = []
        var takenIDs: [FeatureID: String] = [:]
        var keys: [KeySlot: String] = [:]
        var routers: [ObjectIdentifier: String] = [:]
        var tabKeys: [Character: String] = [:]

        for module in modules {
            let manifest = module.manifest
            var candidate = Candidate(manifest: manifest)
            defer { candidates.append(candidate) }
            let owner = "module '\(manifest.displayName)' (\(manifest.id))"
            if reservedIDs.contains(manifest.id) {
                candidate.problem = .duplicateFeatureID(manifest.id, takenBy: "the host")
                continue
            }
            if let taken = takenIDs[manifest.id] {
                candidate.problem = .duplicateFeatureID(manifest.id, takenBy: taken)
                continue
            }
            takenIDs[manifest.id] = owner
            guard hostAPI.supports(manifest.requiredHostAPI) else {
                candidate.problem = .hostAPIMismatch(required: manifest.requiredHostAPI, offered: hostAPI)
                continue
            }
            let registrar = ModuleRegistrar(manifest: manifest)
            do {
                try module.register(with: registrar)
                registrar.finishDeclarations()
            } catch {
                candidate.problem = .registrationFailed(String(describing: error))
                continue
            }
            if let problem = registrar.problems.first ?? check(registrar) {
                candidate.problem = problem
                continue
            }
            // Conflicts with modules accepted so far.
            var moduleShapes: [String: String] = [:]
            for link in registrar.deepLinks {
                let shape = HostRegistry.shape(of: link.pattern)
                if let other = registry.shapes[shape] {
                    candidate.problem = .conflictingPattern(link.pattern.text, conflictsWith: other.pattern, owner: other.owner)
                    break
                }
                if let other = moduleShapes[shape] {
                    candidate.problem = .conflictingPattern(link.pattern.text, conflictsWith: other, owner: "the same module")
                    break
                }
                moduleShapes[shape] = link.pattern.text
            }
            if candidate.problem != nil { continue }
            var moduleKeys = Set<KeySlot>()
            for command in registrar.keyCommands {
                let slot = KeySlot(scope: command.scope, key: command.key)
                if let other = keys[slot] {
                    candidate.problem = .conflictingKey(command.key, scope: command.scope.description, owner: other)
                    break
                }
                if !moduleKeys.insert(slot).inserted {
                    candidate.problem = .conflictingKey(command.key, scope: command.scope.description, owner: "the same module")
                    break
                }
            }
            if candidate.problem != nil { continue }
            for provider in registrar.routers {
                if let other = routers[provider.key.id] {
                    candidate.problem = .duplicateRouter(provider.key.name, providedBy: other)
                    break
                }
            }
            if candidate.problem != nil { continue }
            if let key = manifest.tab?.key, let other = tabKeys[key] {
                candidate.problem = .conflictingTabKey(key, owner: other)
                continue
            }
            // Accepted (for now): take its patterns, keys and routing protocols.
            candidate.registrar = registrar
            for (shape, pattern) in moduleShapes {
                registry.shapes[shape] = (pattern, owner)
                candidate.shapes.append(shape)
            }
            for slot in moduleKeys {
                keys[slot] = owner
                candidate.keys.append(slot)
            }
            for provider in registrar.routers { routers[provider.key.id] = owner }
            if let key = manifest.tab?.key { tabKeys[key] = owner }
        }

        // Requirements, until no more modules drop out.
        var changed = true
        while changed {
            changed = false
            var providedServices = Set<ServiceKey>()
            var providedRouters = Set<ServiceKey>()
            for candidate in candidates where candidate.problem == nil {
                guard let registrar = candidate.registrar else { continue }
                providedServices.formUnion(registrar.providedServices.map(\.key))
                providedRouters.formUnion(registrar.routers.map(\.key))
            }
            for index in candidates.indices where candidates[index].problem == nil {
                guard let registrar = candidates[index].registrar else { continue }
                let problem: ModuleProblem? =
                    if let missing = registrar.requiredServices.first(where: { !services.contains($0) && !providedServices.contains($0) }) {
                        .missingService(missing.name)
                    } else if let missing = registrar.requiredRouters.first(where: { !providedRouters.contains($0) }) {
                        .missingRouter(missing.name)
                    } else {
                        nil
                    }
                guard let problem else { continue }
                candidates[index].problem = problem
                for shape in candidates[index].shapes { registry.shapes[shape] = nil }
                changed = true
            }
        }

        // Install the active modules.
        for candidate in candidates {
            let manifest = candidate.manifest
            let state: ModuleState = candidate.problem.map { .disabled($0) } ?? .active
            registry.statuses.append(
                ModuleStatus(
                    id: manifest.id, name: manifest.displayName, version: manifest.version, origin: .builtIn, state: state))
            guard candidate.problem == nil, let registrar = candidate.registrar else { continue }
            install(registrar, into: &registry, services: services)
        }
        registry.tabs.sort { ($0.order, $0.id.rawValue) < ($1.order, $1.id.rawValue) }
        return registry
    }

    /// The module's own consistency checks.
    private func check(_ registrar: ModuleRegistrar) -> ModuleProblem? {
        let feature = registrar.manifest.id
        var withDestination = Set<RouteTypeID>()
        var seen = Set<RouteTypeID>()
        for route in registrar.routes {
            let id = route.typeID
            guard id.feature == feature else { return .foreignRouteType(id, moduleFeature: feature) }
            guard seen.insert(id).inserted else { return .duplicateRouteType(id) }
            guard route.factory != nil else { return .missingDestination(id) }
            withDestination.insert(id)
        }
        for link in registrar.deepLinks {
            guard link.feature == feature else {
                return .foreignRouteType(link.routeType ?? RouteTypeID(feature: link.feature, name: link.pattern.text), moduleFeature: feature)
            }
            if let type = link.routeType, !withDestination.contains(type) { return .missingDestination(type) }
        }
        if registrar.manifest.tab != nil {
            guard let root = registrar.tabRootRoute else { return .tabWithoutRoot }
            guard withDestination.contains(root.typeID) else { return .missingDestination(root.typeID) }
        }
        for command in registrar.keyCommands {
            if case .routeType(let type) = command.scope, !withDestination.contains(type), type.feature == feature {
                return .missingDestination(type)
            }
        }
        return nil
    }

    private func install(_ registrar: ModuleRegistrar, into registry: inout HostRegistry, services: ServiceContainer) {
        let manifest = registrar.manifest
        for route in registrar.routes {
            if let declaration = route.declaration {
                registry.routeRegistry.register(declaration)
                registry.declarations.add(declaration)
            } else {
                registry.routeRegistry.register(route.type)
            }
            if let factory = route.factory {
                registry.factories[ObjectIdentifier(route.type)] = (manifest.id, factory)
            }
            registry.graph.routes.append(
                RouteGraph.RouteNode(
                    type: route.typeID, owner: manifest.id, kind: route.isModal ? .modal : .screen))
        }
        for link in registrar.deepLinks {
            // Conflicts were ruled out above, so registering cannot fail.
            try? registry.deepLinks.register(link)
            registry.graph.links.append(
                RouteGraph.LinkNode(
                    pattern: link.pattern.text, owner: manifest.id, routeType: link.routeType, summary: link.summary))
        }
        registry.keyCommands.append(contentsOf: registrar.keyCommands)
        registry.paletteCommands.append(contentsOf: registrar.paletteCommands)
        registry.guards.append(contentsOf: registrar.guards)
        for provider in registrar.routers { registry.routers[provider.key.id] = provider }
        for service in registrar.providedServices { service.install(services) }
        if let tab = manifest.tab, let root = registrar.tabRootRoute {
            registry.tabs.append(
                TabDescriptor(
                    id: TabID(manifest.id.rawValue), feature: manifest.id, title: tab.title, key: tab.key, order: tab.order, root: root))
        }
    }
}
