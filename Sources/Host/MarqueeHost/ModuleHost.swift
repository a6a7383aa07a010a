import Foundation
import MarqueeNavigation

/// The composition root of the app's features: it registers and validates the feature
/// modules, owns the navigation coordinator, makes and releases screens, resolves routing
/// protocols, and runs key commands. Modules found at run time (external plugins) come from
/// the ``HostConfiguration/extensions`` it starts with (``HostExtension``).
///
/// ```swift
/// let host = ModuleHost(modules: [RadarrModule(), SonarrModule()], services: services)
/// for status in host.modules where !status.isActive { print(status) }
/// try host.coordinator.open("/radarr/movie/42")
/// let screen = host.focusedScreen as? TerminalScreen
/// ```
///
/// Validation never traps: a module that fails is disabled with the reason (see
/// ``modules``) and the others run. There are no global singletons; every host has its own
/// services, screens and tasks.
@MainActor
public final class ModuleHost {
    /// How the host was started.
    public let configuration: HostConfiguration
    /// The host's services (modules' provided services are added at start-up).
    public let services: ServiceContainer
    /// The only writer of the navigation state.
    public let coordinator: NavigationCoordinator
    /// Tracks async work started by screens and commands (flow tests wait on it).
    public let tasks: TaskTracker
    /// Every module (built-in and external) and whether it runs.
    public internal(set) var modules: [ModuleStatus]
    /// The tabs of active modules, in display order.
    public let tabs: [TabDescriptor]
    /// Every key command of active modules.
    public let keyCommands: [KeyCommand]
    /// The commands active modules offer by name in the palette only.
    public let paletteCommands: [PaletteCommand]
    /// The deep links of active modules, and of the modules extensions added.
    public internal(set) var deepLinks: DeepLinkRouter
    /// Every route type of active modules (and of extensions), for snapshots and journals.
    public internal(set) var routeRegistry: RouteRegistry
    /// The merged route graph, for `marquee routes`.
    public internal(set) var routeGraph: RouteGraph
    /// Called whenever ``modules`` changes after start-up (a plugin became unresponsive).
    public var onModulesChange: (@MainActor ([ModuleStatus]) -> Void)?
    /// The instances of every feature that has a tab and more than none, in display order (the
    /// first of a feature is its default), with the tab holding each one's stack.
    public let instancePlaces: [InstancePlace]
    /// ``instancePlaces`` by tab, for lookups in constant time (there may be thousands).
    let instancePlacesByTab: [TabID: InstancePlace]
    /// The services of each instance's tab.
    let instanceServices: [TabID: ServiceContainer]
    /// The instance each feature shows now (its tab), by feature.
    var currentInstanceTabs: [FeatureID: TabID] = [:]

    var factories: [ObjectIdentifier: (feature: FeatureID, make: DestinationFactory)]
    private let routerProviders: [ObjectIdentifier: RoutingProvider]
    private var routerInstances: [ObjectIdentifier: Any] = [:]
    private var screens: [EntryID: (route: AnyRoute, screen: any Screen)] = [:]
    /// The focused entry as of the last change this host handled: a screen made for a newer
    /// focus (by another observer of the same change) appears when the host handles it.
    private var focusSeen: EntryID?
    var shapes: [String: (pattern: String, owner: String)]

    /// Registers and validates `modules`, creates the coordinator with one tab per module
    /// tab, then lets each of ``HostConfiguration/extensions`` add its modules.
    public init(
        modules: [any FeatureModule], services: ServiceContainer = ServiceContainer(),
        instances: [ModuleInstance] = [], configuration: HostConfiguration = HostConfiguration()
    ) {
        self.configuration = configuration
        self.services = services
        tasks = TaskTracker()
        let validator = RegistryValidator(
            hostAPI: configuration.hostAPIVersion, scheme: configuration.deepLinkScheme,
            reservedIDs: configuration.extensions.reduce(["*"]) { $0.union($1.reservedFeatureIDs) })
        var registry = validator.build(modules: modules, services: services)
        self.modules = registry.statuses
        tabs = registry.tabs
        let placed = Self.place(instances, on: registry.tabs)
        instancePlaces = placed.places
        instancePlacesByTab = Dictionary(placed.places.map { ($0.tab, $0) }) { first, _ in first }
        instanceServices = placed.services
        for place in placed.places where place.isDefault {
            registry.deepLinks.addInstances(
                under: place.feature.rawValue, defaultTab: place.tab,
                tabs: placed.places.filter { $0.feature == place.feature }.map { ($0.name, $0.tab) })
        }
        keyCommands = registry.keyCommands + Self.instanceCommands(for: placed.places, tabs: registry.tabs)
        paletteCommands = registry.paletteCommands
        deepLinks = registry.deepLinks
        routeRegistry = registry.routeRegistry
        routeGraph = registry.graph
        for tab in registry.tabs {
            let names = placed.places.filter { $0.feature == tab.feature }.map(\.name)
            if !names.isEmpty { routeGraph.instances.append(RouteGraph.InstanceNode(owner: tab.feature, names: names)) }
        }
        factories = registry.factories
        routerProviders = registry.routers
        shapes = registry.shapes
        let tabIDs = registry.tabs.flatMap { tab in
            [tab.id] + placed.places.filter { $0.feature == tab.feature && !$0.isDefault }.map(\.tab)
        }
        coordinator = NavigationCoordinator(tabs: tabIDs.isEmpty ? [.main] : tabIDs, deepLinks: registry.deepLinks)
        coordinator.routeDeclarations = registry.declarations

        if configuration.seedsTabRoots { seedTabRoots() }
        // After the tab roots: the modules' guards see intents, not the host's set-up.
        for entry in registry.guards { coordinator.addGuard(entry.name, for: entry.routeTypes, entry.evaluate) }
        coordinator.observe { [weak self] change in self?.coordinatorDidChange(change) }
        focusSeen = coordinator.state.focusedEntry?.id
        for hostExtension in configuration.extensions { hostExtension.hostDidStart(self) }
    }

    /// A snapshot codec that knows every registered route type.
    public var snapshotCodec: NavigationSnapshotCodec { NavigationSnapshotCodec(registry: routeRegistry) }

    /// The status of one module.
    public func status(of feature: FeatureID) -> ModuleStatus? { modules.first { $0.id == feature } }

    private func seedTabRoots() {
        guard !tabs.isEmpty else { return }
        let all = coordinator.state.tabs
        coordinator.transaction { tx in
            for tab in all.reversed() {
                guard let descriptor = descriptor(ofTab: tab) else { continue }
                try? tx.selectTab(tab)
                _ = try? tx.push(descriptor.root, in: .root)
            }
        }
    }

    // MARK: Routing protocols

    /// The implementation of a routing protocol, or nil when no active module provides it.
    ///
    /// ```swift
    /// host.router(RadarrRouting.self)?.showMovie(id: 42)
    /// ```
    public func router<P>(_ type: P.Type) -> P? {
        let key = ObjectIdentifier(type)
        if let made = routerInstances[key] { return made as? P }
        guard let provider = routerProviders[key] else { return nil }
        let made = provider.make(ScreenContext(entry: nil, feature: provider.feature, host: self, tab: nil))
        routerInstances[key] = made
        return made as? P
    }

    /// The implementation of a routing protocol acting on the instance `name` of its feature
    /// (`host.router(RadarrRouting.self, instance: "4k")?.showMovie(id: 42)` shows movie 42 of
    /// the 4k server, on its stack). Nil when no active module provides it or the feature has
    /// no instance of that name; a feature without instances answers with ``router(_:)``.
    public func router<P>(_ type: P.Type, instance name: String) -> P? {
        guard let provider = routerProviders[ObjectIdentifier(type)] else { return nil }
        if instances(of: provider.feature).isEmpty { return router(type) }
        guard let place = instancePlaces.first(where: { $0.feature == provider.feature && $0.name == name }) else { return nil }
        if place.isDefault { return router(type) }
        return provider.make(ScreenContext(entry: nil, feature: provider.feature, host: self, tab: place.tab)) as? P
    }

    /// A typed router for a feature's routes, writing to this host's coordinator.
    public func router<S: Route, M: Route>(for screens: S.Type, _ modals: M.Type) -> FeatureRouter<S, M> {
        FeatureRouter(coordinator: coordinator)
    }

    /// A context for code of `feature` that is not a screen (a command, a test).
    public func context(for feature: FeatureID) -> ScreenContext {
        ScreenContext(entry: nil, feature: feature, host: self, tab: coordinator.state.selectedTab)
    }

    // MARK: Screens

    /// The screen of the entry `id`, created by its route's destination factory the first
    /// time it is asked for and kept until the entry leaves the state. Nil when the entry is
    /// not in the state or its route has no destination.
    public func screen(for id: EntryID) -> (any Screen)? {
        guard let entry = coordinator.state.entry(id) else { return nil }
        if let existing = screens[id] {
            if existing.route == entry.route { return existing.screen }
            release(id)
        }
        guard let factory = factories[ObjectIdentifier(type(of: entry.route.base))] else { return nil }
        let screen = factory.make(entry.route, ScreenContext(entry: entry, feature: factory.feature, host: self, tab: tab(holding: id)))
        screens[id] = (entry.route, screen)
        if coordinator.state.focusedEntry?.id == id, focusSeen == id { screen.screenDidAppear() }
        return screen
    }

    /// The focused entry's screen.
    public var focusedScreen: (any Screen)? {
        coordinator.state.focusedEntry.flatMap { screen(for: $0.id) }
    }

    /// How many screens the host holds (for leak checks).
    public var screenCount: Int { screens.count }

    /// The screens alive now (made for entries still in the state).
    public var liveScreens: [any Screen] { screens.values.map(\.screen) }

    private func release(_ id: EntryID) {
        guard let removed = screens.removeValue(forKey: id) else { return }
        removed.screen.screenWillBeReleased()
    }

    private func coordinatorDidChange(_ change: NavigationChange) {
        if !screens.isEmpty {
            for removal in change.diff.removals { release(removal.entry.id) }
            if change.reason == .restore {
                let state = change.after
                for (id, held) in screens where state.entry(id)?.route != held.route { release(id) }
            }
        }
        focusSeen = change.after.focusedEntry?.id
        if change.after.selectedTab != change.before.selectedTab || change.reason == .restore {
            noteSelectedInstance(change.after.selectedTab)
        }
        if let focused = change.after.focusedEntry, focused.id != change.before.focusedEntry?.id,
            let screen = screens[focused.id]?.screen
        {
            screen.screenDidAppear()
        }
    }

    // MARK: Keys

    /// The key commands available for `entry` (see ``KeyCommand/isAvailable(for:)``), in the
    /// order modules registered them; a key bound in several scopes appears once, with its most
    /// specific available command.
    public func keyCommands(for entry: Entry?) -> [KeyCommand] {
        let shown = entry.flatMap { self.screen(for: $0.id) }
        let available = keyCommands.filter {
            $0.isAvailable(for: entry, screen: shown) && (!$0.actsOnAnotherInstance || !otherInstances(of: $0.feature).isEmpty)
        }
        // The most specific command wins a key (the first registered among equals); the winners
        // keep the order modules registered them in (the footer shows them in that order). One
        // pass each way: this runs for every footer drawn.
        var winners: [String: Int] = [:]
        for (index, command) in available.enumerated() {
            if let best = winners[command.key], available[best].scope.precedence <= command.scope.precedence { continue }
            winners[command.key] = index
        }
        return available.indices.filter { winners[available[$0].key] == $0 }.map { available[$0] }
    }

    /// Runs the command bound to `key` for the focused entry. Returns false when no command
    /// is bound; rethrows the command's error.
    @discardableResult
    public func performKeyCommand(_ key: String) throws -> Bool {
        let focused = coordinator.state.focusedEntry
        guard let command = keyCommands(for: focused).first(where: { $0.key == key }) else { return false }
        try perform(command)
        return true
    }

    /// Runs `command` on the focused entry and screen; rethrows the command's error (the shell
    /// shows it on the status line).
    public func perform(_ command: KeyCommand) throws {
        try command.action(commandContext(for: command.feature))
    }

    /// Runs a palette command on the focused entry and screen and returns what it did (for a
    /// toast); rethrows the command's error.
    public func perform(_ command: PaletteCommand) throws -> String? {
        try command.action(commandContext(for: command.feature))
    }

    private func commandContext(for feature: FeatureID) -> KeyCommandContext {
        let focused = coordinator.state.focusedEntry
        return KeyCommandContext(
            host: self, focusedEntry: focused, screen: focusedScreen,
            screenContext: ScreenContext(entry: focused, feature: feature, host: self, tab: coordinator.state.selectedTab))
    }
}
