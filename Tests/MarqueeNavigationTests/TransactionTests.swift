import Testing

@testable import MarqueeNavigation

@MainActor
@Suite("Transactions and changes")
struct TransactionTests {
    let coordinator = NavigationCoordinator()

    @Test func manyStepsEmitOneChangeWithOneDiff() throws {
        try coordinator.push(MovieRoute.library)
        let log = ChangeLog(coordinator)
        let ids = try coordinator.transaction { tx throws(NavigationError) in
            let movie = try tx.push(MovieRoute.movie(id: 1))
            let sheet = try tx.present(AddMovieRoute.lookup(term: "x"))
            let options = try tx.push(AddMovieRoute.options(tmdbID: 3))
            return (movie, sheet, options)
        }
        #expect(log.changes.count == 1)
        let diff = try #require(log.changes.first?.diff)
        #expect(diff.pushed.map(\.id) == [ids.0])
        #expect(diff.presented.map(\.id) == [ids.1.modalID])
        #expect(diff.createdIDs == [ids.0, ids.1.rootID, ids.2])
        #expect(log.changes[0].before.stack.count == 1)
        #expect(log.changes[0].after.stack.count == 2)
    }

    @Test func anInvalidStepLeavesTheStateUntouchedAndEmitsNothing() throws {
        try coordinator.push(MovieRoute.library)
        try coordinator.present(AddMovieRoute.lookup(term: "x"))
        let before = coordinator.state
        let log = ChangeLog(coordinator)
        #expect(throws: NavigationError.modalDepthOutOfRange(depth: 4, modalCount: 0)) {
            try coordinator.transaction { tx throws(NavigationError) in
                try tx.push(MovieRoute.movie(id: 1), in: .root)
                tx.dismissAll()
                try tx.dismiss(fromDepth: 4)
            }
        }
        #expect(coordinator.state == before)
        #expect(log.changes.isEmpty)
        // Ids handed out inside the failed transaction are not skipped.
        let next = try coordinator.push(MovieRoute.movie(id: 2), in: .root)
        #expect(next.rawValue == before.nextID)
    }

    @Test func aTransactionThatPushesAndPopsTheSameEntryChangesNothing() throws {
        try coordinator.push(MovieRoute.library)
        let log = ChangeLog(coordinator)
        try coordinator.transaction { tx throws(NavigationError) in
            try tx.push(MovieRoute.movie(id: 1))
            try tx.pop()
        }
        #expect(log.changes.isEmpty)
    }

    @Test func removalsCarryTheirReason() throws {
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 1))
        let sheet = try coordinator.present(AddMovieRoute.lookup(term: "x"))
        try coordinator.push(AddMovieRoute.options(tmdbID: 1))
        let log = ChangeLog(coordinator)

        coordinator.back()
        #expect(log.changes.last?.diff.removals.map(\.reason) == [.back])

        try coordinator.dismiss(sheet.modalID)
        let removals = try #require(log.changes.last?.diff.removals)
        #expect(removals.map(\.entry.id) == [sheet.rootID])
        #expect(removals.map(\.reason) == [.programmatic])
        #expect(log.changes.last?.diff.dismissed.map(\.id) == [sheet.modalID])
    }

    @Test func dismissingAParentListsEveryEntryOfEveryModalAbove() throws {
        let bottom = try coordinator.present(AddMovieRoute.lookup(term: "x"))
        let a = try coordinator.push(AddMovieRoute.options(tmdbID: 1))
        let middle = try coordinator.present(MovieRoute.movie(id: 1), style: .fullScreen)
        let b = try coordinator.push(MovieRoute.credits(movieID: 1))
        let log = ChangeLog(coordinator)
        coordinator.dismissAll()
        #expect(log.changes.last?.diff.removals.map(\.entry.id) == [b, middle.rootID, a, bottom.rootID])
    }

    @Test func asyncStreamAndSynchronousObserverSeeTheSameChanges() async throws {
        let stream = coordinator.changes()
        var received: [NavigationChange] = []
        let log = ChangeLog(coordinator)
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 1))
        coordinator.back()
        for await change in stream {
            received.append(change)
            if received.count == 3 { break }
        }
        #expect(received.map(\.diff.description) == log.changes.map(\.diff.description))
        #expect(received.map(\.reason) == [.programmatic, .programmatic, .back])
    }

    @Test func removedObserverIsNotCalled() throws {
        var calls = 0
        let token = coordinator.observe { _ in calls += 1 }
        try coordinator.push(MovieRoute.library)
        coordinator.removeObserver(token)
        try coordinator.push(MovieRoute.library)
        #expect(calls == 1)
    }

    @Test func diffOfATabSwitchShowsTheSelectionOnly() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        try coordinator.push(MovieRoute.library)
        let log = ChangeLog(coordinator)
        try coordinator.selectTab("sonarr")
        let diff = try #require(log.changes.first?.diff)
        #expect(diff.tabSelection?.from == "radarr")
        #expect(diff.tabSelection?.to == "sonarr")
        #expect(diff.removals.isEmpty)
        #expect(diff.addedEntries.isEmpty)
    }
}
