import MarqueeNavigation

/// What a module registers at start-up, collected for validation. The host hands one to
/// ``FeatureModule/register(with:)``; nothing is installed until the whole registry has
/// been validated.
@MainActor
public final class ModuleRegistrar {
    /// The manifest of the module registering.
    public let manifest: ModuleManifest

    var routes: [RegisteredRoute] = []
    var deepLinks: [DeepLink] = []
    var keyCommands: [KeyCommand] = []
    var paletteCommands: [PaletteCommand] = []
    var routers: [RoutingProvider] = []
    var providedServices: [(key: ServiceKey, install: @MainActor (ServiceContainer) -> Void)] = []
    var requiredServices: [ServiceKey] = []
    var requiredRouters: [ServiceKey] = []
    var tabRootRoute: AnyRoute?
    var guards: [(name: String, routeTypes: [any Route.Type], evaluate: NavigationGuard)] = []
    var problems: [ModuleProblem] = []

    init(manifest: ModuleManifest) {
        self.manifest = manifest
    }

    // MARK: Routes and destinations

    /// Declares a route type, case by case: each case's link pattern (or none, for an inner
    /// step), where it stands and its screen (see ``FeatureRoutes``). Pushed and presented
    /// route types are declared alike; a type with a presented case is a modal type in the
    /// route graph.
    ///
    /// ```swift
    /// registrar.routes(WatchlistRoute.self) { routes in
    ///     routes.route("/watchlist", "The watchlist", .list, .root(of: "watchlist")) { WatchlistScreen(context: $0) }
    /// }
    /// ```
    public func routes<R: Route>(_ type: R.Type, _ declare: (FeatureRoutes<R>) -> Void) {
        let routes = FeatureRoutes<R>()
        declare(routes)
        for problem in routes.table.problems {
            switch problem {
            case .invalidPattern(let pattern, let reason): problems.append(.invalidPattern(pattern: pattern, reason: reason))
            case .duplicatePattern(let pattern), .ambiguousPattern(let pattern, _):
                problems.append(.invalidPattern(pattern: pattern, reason: problem.description))
            default: problems.append(.invalidPattern(pattern: "\(type)", reason: problem.description))
            }
        }
        if tabRootRoute == nil, let root = routes.tabRoot { tabRootRoute = AnyRoute(root) }
        let factory: DestinationFactory = { route, context in
            guard let typed = route.as(R.self), let screen = routes.screen(for: typed, context: context) else {
                return UndeclaredRouteScreen(route: route)
            }
            return screen
        }
        self.routes.append(RegisteredRoute(type: type, isModal: routes.isPresented, factory: factory, declaration: routes.table))
    }

    /// Turns the declared route types into deep links, once the module has declared them all
    /// (a case may stand on another type's route).
    func finishDeclarations() {
        let tables = routes.compactMap(\.declaration)
        let placements = RoutePlacements(tables)
        for table in tables { deepLinks.append(contentsOf: table.deepLinks(placedBy: placements)) }
    }

    /// Declares a route type without a destination (so snapshots can name it). The host
    /// refuses to start a module with such a type: every route needs a destination.
    public func declareRoute<R: Route>(_ type: R.Type, isModal: Bool = false) {
        routes.append(RegisteredRoute(type: type, isModal: isModal, factory: nil, declaration: nil))
    }

    /// The route shown at the bottom of the module's tab (required when the manifest has a tab).
    public func tabRoot(_ route: some Route) {
        tabRootRoute = AnyRoute(route)
    }

    // MARK: Guards

    /// Adds a guard the host installs on its coordinator at start-up, when the module is active:
    /// it is asked about every intent that adds or removes an entry of `routeTypes` (the
    /// module's routes; empty: every intent). See ``NavigationCoordinator/addGuard(_:for:_:)``.
    ///
    /// ```swift
    /// registrar.addGuard("sign-in", for: [WatchlistRoute.self]) { request in
    ///     session.isSignedIn ? .allow : .park(redirectingTo: .present(AccountRoute.signIn))
    /// }
    /// ```
    public func addGuard(_ name: String, for routeTypes: [any Route.Type], _ evaluate: @escaping NavigationGuard) {
        guards.append((name, routeTypes, evaluate))
    }

    // MARK: Deep links

    /// Registers a deep link.
    public func deepLink(_ link: DeepLink) {
        deepLinks.append(link)
    }

    /// Registers a deep link for routes of type `R` (see ``DeepLink/init(_:summary:route:destination:parameters:)``).
    /// A pattern that does not parse disables the module with the reason.
    public func deepLink<R: Route>(
        _ pattern: String, summary: String = "", route: R.Type,
        destination: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> NavigationDestination,
        parameters: @escaping @Sendable (R) -> [String: String]?
    ) {
        do {
            deepLinks.append(try DeepLink(pattern, summary: summary, route: route, destination: destination, parameters: parameters))
        } catch {
            problems.append(Self.problem(error, pattern: pattern))
        }
    }

    /// Registers a link that only resolves (no route turns back into it).
    public func deepLink(
        _ pattern: String, summary: String = "",
        destination: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> NavigationDestination
    ) {
        do {
            deepLinks.append(try DeepLink(pattern, feature: manifest.id, summary: summary, destination: destination))
        } catch {
            problems.append(Self.problem(error, pattern: pattern))
        }
    }

    private static func problem(_ error: DeepLinkError, pattern: String) -> ModuleProblem {
        if case .invalidPattern(_, let reason) = error { return .invalidPattern(pattern: pattern, reason: reason) }
        return .invalidPattern(pattern: pattern, reason: error.description)
    }

    // MARK: Keys

    /// Registers a command the palette offers by `name`, with no key (see ``PaletteCommand``);
    /// its action returns what it did, for a toast.
    public func paletteCommand(
        _ name: String, title: String, action: @escaping @MainActor @Sendable (KeyCommandContext) throws -> String?
    ) {
        var command = PaletteCommand(name, title: title, action: action)
        command.feature = manifest.id
        paletteCommands.append(command)
    }

    /// Registers a key command.
    public func keyCommand(_ command: KeyCommand) {
        var command = command
        command.feature = manifest.id
        keyCommands.append(command)
    }

    /// Registers a key command.
    public func keyCommand(
        _ key: String, title: String, scope: KeyCommand.Scope = .global,
        action: @escaping @MainActor @Sendable (KeyCommandContext) throws -> Void
    ) {
        keyCommand(KeyCommand(key, title: title, scope: scope, action: action))
    }

    /// Registers a key command offered only on routes of type `R` for which `condition`
    /// holds (see ``KeyCommand/init(_:title:on:where:action:)``). A key still has one command
    /// per route type: the condition narrows where it is offered, it does not share the key.
    public func keyCommand<R: Route>(
        _ key: String, title: String, on type: R.Type, where condition: @escaping @Sendable (R) -> Bool,
        action: @escaping @MainActor @Sendable (KeyCommandContext) throws -> Void
    ) {
        keyCommand(KeyCommand(key, title: title, on: type, where: condition, action: action))
    }

    /// Registers a key command on screens of type `S` (see ``KeyCommand/init(_:title:on:action:)``):
    /// offered where the focused screen is an `S`, which the action gets typed.
    public func keyCommand<S>(
        _ key: String, title: String, on type: S.Type,
        action: @escaping @MainActor @Sendable (S, KeyCommandContext) throws -> Void
    ) {
        keyCommand(KeyCommand(key, title: title, on: type, action: action))
    }

    /// Registers a command on screens of type `S` that acts on another instance of the module's
    /// service ("Add to another instance"): its key acts on the next instance after the one
    /// shown (with two, the other one), and the command palette offers it once per other
    /// instance, titled `instanceTitle(name)` ("Add to 4k"). It is offered only where the
    /// module has several instances.
    public func instanceCommand<S>(
        _ key: String, title: String, instanceTitle: @escaping @Sendable (String) -> String, on type: S.Type,
        action: @escaping @MainActor @Sendable (S, InstancePlace, KeyCommandContext) throws -> Void
    ) {
        keyCommand(KeyCommand(key, title: title, instanceTitle: instanceTitle, on: type, action: action))
    }

    // MARK: Routing protocols

    /// Provides the implementation of a routing protocol (from `MarqueeContracts`), made on
    /// first use: `registrar.provideRouter(RadarrRouting.self) { RadarrRouter(context: $0) }`.
    public func provideRouter<P>(_ type: P.Type, _ make: @escaping @MainActor (ScreenContext) -> P) {
        routers.append(RoutingProvider(key: ServiceKey(type), feature: manifest.id, make: { make($0) }))
    }

    /// Declares that the module cannot run without another module's routing protocol.
    /// (Most modules should not: resolve it and handle `nil` instead.)
    public func requireRouter<P>(_ type: P.Type) {
        requiredRouters.append(ServiceKey(type))
    }

    // MARK: Services

    /// Provides a service, put in the host's container if the module is active.
    public func provideService<T>(_ type: T.Type, _ make: @escaping @MainActor () -> T) {
        providedServices.append((ServiceKey(type), { container in container.register(type, make()) }))
    }

    /// Declares a service the module needs; the module is disabled if nothing provides it.
    public func requireService<T>(_ type: T.Type) {
        requiredServices.append(ServiceKey(type))
    }
}
