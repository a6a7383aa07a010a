import Testing

@testable import MarqueeNavigation

@MainActor
@Suite("Guards")
struct GuardTests {
    let coordinator = NavigationCoordinator(tabs: [.main, "other"])

    init() throws {
        try coordinator.push(MovieRoute.library)
    }

    @Test func guardSeesSourceTargetAndIntent() throws {
        var seen: GuardRequest?
        coordinator.addGuard("spy") { request in
            seen = request
            return .allow
        }
        let outcome = coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        #expect(outcome.wasApplied)
        let request = try #require(seen)
        #expect(request.source.stackRoutes == routes(MovieRoute.library))
        #expect(request.target.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 1)))
        #expect(request.intent == .push(MovieRoute.movie(id: 1)))
        #expect(request.adds(MovieRoute.self) && !request.removes(MovieRoute.self))
        #expect(coordinator.state.stackRoutes == request.target.stackRoutes)
    }

    @Test func denyLeavesStateUntouched() {
        coordinator.addGuard("no movies") { request in
            request.target.focusedEntry?.route.as(MovieRoute.self) == .movie(id: 1) ? .deny(reason: "locked") : .allow
        }
        let outcome = coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        guard case .denied(let reason) = outcome else {
            Issue.record("expected denial, got \(outcome)")
            return
        }
        #expect(reason == "locked")
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    /// Every way to change the state asks the guards: the coordinator's operations, a typed
    /// router, a transaction and a deep link.
    @Test(arguments: GuardedOperation.allCases)
    func everyOperationAsksTheGuards(_ operation: GuardedOperation) throws {
        coordinator.deepLinks = try movieLinks()
        try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.present(AddMovieRoute.lookup(term: ""))
        try coordinator.push(AddMovieRoute.options(tmdbID: 7))
        let before = coordinator.state
        var asked: [NavigationIntent] = []
        coordinator.addGuard("deny everything") { request in
            asked.append(request.intent)
            return .deny(reason: "no")
        }
        let thrown = operation.run(on: coordinator)
        #expect(asked.count == 1, "\(operation) did not ask the guard exactly once")
        #expect(coordinator.state == before, "\(operation) changed the state past a denying guard")
        if operation.throws {
            #expect(thrown == .intercepted(guardName: "deny everything", decision: .deny(reason: "no")))
        }
    }

    @Test func restoreDoesNotAskTheGuards() throws {
        let saved = coordinator.state
        try coordinator.push(MovieRoute.movie(id: 1))
        coordinator.addGuard("deny everything") { _ in .deny(reason: "no") }
        try coordinator.restore(saved)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func aScopedGuardIsAskedOnlyAboutItsRoutes() throws {
        var asked = 0
        coordinator.addGuard("sign-in", for: [SettingsRoute.self]) { _ in
            asked += 1
            return .deny(reason: "signed out")
        }
        try coordinator.push(MovieRoute.movie(id: 1))
        #expect(asked == 0)
        #expect(throws: NavigationError.self) { try coordinator.push(SettingsRoute.instances) }
        #expect(asked == 1)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 1)))
    }

    @Test func redirectAppliesAnotherIntentInstead() {
        coordinator.addGuard("redirect") { request in
            request.intent.reason == .deepLink || request.intent == .push(SeriesRoute.library) ? .allow : .redirect(.push(SeriesRoute.library))
        }
        let outcome = coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        guard case .redirected(let change) = outcome else {
            Issue.record("expected redirect, got \(outcome)")
            return
        }
        #expect(change?.reason == .guardRedirect)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, SeriesRoute.library))
    }

    @Test func anInvalidIntentFailsWithoutAskingGuards() {
        var asked = false
        coordinator.addGuard("spy") { _ in
            asked = true
            return .allow
        }
        let outcome = coordinator.navigate(NavigationIntent([.dismissTop]))
        guard case .failed(.noModalPresented) = outcome else {
            Issue.record("expected failure, got \(outcome)")
            return
        }
        #expect(!asked)
    }

    @Test func clearPendingForgetsTheParkedIntent() {
        coordinator.addGuard("park") { _ in .park(redirectingTo: nil) }
        _ = coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        #expect(coordinator.pendingIntent != nil)
        coordinator.clearPending()
        #expect(coordinator.resumePending() == nil)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }
}

/// A sign-in gate over two tabs, as the issue reported it: a parked push resumes on the tab
/// (and in the modal) it was made in, or is dropped with a reason; never on another tab.
@MainActor
@Suite("Parked intents")
struct ParkedIntentTests {
    let coordinator = NavigationCoordinator(tabs: ["episodes", "characters"])
    let session = SignInSession()

    init() throws {
        try coordinator.push(MovieRoute.library)
        try coordinator.selectTab("characters")
        try coordinator.push(SeriesRoute.library)
        try coordinator.selectTab("episodes")
    }

    private func gate(_ dismissal: ParkedIntent.Dismissal) {
        coordinator.addGuard("sign-in", for: [MovieRoute.self]) { [session] request in
            session.isSignedIn || !request.adds(MovieRoute.self)
                ? .allow : .park(redirectingTo: .present(SettingsRoute.signIn), whenRedirectDismissed: dismissal)
        }
    }

    @Test func resumingDismissesTheSignInAndPushesWhereTheIntentWasMade() throws {
        gate(.dropsIntent)
        #expect(throws: NavigationError.self) { try coordinator.push(MovieRoute.movie(id: 5)) }
        #expect(coordinator.state.focusedEntry?.route == AnyRoute(SettingsRoute.signIn))
        session.isSignedIn = true
        let outcome = coordinator.resumePending()
        #expect(outcome?.wasApplied == true)
        #expect(coordinator.state.modals.isEmpty)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 5)))
        #expect(coordinator.pendingIntent == nil)
    }

    @Test func aKeptIntentResumesOnItsOwnTabAfterTheUserSwitchedTabs() throws {
        gate(.keepsIntent)
        #expect(throws: NavigationError.self) { try coordinator.push(MovieRoute.movie(id: 5)) }
        coordinator.back()  // closes the sign-in sheet; the intent stays parked
        try coordinator.selectTab("characters")
        session.isSignedIn = true
        #expect(coordinator.resumePending()?.wasApplied == true)
        #expect(coordinator.state.selectedTab == "episodes")
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 5)))
        #expect(coordinator.state.stack(for: "characters")?.map(\.route) == routes(SeriesRoute.library))
    }

    @Test func dismissingTheRedirectDropsTheIntentWhenTheGuardSaysSo() throws {
        gate(.dropsIntent)
        #expect(throws: NavigationError.self) { try coordinator.push(MovieRoute.movie(id: 5)) }
        coordinator.back()
        #expect(coordinator.pendingIntent == nil)
        #expect(coordinator.lastDrop?.reason == .redirectDismissed)
        session.isSignedIn = true
        #expect(coordinator.resumePending() == nil)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func anIntentMadeInsideAModalResumesInThatModal() throws {
        try coordinator.present(AddMovieRoute.lookup(term: ""))
        gate(.keepsIntent)
        #expect(throws: NavigationError.self) { try coordinator.push(MovieRoute.movie(id: 5)) }
        #expect(coordinator.state.modals.count == 2)
        session.isSignedIn = true
        #expect(coordinator.resumePending()?.wasApplied == true)
        #expect(coordinator.state.modals.count == 1)
        #expect(coordinator.state.modals[0].entries.map(\.route) == routes(AddMovieRoute.lookup(term: ""), MovieRoute.movie(id: 5)))
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func anIntentWhoseModalIsGoneIsDroppedWithTheReason() throws {
        let lookup = try coordinator.present(AddMovieRoute.lookup(term: ""))
        gate(.keepsIntent)
        #expect(throws: NavigationError.self) { try coordinator.push(MovieRoute.movie(id: 5)) }
        coordinator.dismissAll()
        #expect(coordinator.pendingIntent == nil)
        #expect(coordinator.lastDrop?.reason == .modalGone(lookup.modalID))
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func aTypedRouterNavigatesAndResumes() throws {
        gate(.keepsIntent)
        let router = FeatureRouter<MovieRoute, SettingsRoute>(coordinator: coordinator)
        guard case .parked = router.navigate(.push(MovieRoute.movie(id: 5))) else {
            Issue.record("expected the intent to be parked")
            return
        }
        #expect(router.pendingIntent == .push(MovieRoute.movie(id: 5)))
        session.isSignedIn = true
        #expect(router.resumePending()?.wasApplied == true)
        #expect(router.focusedScreen == .movie(id: 5))
    }
}

/// The operations a guard must see, each run once against the state the test prepared.
enum GuardedOperation: String, CaseIterable, CustomTestStringConvertible {
    case push, pop, popToRoot, popToEntry, replaceTop, replaceStack, present, dismissTop, dismissFromDepth, dismissAll
    case back, selectTab, transaction, open, routerPush, routerPresent, routerDismiss

    var testDescription: String { rawValue }

    /// Whether the operation reports an interception by throwing.
    var `throws`: Bool { self != .dismissAll && self != .back }

    @MainActor
    func run(on coordinator: NavigationCoordinator) -> NavigationError? {
        let router = FeatureRouter<MovieRoute, AddMovieRoute>(coordinator: coordinator)
        do {
            switch self {
            case .push: try coordinator.push(MovieRoute.credits(movieID: 1))
            case .pop: try coordinator.pop()
            case .popToRoot: try coordinator.popToRoot()
            case .popToEntry: try coordinator.popTo(coordinator.state.stack[0].id)
            case .replaceTop: try coordinator.replaceTop(with: AddMovieRoute.confirm)
            case .replaceStack: try coordinator.replaceStack(with: [MovieRoute.library])
            case .present: try coordinator.present(AddMovieRoute.confirm, style: .alert)
            case .dismissTop: try coordinator.dismissTop()
            case .dismissFromDepth: try coordinator.dismiss(fromDepth: 0)
            case .dismissAll: coordinator.dismissAll()
            case .back: if case .intercepted(let error) = coordinator.back() { return error }
            case .selectTab: try coordinator.selectTab("other")
            case .transaction: try coordinator.transaction { tx in try tx.pop() }
            case .open: try coordinator.open("/movies/movie/3")
            case .routerPush: try router.push(.credits(movieID: 1))
            case .routerPresent: try router.present(.pickRootFolder)
            case .routerDismiss: try router.dismiss()
            }
        } catch let error as NavigationError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
        }
        return nil
    }
}

/// `/movies/movie/:id` on the library.
func movieLinks() throws -> DeepLinkRouter {
    var table = RouteTable<MovieRoute>()
    table.declare("/movies", "The library", .library, placement: .root(of: nil))
    table.declare(
        "/movies/movie/:id", "A movie", MovieRoute.movie, match: { if case .movie(let id) = $0 { id } else { nil } },
        placement: { _ in .push(on: MovieRoute.library) })
    var router = DeepLinkRouter()
    for link in table.deepLinks(placedBy: RoutePlacements([table])) { try router.register(link) }
    return router
}

@MainActor
final class SignInSession {
    var isSignedIn = false
}
