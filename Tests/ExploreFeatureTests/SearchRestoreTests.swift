import ExploreFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import SonarrAPI
import SonarrFeature
import Testing

/// A term typed in the search box is kept in the route, so a restart shows the same search.
@MainActor
@Suite(.serialized) struct SearchRestoreTests {
    @Test func aTypedTermIsInTheRouteAndARestartShowsTheSameSearch() async throws {
        try await withExploreFlow { flow, fixture in
            flow.perform("select Explore", { try $0.coordinator.selectTab("explore") }) { $0.selectTab("explore") }
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            screen.type("harbor")
            await flow.settle()
            // The route follows the search; the same screen (box, results) stays on.
            flow.expect { $0.setStack(ExploreRoute.search(term: "harbor")) }
            #expect(try flow.requireFocusedScreen(as: ExploreSearchScreen.self) === screen)
            #expect(screen.isEditing, "the box keeps the keys")
            #expect(screen.field.text == "harbor")
            let titles = screen.model.results.map(\.title)
            #expect(!titles.isEmpty)

            // Quit (the state is saved as the app saves it) and start again on a new host.
            let saved = try flow.host.snapshotCodec.encode(flow.host.coordinator.state)
            let services = ServiceContainer()
            services.register(RadarrRepository.self, fixture.radarr)
            services.register(SonarrRepository.self, fixture.sonarr)
            services.register(ServarrInstances.self, ServarrInstances([.radarr("demo", fixture.radarr), .sonarr("demo", fixture.sonarr)]))
            let restarted = try FlowTest(
                modules: [ExploreModule(refreshInterval: nil), RadarrModule(), SonarrModule()],
                services: services, exhaustive: false)
            try restarted.host.coordinator.restore(restarted.host.snapshotCodec.decode(saved).state)
            await restarted.settle()
            let restored = try restarted.requireFocusedScreen(as: ExploreSearchScreen.self)
            #expect(restored !== screen)
            #expect(restored.field.text == "harbor")
            #expect(restored.model.searchedTerm == "harbor")
            #expect(restored.model.results.map(\.title) == titles)

            // Clearing the box clears the route's term too.
            screen.type("")
            flow.expect { $0.setStack(ExploreRoute.root) }
            flow.finish()
        }
    }

    @Test func aSearchScheduledBeforeLeavingDoesNotReplaceTheScreenShownSince() async throws {
        try await withExploreFlow { flow, _ in
            flow.perform("select Explore", { try $0.coordinator.selectTab("explore") }) { $0.selectTab("explore") }
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            screen.type("harbor")
            flow.press("Q") { $0.push(ExploreRoute.activity) }
            await flow.settle()
            // The search ran behind the downloads, but only the focused search follows its box.
            #expect(screen.model.searchedTerm == "harbor")
            flow.expectNoChange()
            flow.finish()
        }
    }
}
