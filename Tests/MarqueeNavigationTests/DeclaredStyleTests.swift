import Testing

@testable import MarqueeNavigation

/// A route declared as presented in a style is presented in that style unless told otherwise;
/// telling it otherwise is a mistake reported in debug builds.
@MainActor
@Suite("Declared presentation styles")
struct DeclaredStyleTests {
    let coordinator = NavigationCoordinator()

    init() throws {
        var table = RouteTable<AddMovieRoute>()
        table.declare("/add/confirm", "Confirm", .confirm, placement: .present(.fullScreen, over: MovieRoute.library))
        table.declare("/add/folder", "Root folder", .pickRootFolder, placement: .present(.sheet(detents: [.medium]), over: MovieRoute.library))
        coordinator.routeDeclarations = RoutePlacements([table])
        try coordinator.push(MovieRoute.library)
    }

    @Test func aRoutePresentedWithoutAStyleTakesItsDeclaredStyle() throws {
        try coordinator.present(AddMovieRoute.confirm)
        try coordinator.transaction { tx in try tx.present(AddMovieRoute.pickRootFolder) }
        #expect(coordinator.state.modals.map(\.style) == [.fullScreen, .sheet(detents: [.medium])])
    }

    @Test func aTypedRouterAndAnIntentUseTheDeclaredStyleToo() throws {
        let router = FeatureRouter<MovieRoute, AddMovieRoute>(coordinator: coordinator)
        try router.present(.confirm)
        #expect(coordinator.navigate(.present(AddMovieRoute.pickRootFolder)).wasApplied)
        #expect(coordinator.state.modals.map(\.style) == [.fullScreen, .sheet(detents: [.medium])])
    }

    @Test func aDestinationMadeWithoutAStyleShowsTheDeclaredStyle() throws {
        let destination = NavigationDestination(
            stack: [MovieRoute.library], modals: [ModalDestination(AddMovieRoute.confirm), ModalDestination(AddMovieRoute.lookup(term: ""))])
        try coordinator.transaction { tx in try tx.show(destination) }
        #expect(coordinator.state.modals.map(\.style) == [.fullScreen, .sheet])
    }

    @Test func anUndeclaredRouteIsASheetByDefault() throws {
        try coordinator.present(AddMovieRoute.lookup(term: ""))
        #expect(coordinator.state.topModal?.style == .sheet)
    }

    @Test func askingForTheDeclaredStyleIsFine() throws {
        try coordinator.present(AddMovieRoute.confirm, style: .fullScreen)
        #expect(coordinator.state.topModal?.style == .fullScreen)
    }

    #if DEBUG
    @Test func askingForAnotherStyleIsAnErrorInDebugBuilds() {
        #expect(throws: NavigationError.styleConflict(AnyRoute(AddMovieRoute.confirm), declared: .fullScreen, requested: .sheet)) {
            try coordinator.present(AddMovieRoute.confirm, style: .sheet)
        }
        #expect(coordinator.state.modals.isEmpty)
    }
    #endif
}
