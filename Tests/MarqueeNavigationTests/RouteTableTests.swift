import MarqueeNavigation
import Testing

/// Route declarations: one line per case gives the link, the reverse link and the snapshot text,
/// and a destination is built from the placements of the routes under it.
@Suite struct RouteTableTests {
    @Test func aDeepLinkBuildsTheWholeDestinationFromThePlacements() throws {
        var router = DeepLinkRouter()
        for link in seriesRoutes.deepLinks(placedBy: RoutePlacements([seriesRoutes])) { try router.register(link) }
        let destination = try router.resolve("marquee://sonarr/season/4/2")
        #expect(destination.tab == "sonarr")
        #expect(destination.stack == routes(SeriesRoute.library, SeriesRoute.series(id: 4), SeriesRoute.season(seriesID: 4, number: 2)))
        let episode = try router.resolve("/sonarr/episode/9")
        #expect(episode.stack == routes(SeriesRoute.library))
        #expect(episode.modals == [ModalDestination(SeriesRoute.episode(id: 9), style: .sheet)])
        #expect(router.link(for: SeriesRoute.season(seriesID: 4, number: 2)) == "marquee://sonarr/season/4/2")
    }

    @Test func theTextIsTheLinkPathAndReadsBack() {
        #expect(seriesRoutes.path(of: .season(seriesID: 4, number: 2)) == "/sonarr/season/4/2")
        #expect(seriesRoutes.route(fromPath: "/sonarr/season/4/2") == .season(seriesID: 4, number: 2))
        #expect(seriesRoutes.route(fromPath: "/sonarr/season/x/2") == nil)
        #expect(
            seriesRoutes.route(fromText: "season/4/2", under: nil).map(AnyRoute.init(erasing:))
                == AnyRoute(SeriesRoute.season(seriesID: 4, number: 2)))
    }

    @Test func aPatternThatDoesNotFitItsCaseIsAProblem() {
        var table = RouteTable<SeriesRoute>()
        table.declare(
            "/sonarr/series/:id/:extra", "Two values for one", SeriesRoute.series,
            match: { if case .series(let id) = $0 { id } else { nil } }, placement: { _ in .root(of: nil) })
        table.declare("/sonarr/bad pattern", "Not a pattern", .library, placement: .root(of: nil))
        #expect(table.cases.isEmpty)
        #expect(table.problems.count == 2)
    }

    @Test func anAliasPlacesTheRouteAsTheLinkSaysAndLinksBackToItsOwnCase() throws {
        var table = seriesRoutes
        table.alias("/sonarr/series/:id/episode/:episode", "An episode of a series") { parameters throws(DeepLinkError) in
            (.episode(id: try parameters.value("episode")), .present(over: SeriesRoute.series(id: try parameters.value("id"))))
        }
        var router = DeepLinkRouter()
        for link in table.deepLinks(placedBy: RoutePlacements([table])) { try router.register(link) }
        let destination = try router.resolve("/sonarr/series/4/episode/9")
        #expect(destination.stack == routes(SeriesRoute.library, SeriesRoute.series(id: 4)))
        #expect(destination.modals.map(\.root) == routes(SeriesRoute.episode(id: 9)))
        #expect(router.link(for: SeriesRoute.episode(id: 9)) == "marquee://sonarr/episode/9")
    }

    @Test func aCycleOfPlacementsIsAnErrorNotAHang() throws {
        var table = RouteTable<SeriesRoute>()
        table.declare("/sonarr/library", "Under itself", .library, placement: .push(on: SeriesRoute.library))
        var router = DeepLinkRouter()
        for link in table.deepLinks(placedBy: RoutePlacements([table])) { try router.register(link) }
        #expect(throws: DeepLinkError.self) { try router.resolve("/sonarr/library") }
    }
}
