import Testing

@testable import MarqueeNavigation

/// The links the fixtures' features would register.
func sampleDeepLinks() throws -> DeepLinkRouter {
    var router = DeepLinkRouter()
    try router.register(
        DeepLink(
            "/radarr/library", route: MovieRoute.self,
            destination: { _ in
                NavigationDestination(tab: "radarr", stack: [MovieRoute.library])
            }, parameters: { $0 == .library ? [:] : nil }))
    try router.register(
        DeepLink(
            "/radarr/movie/:id", route: MovieRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: "radarr", stack: [MovieRoute.library, MovieRoute.movie(id: try parameters.value("id"))])
            }, parameters: { if case .movie(let id) = $0 { ["id": "\(id)"] } else { nil } }))
    try router.register(
        DeepLink(
            "/radarr/movie/:id/credits", route: MovieRoute.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(tab: "radarr", stack: [MovieRoute.library, MovieRoute.movie(id: id), MovieRoute.credits(movieID: id)])
            }, parameters: { if case .credits(let id) = $0 { ["id": "\(id)"] } else { nil } }))
    try router.register(
        DeepLink(
            "/radarr/add?term", route: AddMovieRoute.self,
            destination: { parameters in
                NavigationDestination(
                    tab: "radarr", stack: [MovieRoute.library],
                    modals: [ModalDestination(AddMovieRoute.lookup(term: parameters["term"] ?? ""))])
            }, parameters: { if case .lookup(let term) = $0 { ["term": term] } else { nil } }))
    try router.register(
        DeepLink(
            "/radarr/add/:tmdbID/options", route: AddMovieRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(
                    tab: "radarr", stack: [MovieRoute.library],
                    modals: [
                        ModalDestination(AddMovieRoute.lookup(term: ""), path: [AddMovieRoute.options(tmdbID: try parameters.value("tmdbID"))])
                    ])
            }, parameters: { if case .options(let id) = $0 { ["tmdbID": "\(id)"] } else { nil } }))
    try router.register(
        DeepLink(
            "/sonarr/series/:id/season/:number?tab", route: SeriesRoute.self,
            destination: { parameters throws(DeepLinkError) in
                let id: Int = try parameters.value("id")
                return NavigationDestination(
                    tab: "sonarr",
                    stack: [
                        SeriesRoute.library, SeriesRoute.series(id: id), SeriesRoute.season(seriesID: id, number: try parameters.value("number")),
                    ])
            }, parameters: { if case .season(let id, let number) = $0 { ["id": "\(id)", "number": "\(number)"] } else { nil } }))
    try router.register(
        DeepLink(
            "/sonarr/series/:id", route: SeriesRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: "sonarr", stack: [SeriesRoute.library, SeriesRoute.series(id: try parameters.value("id"))])
            }, parameters: { if case .series(let id) = $0 { ["id": "\(id)"] } else { nil } }))
    try router.register(
        DeepLink(
            "/sonarr/series/new", route: SeriesRoute.self,
            destination: { _ in
                NavigationDestination(tab: "sonarr", stack: [SeriesRoute.library], modals: [ModalDestination(SettingsRoute.instances)])
            }, parameters: { _ in nil }))
    return router
}

@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    @Test func resolvesAWholeStateWithModalsAndPaths() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"], deepLinks: try sampleDeepLinks())
        try coordinator.open("marquee://radarr/add/438631/options")
        #expect(coordinator.state.selectedTab == "radarr")
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
        #expect(coordinator.state.modals.count == 1)
        #expect(coordinator.state.modals[0].root.route == AnyRoute(AddMovieRoute.lookup(term: "")))
        #expect(coordinator.state.modals[0].path.map(\.route) == routes(AddMovieRoute.options(tmdbID: 438631)))
    }

    @Test func typedParametersAndOptionalQuery() throws {
        let router = try sampleDeepLinks()
        let season = try router.resolve("/sonarr/series/12/season/3?tab=history")
        #expect(season.focusedRoute == AnyRoute(SeriesRoute.season(seriesID: 12, number: 3)))
        #expect(try router.match("/sonarr/series/12/season/3?tab=history").values["tab"] == "history")
        #expect(try router.match("/sonarr/series/12/season/3").values["tab"] == nil)
        let search = try router.resolve("marquee://radarr/add?term=blade%20runner")
        #expect(search.focusedRoute == AnyRoute(AddMovieRoute.lookup(term: "blade runner")))
        #expect(
            try router.resolve("marquee://radarr/add?term=caf%C3%A9+cr%C3%A8me").focusedRoute == AnyRoute(AddMovieRoute.lookup(term: "café crème")))
    }

    @Test func literalSegmentsWinOverParametersAndBacktrack() throws {
        let router = try sampleDeepLinks()
        #expect(try router.resolve("/sonarr/series/new").modals.count == 1)
        #expect(try router.resolve("/sonarr/series/77").focusedRoute == AnyRoute(SeriesRoute.series(id: 77)))
    }

    @Test func badParameterTypeNamesParameterAndPattern() throws {
        let router = try sampleDeepLinks()
        #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "abc", expected: "Int", pattern: "/radarr/movie/:id")) {
            try router.resolve("/radarr/movie/abc")
        }
    }

    @Test func unknownLinkNamesTheClosestPattern() throws {
        let router = try sampleDeepLinks()
        #expect(throws: DeepLinkError.noMatch(url: "/radarr/movie/1/cast", closestPattern: "/radarr/movie/:id/credits")) {
            try router.resolve("/radarr/movie/1/cast")
        }
        #expect(throws: DeepLinkError.noMatch(url: "/radar/library", closestPattern: "/radarr/library")) {
            try router.resolve("/radar/library")
        }
    }

    @Test(arguments: [
        ("", "the link is empty"),
        ("/radarr/movie/ 1", "contains a space"),
        ("/radarr//movie", "empty path segment"),
        ("/radarr/movie/%zz", "bad percent-encoding in '%zz'"),
        ("/radarr/add?term=a&term=b", "query parameter 'term' appears twice"),
    ])
    func malformedLinksAreRefusedWithAReason(url: String, reason: String) throws {
        let router = try sampleDeepLinks()
        #expect(throws: DeepLinkError.malformed(url: url, reason: reason)) { try router.resolve(url) }
    }

    @Test func wrongSchemeAndUnknownQueryParameter() throws {
        let router = try sampleDeepLinks()
        #expect(throws: DeepLinkError.wrongScheme(url: "https://radarr/library", expected: "marquee")) {
            try router.resolve("https://radarr/library")
        }
        #expect(throws: DeepLinkError.unknownQueryParameter(name: "sort", pattern: "/radarr/add?term")) {
            try router.resolve("/radarr/add?sort=year")
        }
    }

    @Test func failedOpenLeavesStateUntouched() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"], deepLinks: try sampleDeepLinks())
        try coordinator.push(MovieRoute.library)
        try coordinator.present(AddMovieRoute.lookup(term: "x"))
        let before = coordinator.state
        let log = ChangeLog(coordinator)
        #expect(throws: NavigationError.deepLink(.invalidParameter(name: "id", value: "x", expected: "Int", pattern: "/radarr/movie/:id"))) {
            try coordinator.open("/radarr/movie/x")
        }
        #expect(coordinator.state == before)
        #expect(log.changes.isEmpty)
    }

    @Test func duplicateAndAmbiguousPatternsAreRefused() throws {
        var router = try sampleDeepLinks()
        #expect(throws: DeepLinkError.duplicatePattern("/radarr/movie/:id")) {
            try router.register(DeepLink("/radarr/movie/:id", feature: "other") { _ in NavigationDestination(stack: [AnyRoute]()) })
        }
        #expect(throws: DeepLinkError.ambiguousPattern("/radarr/movie/:movieID", conflictsWith: "/radarr/movie/:id")) {
            try router.register(DeepLink("/radarr/movie/:movieID", feature: "other") { _ in NavigationDestination(stack: [AnyRoute]()) })
        }
        #expect(throws: DeepLinkError.invalidPattern(pattern: "radarr", reason: "must start with /")) {
            try router.register(DeepLink("radarr", feature: "other") { _ in NavigationDestination(stack: [AnyRoute]()) })
        }
    }

    @Test(arguments: [
        AnyRoute(MovieRoute.library), AnyRoute(MovieRoute.movie(id: 42)), AnyRoute(MovieRoute.credits(movieID: 7)),
        AnyRoute(AddMovieRoute.lookup(term: "amélie & 千と千尋/2")), AnyRoute(AddMovieRoute.options(tmdbID: 3)),
        AnyRoute(SeriesRoute.series(id: 5)), AnyRoute(SeriesRoute.season(seriesID: 5, number: 2)),
    ])
    func everyRouteRoundTripsThroughItsLink(route: AnyRoute) throws {
        let router = try sampleDeepLinks()
        let link = try #require(router.link(for: route))
        #expect(link.hasPrefix("marquee://"))
        #expect(try router.resolve(link).focusedRoute == route)
    }

    @Test func routesWithoutALinkHaveNone() throws {
        #expect(try sampleDeepLinks().link(for: SettingsRoute.signIn) == nil)
    }

    @Test func completionListsPatternsByPrefix() throws {
        let patterns = try sampleDeepLinks().patterns(startingWith: "radarr/movie").map(\.text)
        #expect(patterns == ["/radarr/movie/:id", "/radarr/movie/:id/credits"])
    }
}
