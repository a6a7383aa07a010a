import Testing

@testable import MarqueeNavigation

@MainActor
@Suite("Stack operations")
struct StackOperationTests {
    let coordinator = NavigationCoordinator()

    @Test func pushReturnsUniqueIncreasingIDs() throws {
        let first = try coordinator.push(MovieRoute.library)
        let second = try coordinator.push(MovieRoute.movie(id: 1))
        #expect(second > first)
        #expect(coordinator.state.stack.map(\.id) == [first, second])
        #expect(coordinator.state.focusedEntry?.route == AnyRoute(MovieRoute.movie(id: 1)))
    }

    @Test func popRemovesTopAndFailsOnEmpty() throws {
        try coordinator.push(MovieRoute.library)
        let popped = try coordinator.pop()
        #expect(popped.route == AnyRoute(MovieRoute.library))
        #expect(coordinator.state.stack.isEmpty)
        #expect(throws: NavigationError.emptyStack(.top)) { try coordinator.pop() }
    }

    @Test func popToRootKeepsFirstEntry() throws {
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.push(MovieRoute.credits(movieID: 1))
        try coordinator.popToRoot()
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func popToEntryIsExactWithDuplicateRoutes() throws {
        try coordinator.push(MovieRoute.library)
        let firstMovie = try coordinator.push(MovieRoute.movie(id: 7))
        try coordinator.push(MovieRoute.credits(movieID: 7))
        let secondMovie = try coordinator.push(MovieRoute.movie(id: 7))
        try coordinator.push(MovieRoute.credits(movieID: 7))

        try coordinator.popTo(firstMovie)
        #expect(coordinator.state.stack.map(\.id).last == firstMovie)
        #expect(coordinator.state.stack.count == 2)
        #expect(throws: NavigationError.unknownEntry(secondMovie)) { try coordinator.popTo(secondMovie) }
    }

    @Test func popToWhereFindsTopMostMatch() throws {
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 7))
        let top = try coordinator.push(MovieRoute.movie(id: 7))
        try coordinator.push(MovieRoute.credits(movieID: 7))
        let found = try coordinator.popTo { $0.route == AnyRoute(MovieRoute.movie(id: 7)) }
        #expect(found?.id == top)
        #expect(coordinator.state.stack.count == 3)
        #expect(try coordinator.popTo { $0.route == AnyRoute(SeriesRoute.library) } == nil)
        #expect(coordinator.state.stack.count == 3)
    }

    @Test func replaceTopAndReplaceStack() throws {
        try coordinator.push(MovieRoute.library)
        let old = try coordinator.push(MovieRoute.movie(id: 1))
        let new = try coordinator.replaceTop(with: MovieRoute.movie(id: 2))
        #expect(new != old)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 2)))

        let ids = try coordinator.replaceStack(with: [SeriesRoute.library, SeriesRoute.series(id: 3)])
        #expect(ids.count == 2)
        #expect(coordinator.state.stack.map(\.id) == ids)
        #expect(coordinator.state.stackRoutes == routes(SeriesRoute.library, SeriesRoute.series(id: 3)))
    }

    @Test func backStopsAtRootAndReportsIt() throws {
        try coordinator.push(MovieRoute.library)
        let movie = try coordinator.push(MovieRoute.movie(id: 1))
        #expect(coordinator.back() == .popped(Entry(id: movie, route: AnyRoute(MovieRoute.movie(id: 1)))))
        #expect(coordinator.state.stack.count == 1)
        #expect(coordinator.back() == .atRoot)
        #expect(coordinator.state.stack.count == 1)
    }

    @Test func readingTheStackDoesNotCopyEntries() throws {
        for id in 0..<1_000 { try coordinator.push(MovieRoute.movie(id: id)) }
        let first = coordinator.state.stack
        let second = coordinator.state.stack
        #expect(first.isIdentical(to: second))
        try coordinator.push(MovieRoute.library)
        // The older value still sees its 1,000 entries after the push.
        #expect(first.count == 1_000)
        #expect(first.last?.route == AnyRoute(MovieRoute.movie(id: 999)))
    }
}
