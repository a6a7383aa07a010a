import Testing

@testable import MarqueeNavigation

@MainActor
@Suite("Typed results")
struct ResultTests {
    let coordinator = NavigationCoordinator()

    @Test func presentedFlowReturnsItsValue() async throws {
        let waiting = Task { try await coordinator.present(AddMovieRoute.pickQualityProfile, returning: Int.self) }
        await Task.yield()
        while coordinator.waitingResultCount == 0 { await Task.yield() }
        let router = FeatureRouter<MovieRoute, AddMovieRoute>(coordinator: coordinator)
        try router.finish(with: 4)
        #expect(try await waiting.value == 4)
        #expect(coordinator.state.modals.isEmpty)
        #expect(coordinator.waitingResultCount == 0)
    }

    @Test func dismissalWithoutAValueResumesWithNil() async throws {
        let waiting = Task { try await coordinator.present(AddMovieRoute.pickRootFolder, returning: String.self) }
        while coordinator.waitingResultCount == 0 { await Task.yield() }
        coordinator.back()
        #expect(try await waiting.value == nil)
        #expect(coordinator.waitingResultCount == 0)
    }

    @Test func dismissingAParentResolvesEveryModalAbove() async throws {
        try coordinator.present(AddMovieRoute.lookup(term: "x"))
        try coordinator.push(AddMovieRoute.options(tmdbID: 1))
        let profile = Task { try await coordinator.present(AddMovieRoute.pickQualityProfile, returning: Int.self) }
        while coordinator.waitingResultCount < 1 { await Task.yield() }
        let folder = Task { try await coordinator.present(AddMovieRoute.pickRootFolder, returning: String.self) }
        while coordinator.waitingResultCount < 2 { await Task.yield() }
        // A value set on the middle modal still arrives when a lower modal is dismissed.
        coordinator.setResult(7, for: coordinator.state.modals[1].id)
        try coordinator.dismiss(fromDepth: 0)
        #expect(try await folder.value == nil)
        #expect(try await profile.value == 7)
        #expect(coordinator.waitingResultCount == 0)
    }

    @Test func aValueOfTheWrongTypeArrivesAsNil() async throws {
        let waiting = Task { try await coordinator.present(AddMovieRoute.pickQualityProfile, returning: Int.self) }
        while coordinator.waitingResultCount == 0 { await Task.yield() }
        try coordinator.finish(coordinator.state.modals[0].id, with: "not an int")
        #expect(try await waiting.value == nil)
    }

    @Test func cancellingTheCallerResumesItOnceAndLeavesTheModal() async throws {
        let waiting = Task { try await coordinator.present(AddMovieRoute.pickQualityProfile, returning: Int.self) }
        while coordinator.waitingResultCount == 0 { await Task.yield() }
        waiting.cancel()
        #expect(try await waiting.value == nil)
        while coordinator.waitingResultCount != 0 { await Task.yield() }
        #expect(coordinator.state.modals.count == 1)
        // Dismissing later must not resume the (already resumed) continuation again.
        try coordinator.dismissTop()
        #expect(coordinator.waitingResultCount == 0)
    }

    @Test func presentingOverAnAlertThrowsInsteadOfWaiting() async throws {
        try coordinator.present(AddMovieRoute.confirm, style: .alert)
        await #expect(throws: NavigationError.presentingOverAlert) {
            try await coordinator.present(AddMovieRoute.pickQualityProfile, returning: Int.self)
        }
        #expect(coordinator.waitingResultCount == 0)
    }

    @Test func restoringAStateResolvesWaitersWithNil() async throws {
        let waiting = Task { try await coordinator.present(AddMovieRoute.pickQualityProfile, returning: Int.self) }
        while coordinator.waitingResultCount == 0 { await Task.yield() }
        try coordinator.restore(NavigationState())
        #expect(try await waiting.value == nil)
    }
}
