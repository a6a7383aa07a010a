import MarqueeNavigation

/// A feature's route type declared case by case: each line gives the case's link pattern,
/// what stands under it and its screen. The deep link, the reverse link (`context.link(for:)`)
/// and the snapshot text (the link's path) all come from that one line.
///
/// ```swift
/// registrar.routes(WatchlistRoute.self) { routes in
///     routes.route("/watchlist", "The watchlist", .list, .root(of: "watchlist")) { context in
///         WatchlistScreen(context: context)
///     }
///     routes.route("/watchlist/item/:id", "A watchlist item", WatchlistRoute.item,
///                  match: { if case .item(let id) = $0 { id } else { nil } },
///                  placement: { _ in .push(on: WatchlistRoute.list) }) { id, _ in WatchlistItemScreen(id: id) }
/// }
/// ```
///
/// A case's values are its pattern's parameters in order (path, then query); `match` is the
/// way back from a route to them. A pattern that does not parse or does not fit its case
/// disables the module with the reason.
@MainActor
public final class FeatureRoutes<R: Route> {
    /// The declarations so far (patterns and placements).
    public private(set) var table = RouteTable<R>()
    private var screens: [@MainActor (R, ScreenContext) -> (any Screen)?] = []
    /// The first case declared at the bottom of a tab: the tab's root unless the module names one.
    private(set) var tabRoot: R?
    /// Whether a case is presented (the route graph shows the type as modal).
    private(set) var isPresented = false
    /// Makes the screens of routes no declared case matches (``screens(presented:_:)``).
    private var otherScreens: (@MainActor (R, ScreenContext) -> any Screen)?

    init() {}

    /// A case without values: `routes.route("/radarr/library", "The movie library", .library, .root(of: "radarr")) { … }`.
    public func route(
        _ pattern: String, _ summary: String, _ route: R, _ placement: RoutePlacement,
        screen: @escaping @MainActor (ScreenContext) -> any Screen
    ) {
        table.declare(pattern, summary, route, placement: placement)
        if placement.isTabRoot, tabRoot == nil { tabRoot = route }
        if placement.isPresented { isPresented = true }
        screens.append { candidate, context in candidate == route ? screen(context) : nil }
    }

    /// A case without values and without a public link (an inner step of a flow):
    /// `routes.route(.pickStatus, .push(on: CharactersRoute.filter)) { … }`.
    public func route(_ route: R, _ placement: RoutePlacement, screen: @escaping @MainActor (ScreenContext) -> any Screen) {
        table.declare(route, placement)
        if placement.isPresented { isPresented = true }
        screens.append { candidate, context in candidate == route ? screen(context) : nil }
    }

    /// A case with one value in one line, the case found from its constructor (see
    /// ``RouteTable/declare(_:_:_:summary:)``): `routes.route("/radarr/movie/:id", RadarrRoute.movie, .push(on: .library)) { id, context in … }`.
    public func route<A: LinkValue>(
        _ pattern: String, _ make: @escaping @Sendable (A) -> R, _ placement: RoutePlacement, summary: String = "",
        screen: @escaping @MainActor (A, ScreenContext) -> any Screen
    ) {
        guard let match = table.match(make, pattern: pattern) else { return }
        table.declare(pattern, summary, make, match: match, placement: { _ in placement })
        if placement.isPresented { isPresented = true }
        screens.append { route, context in match(route).map { screen($0, context) } }
    }

    /// A case with one value (`/radarr/movie/:id` is `.movie(id:)`); the screen gets the value.
    public func route<A: LinkValue>(
        _ pattern: String, _ summary: String, _ make: @escaping @Sendable (A) -> R,
        match: @escaping @Sendable (R) -> A?, placement: @escaping @Sendable (A) -> RoutePlacement,
        screen: @escaping @MainActor (A, ScreenContext) -> any Screen
    ) {
        table.declare(pattern, summary, make, match: match, placement: placement)
        if let value = A.placeholder, placement(value).isPresented { isPresented = true }
        screens.append { route, context in match(route).map { screen($0, context) } }
    }

    /// A case with two values.
    public func route<A: LinkValue, B: LinkValue>(
        _ pattern: String, _ summary: String, _ make: @escaping @Sendable (A, B) -> R,
        match: @escaping @Sendable (R) -> (A, B)?, placement: @escaping @Sendable (A, B) -> RoutePlacement,
        screen: @escaping @MainActor (A, B, ScreenContext) -> any Screen
    ) {
        table.declare(pattern, summary, make, match: match, placement: placement)
        if let first = A.placeholder, let second = B.placeholder, placement(first, second).isPresented { isPresented = true }
        screens.append { route, context in match(route).map { screen($0.0, $0.1, context) } }
    }

    /// A case with three values.
    public func route<A: LinkValue, B: LinkValue, C: LinkValue>(
        _ pattern: String, _ summary: String, _ make: @escaping @Sendable (A, B, C) -> R,
        match: @escaping @Sendable (R) -> (A, B, C)?, placement: @escaping @Sendable (A, B, C) -> RoutePlacement,
        screen: @escaping @MainActor (A, B, C, ScreenContext) -> any Screen
    ) {
        table.declare(pattern, summary, make, match: match, placement: placement)
        screens.append { route, context in match(route).map { screen($0.0, $0.1, $0.2, context) } }
    }

    /// A case whose link needs more than typed values (a default, a range): `make` reads the
    /// parameters, `values` gives them back by name, nil for a route of another case.
    public func route(
        _ pattern: String, _ summary: String,
        make: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> R,
        values: @escaping @Sendable (R) -> [String: String]?,
        placement: @escaping @Sendable (R) -> RoutePlacement,
        screen: @escaping @MainActor (R, ScreenContext) -> any Screen
    ) {
        table.declare(pattern, summary, make: make, values: values, placement: placement)
        screens.append { route, context in values(route) == nil ? nil : screen(route, context) }
    }

    /// Another link to a declared case, placed as the link says; routes still link back to
    /// their own case (see ``RouteTable/alias(_:_:_:)``).
    public func alias(
        _ pattern: String, _ summary: String,
        _ make: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> (R, RoutePlacement)
    ) {
        table.alias(pattern, summary, make)
    }

    /// Reads snapshot texts written in an older form (see ``RouteTable/readLegacyTexts(_:)``).
    public func readLegacyTexts(_ read: @escaping @Sendable (_ text: String, _ under: AnyRoute?) -> R?) {
        table.readLegacyTexts(read)
    }

    /// The screens of routes that no declared case matches: for a route type whose cases have
    /// neither links nor placements (deep links registered by hand, tests). `presented` marks
    /// the type as modal in the route graph.
    public func screens(presented: Bool = false, _ make: @escaping @MainActor (R, ScreenContext) -> any Screen) {
        if presented { isPresented = true }
        otherScreens = make
    }

    /// The screen of the case `route` is, or nil for a case that was not declared.
    func screen(for route: R, context: ScreenContext) -> (any Screen)? {
        for make in screens {
            if let screen = make(route, context) { return screen }
        }
        return otherScreens?(route, context)
    }
}

/// Shown for a route whose case has no declaration (a bug in the feature, named on screen).
@MainActor
final class UndeclaredRouteScreen: Screen {
    let title: String

    init(route: AnyRoute) {
        title = "No screen is declared for \(route)"
    }
}
