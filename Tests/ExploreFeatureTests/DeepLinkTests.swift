import ExploreFeature
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import Testing

/// Every Explore screen by its link, links back from routes, refused links, and the
/// ExploreRouting protocol other modules use.
@MainActor
@Suite(.serialized) struct DeepLinkTests {
    @Test func everyScreenOpensFromItsLink() async throws {
        try await withExploreFlow { flow, _ in
            flow.open("marquee://explore/search?term=dune") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.search(term: "dune"))
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            #expect(search.model.searchedTerm == "dune")
            #expect(search.model.results.contains { $0.title == "Dune" })
            flow.open("marquee://explore/upcoming") { $0.setStack(ExploreRoute.root, ExploreRoute.upcoming(days: 14)) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: UpcomingScreen.self).model.list.isLoaded)
            flow.open("marquee://explore/upcoming?days=90") { $0.setStack(ExploreRoute.root, ExploreRoute.upcoming(days: 90)) }
            await flow.settle()
            flow.open("marquee://explore/activity") { $0.setStack(ExploreRoute.root, ExploreRoute.activity) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ExploreActivityScreen.self).model.list.isLoaded)
            flow.open("marquee://explore/search") { $0.setStack(ExploreRoute.root) }
            flow.finish()
        }
    }

    @Test func everyRouteTurnsBackIntoItsLink() async throws {
        try await withExploreFlow { flow, _ in
            let links = flow.host.deepLinks
            #expect(links.link(for: ExploreRoute.search(term: "dune")) == "marquee://explore/search?term=dune")
            #expect(links.link(for: ExploreRoute.root) == "marquee://explore/search")
            #expect(links.link(for: ExploreRoute.upcoming(days: 14)) == "marquee://explore/upcoming")
            #expect(links.link(for: ExploreRoute.upcoming(days: 30)) == "marquee://explore/upcoming?days=30")
            #expect(links.link(for: ExploreRoute.activity) == "marquee://explore/activity")
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: ["marquee://explore/upcoming?days=0", "marquee://explore/upcoming?days=366", "marquee://explore/upcoming?days=soon"])
    func aBadRangeIsRefusedWithTheReasonAndChangesNothing(link: String) async throws {
        try await withExploreFlow { flow, _ in
            let before = flow.state
            #expect {
                try flow.host.coordinator.open(link)
            } throws: { error in
                guard case .deepLink(.invalidParameter(let name, _, _, let pattern))? = error as? NavigationError else { return false }
                return name == "days" && pattern == "/explore/upcoming?days"
            }
            #expect(flow.state == before)
            flow.expectNoChange()
            await flow.settle()
            flow.finish()
        }
    }

    @Test func otherModulesShowExploreThroughItsRoutingProtocol() async throws {
        try await withExploreFlow { flow, _ in
            flow.perform("showUpcoming", { host in try host.router(ExploreRouting.self)?.showUpcoming(days: 7) }) {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.root, ExploreRoute.upcoming(days: 7))
            }
            flow.perform("showActivity", { host in try host.router(ExploreRouting.self)?.showActivity() }) {
                $0.setStack(ExploreRoute.root, ExploreRoute.activity)
            }
            flow.perform("showSearch", { host in try host.router(ExploreRouting.self)?.showSearch(term: "ponyo") }) {
                $0.setStack(ExploreRoute.search(term: "ponyo"))
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            #expect(search.model.results.contains { $0.title == "Ponyo" })
            flow.finish()
        }
    }

    @Test func uAndAShowUpcomingAndActivityOverTheSearch() async throws {
        try await withExploreFlow { flow, _ in
            flow.open("/explore/search?term=harbor") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.search(term: "harbor"))
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            flow.press("u") { $0.push(ExploreRoute.upcoming(days: 14)) }
            flow.press("Q") {
                $0.pop()
                $0.push(ExploreRoute.activity)
            }
            let activityAgain = try flow.host.performKeyCommand("Q")
            #expect(!activityAgain, "Q is not offered on its own screen")
            flow.expectNoChange()
            await flow.settle()
            flow.back { $0.pop() }
            #expect(try flow.requireFocusedScreen(as: ExploreSearchScreen.self) === search, "the search kept its results")
            #expect(!search.model.results.isEmpty)
            await flow.settle()  // back on the results, the search asks again
            #expect(!search.model.results.isEmpty)
            flow.finish()
        }
    }
}
