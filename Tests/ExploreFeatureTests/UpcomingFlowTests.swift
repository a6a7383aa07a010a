import ExploreFeature
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrSimulator
import SonarrFeature
import Testing

/// The merged calendar across instances, against the simulator over loopback, exhaustive.
@MainActor
@Suite(.serialized) struct UpcomingFlowTests {
    private func openUpcoming(_ flow: FlowTest, days: Int? = nil) async throws -> UpcomingScreen {
        flow.open("/explore/upcoming" + (days.map { "?days=\($0)" } ?? "")) {
            $0.selectTab("explore")
            $0.setStack(ExploreRoute.root, ExploreRoute.upcoming(days: days ?? 14))
        }
        await flow.settle()
        return try flow.requireFocusedScreen(as: UpcomingScreen.self)
    }

    /// Every release and air date the instances report in the screen's range, as "title@time".
    private func expectedReleases(_ fixture: ExploreFixture, _ screen: UpcomingScreen) async throws -> [String] {
        let start = screen.model.start
        let end = screen.model.end
        let movies = try await fixture.radarr.calendar(from: start, to: end).flatMap { movie in
            [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].compactMap { $0 }
                .filter { $0 >= start && $0 < end }.map { "\(movie.title)@\($0.timeIntervalSince1970)" }
        }
        let episodes = try await fixture.sonarr.calendar(from: start, to: end).compactMap { episode in
            episode.airDate.flatMap { $0 >= start && $0 < end ? "\(episode.seriesTitle ?? "")@\($0.timeIntervalSince1970)" : nil }
        }
        return movies + episodes
    }

    @Test func moviesAndEpisodesOfEveryInstanceAreMergedByDateAndGroupedByDay() async throws {
        try await withExploreFlow { flow, fixture in
            let screen = try await openUpcoming(flow)
            let items = screen.model.list.items
            let expected = try await expectedReleases(fixture, screen)
            #expect(items.map { "\($0.title)@\($0.date.timeIntervalSince1970)" }.sorted() == expected.sorted())
            #expect(Set(items.map(\.instanceLabel)) == ["Radarr demo", "Sonarr demo"], "the demo calendar has both")
            #expect(zip(items, items.dropFirst()).allSatisfy { $0.date <= $1.date }, "in date order")
            let calendar = Calendar.current
            let groups = screen.model.groups
            #expect(groups.flatMap(\.items) == items)
            #expect(zip(groups, groups.dropFirst()).allSatisfy { $0.day < $1.day })
            #expect(groups.allSatisfy { group in group.items.allSatisfy { calendar.startOfDay(for: $0.date) == group.day } })
            #expect(items.allSatisfy { $0.date >= screen.model.start && $0.date < screen.model.end })
            #expect(screen.summary.hasPrefix("\(items.count) releases in the next 14 days"))
            flow.finish()
        }
    }

    @Test func dShowsTheNextRangeAndTheLinkKeepsIt() async throws {
        try await withExploreFlow { flow, fixture in
            let fortnight = try await openUpcoming(flow)
            flow.perform("w", { _ in try fortnight.showNextRange() }) {
                $0.pop()
                $0.push(ExploreRoute.upcoming(days: 7))
            }
            await flow.settle()
            let week = try flow.requireFocusedScreen(as: UpcomingScreen.self)
            #expect(week !== fortnight)
            #expect(week.model.days == 7)
            let expected = try await expectedReleases(fixture, week)
            #expect(week.model.list.items.count == expected.count)
            #expect(week.model.list.items.count <= fortnight.model.list.items.count)
            #expect(flow.host.deepLinks.link(for: ExploreRoute.upcoming(days: 7)) == "marquee://explore/upcoming?days=7")
            flow.perform("w", { _ in try week.showNextRange() }) {
                $0.pop()
                $0.push(ExploreRoute.upcoming(days: 30))
            }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func aFailingInstanceShowsItsErrorAndTheOthersTheirReleases() async throws {
        try await withExploreFlow { flow, fixture in
            await fixture.simulator.faults.add(
                FaultRule(
                    .serverError(message: "Calendar is rebuilding"), service: .sonarr,
                    pathPrefix: "/api/v3/calendar"))
            let screen = try await openUpcoming(flow, days: 30)
            #expect(screen.model.list.statuses[1].failure == "Calendar is rebuilding")
            #expect(!screen.model.list.items.isEmpty)
            #expect(screen.model.list.items.allSatisfy { $0.instanceLabel == "Radarr demo" })
            #expect(ScreenText.render(screen).contains { $0.contains("✗ Sonarr demo: Calendar is rebuilding") })
            flow.finish()
        }
    }

    @Test func anEpisodeOpensItsSeriesInSonarr() async throws {
        try await withExploreFlow { flow, _ in
            let screen = try await openUpcoming(flow)
            let row = try #require(screen.model.list.items.firstIndex { $0.instanceLabel == "Sonarr demo" })
            let handOff = screen.model.list.items[row].handOff
            guard handOff.service == .sonarr, case .show(let id) = handOff.action else {
                Issue.record("an episode hands off to its series")
                return
            }
            flow.selectRow(row) {
                $0.selectTab("sonarr")
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: id))
            }
            await flow.settle()
            flow.finish()
        }
    }
}
