import Testing

@testable import MarqueeNavigation

@MainActor
@Suite("Guards")
struct GuardTests {
    let coordinator = NavigationCoordinator()

    init() throws {
        try coordinator.push(MovieRoute.library)
    }

    @Test func guardSeesSourceTargetAndIntent() async throws {
        var seen: GuardRequest?
        coordinator.addGuard("spy") { request in
            seen = request
            return .allow
        }
        let outcome = await coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        #expect(outcome.wasApplied)
        let request = try #require(seen)
        #expect(request.source.stackRoutes == routes(MovieRoute.library))
        #expect(request.target.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 1)))
        #expect(request.intent == .push(MovieRoute.movie(id: 1)))
        #expect(coordinator.state.stackRoutes == request.target.stackRoutes)
    }

    @Test func denyLeavesStateUntouched() async {
        coordinator.addGuard("no movies") { request in
            request.target.focusedEntry?.route.as(MovieRoute.self) == .movie(id: 1) ? .deny(reason: "locked") : .allow
        }
        let outcome = await coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        guard case .denied(let reason) = outcome else {
            Issue.record("expected denial, got \(outcome)")
            return
        }
        #expect(reason == "locked")
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func redirectParkAndResumeActsAsALoginGate() async throws {
        let session = SignInSession()
        coordinator.addGuard("login") { request in
            if session.isSignedIn || request.intent.steps.contains(.present(AnyRoute(SettingsRoute.signIn), style: .sheet, options: .init())) {
                return .allow
            }
            return .park(redirectingTo: .present(SettingsRoute.signIn))
        }
        let log = ChangeLog(coordinator)
        let outcome = await coordinator.navigate(.open("/unused").replacingSteps([.push(AnyRoute(MovieRoute.movie(id: 5)), in: .top)]))
        guard case .parked(let change) = outcome else {
            Issue.record("expected park, got \(outcome)")
            return
        }
        #expect(change?.reason == .guardRedirect)
        #expect(coordinator.state.focusedEntry?.route == AnyRoute(SettingsRoute.signIn))
        #expect(coordinator.pendingIntent != nil)

        session.isSignedIn = true
        try coordinator.dismissTop()
        let resumed = await coordinator.resumePending()
        #expect(resumed?.wasApplied == true)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 5)))
        #expect(coordinator.pendingIntent == nil)
        #expect(log.changes.map(\.reason) == [.guardRedirect, .programmatic, .deepLink])
    }

    @Test func clearPendingForgetsTheParkedIntent() async {
        coordinator.addGuard("park") { _ in .park(redirectingTo: nil) }
        _ = await coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        #expect(coordinator.pendingIntent != nil)
        coordinator.clearPending()
        #expect(await coordinator.resumePending() == nil)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func redirectAppliesAnotherIntentInstead() async {
        coordinator.addGuard("redirect") { request in
            request.intent.reason == .deepLink ? .allow : .redirect(.push(SeriesRoute.library))
        }
        let outcome = await coordinator.navigate(.push(MovieRoute.movie(id: 1)))
        guard case .redirected(let change) = outcome else {
            Issue.record("expected redirect, got \(outcome)")
            return
        }
        #expect(change?.reason == .guardRedirect)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, SeriesRoute.library))
    }

    @Test func aNewerIntentSupersedesOneWhoseGuardIsStillRunning() async {
        let gate = AsyncGate()
        coordinator.addGuard("slow for movie 1") { request in
            if request.intent == .push(MovieRoute.movie(id: 1)) { await gate.wait() }
            return .allow
        }
        let slow = Task { await coordinator.navigate(.push(MovieRoute.movie(id: 1))) }
        await gate.waitUntilWaiting()
        let fast = await coordinator.navigate(.push(MovieRoute.movie(id: 2)))
        await gate.open()
        let slowOutcome = await slow.value
        #expect(fast.wasApplied)
        guard case .superseded = slowOutcome else {
            Issue.record("expected superseded, got \(slowOutcome)")
            return
        }
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 2)))
    }

    @Test func anInvalidIntentFailsWithoutAskingGuards() async {
        var asked = false
        coordinator.addGuard("spy") { _ in
            asked = true
            return .allow
        }
        let outcome = await coordinator.navigate(NavigationIntent([.dismissTop]))
        guard case .failed(.noModalPresented) = outcome else {
            Issue.record("expected failure, got \(outcome)")
            return
        }
        #expect(!asked)
    }
}

extension NavigationIntent {
    func replacingSteps(_ steps: [NavigationStep]) -> NavigationIntent {
        NavigationIntent(steps, reason: reason)
    }
}

@MainActor
final class SignInSession {
    var isSignedIn = false
}

/// Lets a test hold a guard until it opens the gate, without sleeping.
actor AsyncGate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var watchers: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { continuation in
            waiters.append(continuation)
            for watcher in watchers { watcher.resume() }
            watchers.removeAll()
        }
    }

    func waitUntilWaiting() async {
        if !waiters.isEmpty { return }
        await withCheckedContinuation { watchers.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}
