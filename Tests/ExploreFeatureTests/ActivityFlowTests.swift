import ExploreFeature
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import RadarrFeature
import ServarrSimulator
import Testing

/// The merged queues across instances, against the simulator over loopback, exhaustive.
@MainActor
@Suite(.serialized) struct ActivityFlowTests {
    private func openActivity(_ flow: FlowTest) async throws -> ExploreActivityScreen {
        flow.open("/explore/activity") {
            $0.selectTab("explore")
            $0.setStack(ExploreRoute.root, ExploreRoute.activity)
        }
        await flow.settle()
        return try flow.requireFocusedScreen(as: ExploreActivityScreen.self)
    }

    @Test func theQueuesOfEveryInstanceAreMergedSoonestFirstWithProgress() async throws {
        try await withExploreFlow { flow, fixture in
            let screen = try await openActivity(flow)
            let items = screen.model.list.items
            let movies = try await fixture.radarr.queue(pageSize: 200).records
            let episodes = try await fixture.sonarr.queue(pageSize: 200).records
            #expect(!movies.isEmpty && !episodes.isEmpty, "the simulator seeds both queues")
            #expect(items.map(\.title).sorted() == (movies + episodes).map(\.title).sorted())
            #expect(Set(items.map(\.instanceLabel)) == ["Radarr demo", "Sonarr demo"])
            let times = items.map { $0.estimatedCompletion ?? .distantFuture }
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "soonest to finish first")
            #expect(items.allSatisfy { (0...1).contains($0.progress) })
            let text = ScreenText.render(screen)
            #expect(text.contains { $0.contains("█") && $0.contains("%") }, "progress bars\n\(text.joined(separator: "\n"))")
            #expect(text.allSatisfy { $0.displayWidth <= 80 })
            flow.finish()
        }
    }

    @Test func theQueuesReloadPeriodicallyWhileShown() async throws {
        try await withExploreFlow(refreshInterval: .milliseconds(200)) { flow, _ in
            let screen = try await openActivity(flow)
            let first = screen.model.list.loadCount
            try await waitUntil { screen.model.list.loadCount >= first + 2 }
            // Gone from the state, the screen stops reloading.
            flow.back { $0.pop() }
            await flow.settle()
            let count = screen.model.list.loadCount
            try await Task.sleep(for: .milliseconds(600))
            #expect(screen.model.list.loadCount == count)
            flow.finish()
        }
    }

    @Test func aFailingInstanceShowsItsErrorAndTheOthersTheirDownloads() async throws {
        try await withExploreFlow { flow, fixture in
            await fixture.simulator.faults.add(FaultRule(.unauthorized, service: .radarr, pathPrefix: "/api/v3/queue"))
            let screen = try await openActivity(flow)
            #expect(screen.model.list.statuses[0].failure == "The API key was rejected")
            #expect(!screen.model.list.items.isEmpty)
            #expect(screen.model.list.items.allSatisfy { $0.instanceLabel == "Sonarr demo" })
            #expect(ScreenText.render(screen).contains { $0.contains("✗ Radarr demo: The API key was rejected") })
            flow.finish()
        }
    }

    @Test func aDownloadOpensItsMovieInRadarr() async throws {
        try await withExploreFlow { flow, _ in
            let screen = try await openActivity(flow)
            let row = try #require(screen.model.list.items.firstIndex { $0.instanceLabel == "Radarr demo" })
            guard let handOff = screen.model.list.items[row].handOff, handOff.service == .radarr, case .show(let id) = handOff.action else {
                Issue.record("a movie download hands off to its movie")
                return
            }
            flow.selectRow(row) {
                $0.selectTab("radarr")
                $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: id))
            }
            await flow.settle()
            flow.finish()
        }
    }
}
