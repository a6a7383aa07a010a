import Observation
import Synchronization
import Testing

@testable import MarqueeNavigation

/// The `@Observable` model over a coordinator: what it shows, whom it notifies, and what its
/// setters (SwiftUI's write-backs) do.
@MainActor
@Suite("Navigation model")
struct NavigationModelTests {
    let coordinator = NavigationCoordinator(tabs: ["movies", "series"])
    let model: NavigationModel

    init() throws {
        try coordinator.push(MovieRoute.library)
        try coordinator.selectTab("series")
        try coordinator.push(SeriesRoute.library)
        try coordinator.selectTab("movies")
        model = NavigationModel(coordinator: coordinator)
    }

    private var movies: TabModel { model.tab("movies")! }
    private var series: TabModel { model.tab("series")! }

    @Test func itShowsTabsPathsAndModals() throws {
        try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.present(AddMovieRoute.lookup(term: ""))
        try coordinator.push(AddMovieRoute.options(tmdbID: 7))
        try coordinator.present(AddMovieRoute.confirm, style: .alert)
        #expect(model.selectedTab == "movies")
        #expect(movies.root?.route == AnyRoute(MovieRoute.library))
        #expect(movies.path.map(\.route) == routes(MovieRoute.movie(id: 1)))
        #expect(series.path.isEmpty && series.root?.route == AnyRoute(SeriesRoute.library))
        #expect(model.modals.map(\.style) == [.sheet, .alert])
        #expect(model.modal(over: nil)?.path.map(\.route) == routes(AddMovieRoute.options(tmdbID: 7)))
        #expect(model.modal(over: 0)?.root.route == AnyRoute(AddMovieRoute.confirm))
        #expect(model.alert?.id == coordinator.state.topModal?.id)
    }

    @Test func aTransactionNotifiesItsTabOnceAndNoOtherTab() throws {
        let moviesPath = Notifications { _ = movies.path }
        let seriesPath = Notifications { _ = series.path }
        let modals = Notifications { _ = model.modals }
        try coordinator.transaction { tx in
            try tx.push(MovieRoute.movie(id: 1))
            try tx.push(MovieRoute.credits(movieID: 1))
            try tx.push(MovieRoute.movie(id: 2))
        }
        #expect(moviesPath.count == 1)
        #expect(seriesPath.count == 0)
        #expect(modals.count == 0)
        #expect(movies.path.count == 3)
    }

    @Test func separateOperationsNotifyOncePerOperation() throws {
        let moviesPath = Notifications { _ = movies.path }
        try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.push(MovieRoute.movie(id: 2))
        try coordinator.pop()
        #expect(moviesPath.count == 3)
    }

    @Test func pushingInsideAModalNotifiesThatModalOnly() throws {
        try coordinator.present(AddMovieRoute.lookup(term: ""))
        let sheet = try #require(model.modal(over: nil))
        let sheetPath = Notifications { _ = sheet.path }
        let modals = Notifications { _ = model.modals }
        let moviesPath = Notifications { _ = movies.path }
        try coordinator.push(AddMovieRoute.options(tmdbID: 7))
        #expect(sheetPath.count == 1 && modals.count == 0 && moviesPath.count == 0)
    }

    @Test func selectingATabNotifiesTheSelectionNotThePaths() throws {
        let selection = Notifications { _ = model.selectedTab }
        let moviesPath = Notifications { _ = movies.path }
        model.selectedTab = "series"
        #expect(coordinator.state.selectedTab == "series")
        #expect(selection.count == 1 && moviesPath.count == 0)
    }

    @Test func aRestoreThatBringsTheSameIdsBackWithOtherRoutesIsAnnounced() throws {
        let other = NavigationCoordinator(tabs: ["movies", "series"])
        try other.push(MovieRoute.library)
        try other.selectTab("series")
        try other.push(SeriesRoute.library)
        try other.selectTab("movies")
        try other.push(MovieRoute.movie(id: 2))
        try coordinator.push(MovieRoute.movie(id: 1))
        #expect(other.state.stack.map(\.id) == coordinator.state.stack.map(\.id))
        let moviesPath = Notifications { _ = movies.path }
        try coordinator.restore(other.state)
        #expect(moviesPath.count == 1)
        #expect(movies.path.map(\.route) == routes(MovieRoute.movie(id: 2)))
    }

    @Test func theModelHoldsNoCopySoAPushAfterAPopWritesInPlace() throws {
        coordinator.checksInvariants = false
        try coordinator.push(MovieRoute.movie(id: 1))
        _ = movies.path  // a view reads the tab
        // An identifier, not a reference: holding the chunk would itself force a copy.
        let storage = try #require(coordinator.state.stack.storage.map(ObjectIdentifier.init))
        for id in 2...50 {
            try coordinator.pop()
            try coordinator.push(MovieRoute.movie(id: id))
        }
        #expect(coordinator.state.stack.storage.map(ObjectIdentifier.init) == storage)
        #expect(movies.path.map(\.route) == routes(MovieRoute.movie(id: 50)))
    }

    @Test func aShorterPathPopsToItsLastEntryKeepingIds() throws {
        let first = try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.push(MovieRoute.credits(movieID: 1))
        try coordinator.push(MovieRoute.movie(id: 2))
        movies.path = Array(movies.path.prefix(1))
        #expect(coordinator.state.stack.map(\.id).last == first)
        #expect(movies.path.map(\.id) == [first])
        movies.path = []
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func aModalPathWriteBackPopsInsideTheModal() throws {
        try coordinator.present(AddMovieRoute.lookup(term: ""))
        try coordinator.push(AddMovieRoute.options(tmdbID: 7))
        try coordinator.push(AddMovieRoute.pickRootFolder)
        let sheet = try #require(model.modal(over: nil))
        sheet.path = []
        #expect(coordinator.state.modals.count == 1 && coordinator.state.modals[0].path.isEmpty)
    }

    @Test func dismissingAModalDismissesThoseOverIt() throws {
        try coordinator.present(AddMovieRoute.lookup(term: ""))
        try coordinator.present(AddMovieRoute.pickRootFolder, style: .fullScreen)
        model.dismiss(try #require(model.modal(over: nil)))
        #expect(coordinator.state.modals.isEmpty && model.modals.isEmpty)
    }

    @Test func aPathLongerThanTheStackPushesTheNewRoutes() throws {
        var path = movies.path
        path.append(Entry(id: EntryID(rawValue: 999), route: AnyRoute(MovieRoute.movie(id: 3))))
        movies.path = path
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 3)))
    }
}

/// Counts the notifications of the properties `read` reads, re-arming after each one (as
/// SwiftUI does), so every separate mutation counts.
@MainActor
final class Notifications {
    private let counter = Mutex(0)
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        arm()
    }

    var count: Int { counter.withLock { $0 } }

    private func arm() {
        withObservationTracking(read) { [weak self] in
            guard let self else { return }
            self.counter.withLock { $0 += 1 }
            MainActor.assumeIsolated { self.arm() }
        }
    }
}
