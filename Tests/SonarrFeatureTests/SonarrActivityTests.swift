import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import ServarrSimulator
import SonarrAPI
import SonarrFeature
import Testing

/// Queue, history, calendar, wanted, cutoff unmet and system for Sonarr: the shared activity
/// screens, reachable by link and key, loaded from the simulator over loopback.
@MainActor
@Suite(.serialized) struct SonarrActivityTests {
    @Test func queueShowsProgressAndRemovesWithOptions() async throws {
        try await withSonarrFlow(downloadDuration: .seconds(600)) { flow, simulator, repository in
            flow.open("/sonarr/queue") { $0.setStack(SonarrRoute.library, SonarrRoute.activity(.queue)) }
            await flow.settle()
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let row = try #require(queue.selectedRow)
            let id = try #require(row.recordID)
            #expect(row.detail.contains("%"))
            #expect(queue.keyHints.contains { $0.title == "remove" })

            // Cancel leaves the download in the queue.
            queue.perform("d")
            flow.expect { $0.present(SonarrModal.removeFromQueue(id: id), style: .alert) }
            await flow.settle()
            let alert = try flow.requireFocusedScreen(as: RemoveFromQueueScreen.self)
            #expect(alert.message.contains(row.title))
            flow.answer("Cancel") { $0.dismiss() }
            #expect(try await repository.queue(pageSize: 200).records.contains { $0.id == id })

            // A server error keeps the alert and both choices.
            queue.perform("d")
            flow.expect { $0.present(SonarrModal.removeFromQueue(id: id), style: .alert) }
            await flow.settle()
            let retry = try flow.requireFocusedScreen(as: RemoveFromQueueScreen.self)
            retry.removesFromClient = false
            retry.blocklists = true
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Download client is offline"), service: .sonarr,
                    operation: "delete/api/v3/queue/{id}", remaining: 1))
            flow.answer("Remove")
            await flow.settle()
            flow.expectNoChange()
            #expect(retry.failure?.contains("Download client is offline") == true)
            #expect(retry.removesFromClient == false && retry.blocklists == true)
            #expect(try await repository.queue(pageSize: 200).records.contains { $0.id == id })

            flow.answer("Remove")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.queue(pageSize: 200).records.contains { $0.id == id } == false)
            await flow.settle()
            #expect(queue.rows.contains { $0.recordID == id } == false)
            flow.finish()
        }
    }

    @Test func loadFailuresShowTheServerErrorAndRecoverOnRefresh() async throws {
        try await withSonarrFlow { flow, simulator, repository in
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "Queue is locked"), service: .sonarr,
                    operation: "get/api/v3/queue", remaining: 1))
            flow.open("/sonarr/queue") { $0.setStack(SonarrRoute.library, SonarrRoute.activity(.queue)) }
            await flow.settle()
            let queue = try flow.requireFocusedScreen(as: ActivityScreen.self)
            #expect(!queue.isLoaded)
            #expect(queue.failure?.contains("Queue is locked") == true)
            queue.reload()
            await flow.settle()
            #expect(queue.isLoaded && queue.failure == nil)

            // Interactive search: the indexers' failure shows; Ctrl-R searches again.
            let series = try #require(try await repository.series().first { $0.title == "Breaking Bad" })
            let episode = try #require(try await repository.episodes(seriesID: series.id, seasonNumber: 1).first)
            await simulator.faults.add(
                FaultRule(
                    .serverError(message: "All indexers are down"), service: .sonarr,
                    operation: "get/api/v3/release", remaining: 1))
            flow.open("/sonarr/series/\(series.id)/season/1/episode/\(episode.id)/releases") {
                $0.setStack(SonarrRoute.library, SonarrRoute.series(id: series.id), SonarrRoute.season(seriesID: series.id, number: 1))
                $0.present(SonarrModal.episode(id: episode.id))
                $0.present(SonarrModal.interactiveSearch(episodeID: episode.id), style: .fullScreen)
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            #expect(search.failure?.contains("All indexers are down") == true)
            #expect(search.releases.isEmpty)
            search.reload()
            await flow.settle()
            #expect(search.failure == nil && !search.releases.isEmpty)
            flow.finish()
        }
    }

    @Test func calendarHasAWeekView() async throws {
        try await withSonarrFlow { flow, _, _ in
            flow.open("/sonarr/calendar") { $0.setStack(SonarrRoute.library, SonarrRoute.activity(.calendar)) }
            await flow.settle()
            let calendar = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let first = try #require(calendar.rows.first { $0.day != nil })
            #expect(calendar.hasWeekView)
            calendar.toggleWeekView()
            #expect(calendar.showsWeek)
            #expect(calendar.calendar.selected == first.day)
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            #expect(terminal.row(containing: "Mon") != nil, "\(terminal.screenString)")
            #expect(terminal.screenText[23].contains("w list"), "\(terminal.screenString)")
            for line in terminal.screenText { #expect(line.displayWidth <= 80) }
            calendar.toggleWeekView()
            #expect(!calendar.showsWeek)
            await flow.settle()
            flow.finish()
        }
    }

    @Test func calendarListsOnlyTheNextFourWeeksByDay() async throws {
        try await withSonarrFlow { flow, _, _ in
            flow.open("/sonarr/calendar") { $0.setStack(SonarrRoute.library, SonarrRoute.activity(.calendar)) }
            await flow.settle()
            let calendar = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let today = ActivityDates.day(of: Date())
            let days = calendar.rows.filter { !$0.isHeading }.compactMap(\.day)
            #expect(!days.isEmpty)
            #expect(days == days.sorted())
            #expect(days.allSatisfy { $0 >= today && $0 < today.adding(days: 28) }, "\(days)")
            #expect(calendar.rows.filter(\.isHeading).count == Set(days).count)
            flow.finish()
        }
    }
}
