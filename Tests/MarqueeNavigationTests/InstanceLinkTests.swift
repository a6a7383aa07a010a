import Testing

@testable import MarqueeNavigation

/// Links that name an instance of a feature (`/radarr/4k/movie/12`), and states fitted to
/// another set of tabs (an instance added or removed since a snapshot was written).
@Suite("Instance links and fitted states")
struct InstanceLinkTests {
    private func router() throws -> DeepLinkRouter {
        var router = try sampleDeepLinks()
        router.addInstances(under: "radarr", defaultTab: "radarr", tabs: [("home", "radarr"), ("4k", "radarr/4k"), ("ultra hd", "radarr/uhd")])
        return router
    }

    @Test func aNamedInstanceResolvesTheRestOfTheLinkOntoItsTab() throws {
        let router = try router()
        let named = try router.resolve("marquee://radarr/4k/movie/12")
        #expect(named.tab == "radarr/4k")
        #expect(named.stack == [AnyRoute(MovieRoute.library), AnyRoute(MovieRoute.movie(id: 12))])
        #expect(try router.resolve("/radarr/ultra%20hd/add?term=dune").tab == "radarr/uhd")
        #expect(try router.resolve("/radarr/home/movie/12").tab == "radarr")
        #expect(try router.resolve("/radarr/movie/12").tab == "radarr")
        // Links of other features are untouched.
        #expect(try router.resolve("/sonarr/series/3").tab == "sonarr")
    }

    @Test func anUnknownInstanceIsAClearErrorAndAnUnknownLinkStaysNoMatch() throws {
        let router = try router()
        #expect(throws: DeepLinkError.unknownInstance(url: "/radarr/8k/movie/12", name: "8k", segment: "radarr", known: ["home", "4k", "ultra hd"])) {
            try router.resolve("/radarr/8k/movie/12")
        }
        for link in ["/radarr/4k/nothing", "/radarr/8k/nothing"] {
            do {
                _ = try router.resolve(link)
                Issue.record("resolved \(link), which matches nothing")
            } catch {
                if case .noMatch = error {} else { Issue.record("expected noMatch for \(link), got \(error)") }
            }
        }
    }

    @Test func theReverseLinkNamesTheInstanceExceptTheDefault() throws {
        let router = try router()
        #expect(router.link(for: MovieRoute.movie(id: 12), on: "radarr/4k") == "marquee://radarr/4k/movie/12")
        #expect(router.link(for: MovieRoute.movie(id: 12), on: "radarr/uhd") == "marquee://radarr/ultra%20hd/movie/12")
        #expect(router.link(for: MovieRoute.movie(id: 12), on: "radarr") == "marquee://radarr/movie/12")
        #expect(router.link(for: MovieRoute.movie(id: 12), on: nil) == "marquee://radarr/movie/12")
        #expect(router.instanceNames(under: "radarr") == ["home", "4k", "ultra hd"])
    }

    @MainActor
    @Test func aFittedStateKeepsTheStacksOfTabsItHasAndDropsTheOthers() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr", "gone"])
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.selectTab("gone")
        try coordinator.push(SeriesRoute.library)
        try coordinator.present(AddMovieRoute.lookup(term: "x"))
        let state = coordinator.state

        let kept = state.fitted(to: ["radarr", "radarr/4k", "sonarr", "gone"])
        #expect(kept.tabs == ["radarr", "radarr/4k", "sonarr", "gone"])
        #expect(kept.selectedTab == "gone")
        #expect(kept.modals.count == 1)
        #expect(kept.stack(for: "radarr")?.map(\.route) == [AnyRoute(MovieRoute.library), AnyRoute(MovieRoute.movie(id: 1))])
        #expect(kept.stack(for: "radarr/4k")?.isEmpty == true)
        #expect(NavigationInvariants.violations(in: kept).isEmpty)

        // The selected tab is dropped: the first tab is selected, and the modals over it go.
        let dropped = state.fitted(to: ["radarr", "sonarr"])
        #expect(dropped.selectedTab == "radarr")
        #expect(dropped.modals.isEmpty)
        #expect(dropped.stack.count == 2)
        #expect(dropped.allEntries.count == 2)
        #expect(NavigationInvariants.violations(in: dropped).isEmpty)
        #expect(state.fitted(to: state.tabs) == state)
    }
}
