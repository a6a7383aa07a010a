import Testing

@testable import MarqueeNavigation

/// A 12-case route type, as an app declares it.
enum ShowRoute: Route {
    static let feature: FeatureID = "shows"
    case episodes, episode(id: Int), season(show: Int, number: Int), watchlist, characters, character(id: Int)
    case search(term: String), filter, pickStatus, pickSeason(show: Int), rate(episode: Int), settings
}

/// The whole declaration of the 12 cases: one line each (the case found from its constructor),
/// inner steps without a public link.
let showRoutes: RouteTable<ShowRoute> = {
    var routes = RouteTable<ShowRoute>()
    routes.declare("/episodes", .episodes, .root(of: "episodes"))
    routes.declare("/episodes/:id", ShowRoute.episode, .push(on: ShowRoute.episodes))
    routes.declare("/shows/:show/season/:number", ShowRoute.season) { _, _ in .push(on: ShowRoute.episodes) }
    routes.declare("/watchlist", .watchlist, .push(on: ShowRoute.episodes))
    routes.declare("/characters", .characters, .root(of: "characters"))
    routes.declare("/characters/:id", ShowRoute.character, .push(on: ShowRoute.characters))
    routes.declare("/search?term", ShowRoute.search, .present(.fullScreen, over: ShowRoute.episodes))
    routes.declare(ShowRoute.filter, .present(.sheet(detents: [.medium]), over: ShowRoute.characters))
    routes.declare(ShowRoute.pickStatus, .push(on: ShowRoute.filter))
    routes.declare(ShowRoute.pickSeason, .present(.sheet, over: ShowRoute.episodes))
    routes.declare("/episodes/:id/rate", ShowRoute.rate) { id in .present(.alert, over: ShowRoute.episode(id: id)) }
    routes.declare("/settings", .settings, .present(.sheet, over: ShowRoute.episodes))
    return routes
}()

@MainActor
@Suite("Compact declarations")
struct CompactDeclarationTests {
    @Test func theDeclarationHasNoProblems() {
        #expect(showRoutes.problems.isEmpty)
    }

    @Test(arguments: [
        ShowRoute.episodes, .episode(id: 3), .season(show: 2, number: 4), .watchlist, .characters, .character(id: 9),
        .search(term: "a b"), .rate(episode: 5), .settings,
    ])
    func everyLinkedCaseRoundTripsThroughItsLink(_ route: ShowRoute) throws {
        let path = try #require(showRoutes.path(of: route))
        #expect(showRoutes.route(fromPath: path) == route)
    }

    @Test(arguments: [ShowRoute.filter, .pickStatus, .pickSeason(show: 1)])
    func innerStepsHaveNoLinkButAPlacement(_ route: ShowRoute) {
        #expect(showRoutes.path(of: route) == nil)
        #expect(showRoutes.placement(of: route) != nil)
    }

    @Test func aDeepLinkBuildsItsDestinationAndTheDeclaredStylesApply() throws {
        let coordinator = NavigationCoordinator(tabs: ["episodes", "characters"])
        try coordinator.declare(showRoutes)
        try coordinator.open("/episodes/7/rate")
        #expect(coordinator.state.stackRoutes == routes(ShowRoute.episodes, ShowRoute.episode(id: 7)))
        #expect(coordinator.state.modals.map(\.style) == [.alert])
        coordinator.dismissAll()
        try coordinator.selectTab("characters")
        try coordinator.push(ShowRoute.characters)
        try coordinator.present(ShowRoute.filter)
        try coordinator.push(ShowRoute.pickStatus)
        #expect(coordinator.state.topModal?.style == .sheet(detents: [.medium]))
        #expect(coordinator.state.topModal?.entries.map(\.route) == routes(ShowRoute.filter, ShowRoute.pickStatus))
    }

    @Test func aValueTypeWithoutAPlaceholderIsAProblemNotACrash() {
        enum Kind: String, Codable, LinkValue { case a, b }
        enum KindRoute: Route {
            static let feature: FeatureID = "kinds"
            case kind(Kind)
        }
        var table = RouteTable<KindRoute>()
        table.declare("/kinds/:kind", KindRoute.kind, .root(of: nil))
        #expect(table.problems.count == 1)
    }
}
