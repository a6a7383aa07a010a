import MarqueeHost
import MarqueeNavigation
import Testing

@MainActor
@Suite("Destination lifetime")
struct LifetimeTests {
    @Test("Going back shows the same screen instance with its state; popped screens are released")
    func sameInstanceOnBack() throws {
        let log = ScreenLog()
        let host = ModuleHost(modules: [MoviesModule(log: log)])
        let library = try #require(host.focusedScreen as? TestScreen)
        library.scrollOffset = 17
        try host.coordinator.push(MovieRoute.movie(id: 1))
        weak let movie = host.focusedScreen as? TestScreen
        #expect(movie?.title == "Movie 1")
        #expect(host.screenCount == 2)

        host.coordinator.back()
        let again = try #require(host.focusedScreen as? TestScreen)
        #expect(again === library)
        #expect(again.scrollOffset == 17)
        #expect(again.appearances == 2)
        #expect(movie == nil)
        #expect(log.released == ["Movie 1"])
        #expect(host.screenCount == 1)
    }

    @Test("Dismissing modals and restoring a state release their screens")
    func dismissAndRestore() throws {
        let log = ScreenLog()
        let host = ModuleHost(modules: [MoviesModule(log: log)])
        _ = host.focusedScreen
        try host.coordinator.present(MovieModal.add(term: "x"))
        _ = host.focusedScreen
        try host.coordinator.present(MovieModal.confirmDelete(id: 2), style: .alert)
        _ = host.focusedScreen
        #expect(host.screenCount == 3)
        host.coordinator.dismissAll()
        #expect(log.released == ["Delete 2?", "Add x"])
        #expect(host.screenCount == 1)

        try host.coordinator.restore(NavigationState(tabs: ["radarr"]))
        #expect(log.released == ["Delete 2?", "Add x", "Library"])
        #expect(host.screenCount == 0)
        #expect(host.screen(for: EntryID(rawValue: 1)) == nil)
    }

    @Test("Memory does not grow over 10,000 push/pop cycles: every screen is released")
    func tenThousandCycles() throws {
        final class Weak {
            weak var screen: TestScreen?
            init(_ screen: TestScreen?) { self.screen = screen }
        }
        let host = ModuleHost(modules: [MoviesModule()])
        // The debug-build invariant checks walk the whole state on every commit (quadratic
        // over a 10,000-deep stack); they are covered by the engine's own tests.
        host.coordinator.checksInvariants = false
        _ = host.focusedScreen
        let baseline = host.screenCount
        var references: [Weak] = []
        references.reserveCapacity(10_000)
        for id in 0..<10_000 {
            try host.coordinator.push(MovieRoute.movie(id: id))
            references.append(Weak(host.focusedScreen as? TestScreen))
            try host.coordinator.pop()
        }
        #expect(references.allSatisfy { $0.screen == nil })
        #expect(references.count == 10_000)
        #expect(host.screenCount == baseline)

        // Deep history, then back to the root in one step.
        for id in 0..<10_000 {
            try host.coordinator.push(MovieRoute.movie(id: id))
            references[id] = Weak(host.focusedScreen as? TestScreen)
        }
        #expect(host.screenCount == baseline + 10_000)
        try host.coordinator.popToRoot()
        #expect(references.allSatisfy { $0.screen == nil })
        #expect(host.screenCount == baseline)
    }
}
