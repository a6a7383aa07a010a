import ExploreFeature
import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import ServarrSimulator
import Testing

/// What the user sees: columns that line up at 80×24 and at a large size, whatever the
/// script of a title, and a highlight that stays on its row while results stream in.
@MainActor
@Suite(.serialized) struct RenderingTests {
    /// The display column where `marker` ends on every row containing it.
    private func columns(of marker: String, in lines: [String]) -> [Int] {
        lines.compactMap { line in line.range(of: marker).map { String(line[..<$0.upperBound]).displayWidth } }
    }

    @Test(arguments: [(80, 21), (200, 50)])
    func searchResultsLineUpAndFit(width: Int, height: Int) async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            flow.open("/explore/search?term=harbor")
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            let lines = ScreenText.render(screen, width: width, height: height)
            #expect(lines.allSatisfy { $0.displayWidth <= width })
            #expect(lines[0].hasPrefix(" Search: harbor"))
            #expect(lines[1].hasPrefix(" 19 results for “harbor”") || lines[1].contains("results for “harbor” from 2 of 2 instances"))
            #expect(["Title", "Year", "Library", "Instance"].allSatisfy { lines[2].contains($0) }, "a header names the columns: \(lines[2])")
            let labels = columns(of: " demo", in: lines)
            #expect(labels.count == min(screen.model.results.count, height - 3), "\(lines.joined(separator: "\n"))")
            #expect(Set(labels).count == 1, "the instance column lines up")
            let years = columns(of: "  20", in: lines) + columns(of: "  19", in: lines)
            #expect(!years.isEmpty && Set(years).count == 1, "the years line up in their own column")
        }
    }

    @Test(arguments: [(80, 21), (200, 50)])
    func downloadColumnsLineUpWhateverTheScript(width: Int, height: Int) async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            flow.open("/explore/activity")
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ExploreActivityScreen.self)
            let lines = ScreenText.render(screen, width: width, height: height)
            #expect(lines.allSatisfy { $0.displayWidth <= width })
            #expect(
                lines.contains { $0.unicodeScalars.contains { $0.properties.isIdeographic || (0xAC00...0xD7A3).contains($0.value) } },
                "the demo queue has a CJK or Hangul title\n\(lines.joined(separator: "\n"))")
            let percents = columns(of: "%", in: Array(lines.dropFirst()))
            #expect(percents.count == screen.model.list.items.count)
            #expect(Set(percents).count == 1, "\(lines.joined(separator: "\n"))")
            #expect(lines.last?.hasPrefix(" downloading") == true || lines.last?.isEmpty == false, "the highlighted download's facts")
        }
    }

    @Test func theHighlightStaysOnItsResultWhileResultsStreamInAheadOfIt() async throws {
        try await withExploreFlow { flow, fixture in
            await fixture.simulator.faults.add(FaultRule(.latency(milliseconds: 2000), service: .radarr, pathPrefix: "/api/v3/movie/lookup"))
            flow.open("/explore/search?term=harbor") {
                $0.selectTab("explore")
                $0.setStack(ExploreRoute.search(term: "harbor"))
            }
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            try await waitUntil { screen.model.statuses[1].state == .loaded(count: screen.model.results.count) }
            #expect(screen.model.statuses[0].isLoading)
            screen.highlight(row: 2)
            let chosen = try #require(screen.selectedResult)
            await flow.settle()
            #expect(screen.model.results.count > 3)
            #expect(screen.model.results.firstIndex(of: chosen) != 2, "Radarr's movies came in ahead of it")
            #expect(screen.selectedResult == chosen)
            flow.finish()
        }
    }

    /// Two more Radarr instances whose labels differ in length and script from "Radarr demo".
    private static func unevenInstances(_ simulator: ServarrSimulator) -> [ServarrInstance] {
        ["a-very-long-instance-name-for-the-living-room", "東京の家"].map { name in
            .radarr(name, RadarrRepository(configuration: simulator.radarrConfiguration(timeout: .seconds(10))))
        }
    }

    @Test(arguments: [(80, 21), (200, 50)])
    func theInstanceColumnStartsInOnePlaceWhateverTheNames(width: Int, height: Int) async throws {
        try await withExploreFlow(exhaustive: false, extraInstances: Self.unevenInstances) { flow, _ in
            flow.open("/explore/search?term=harbor")
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ExploreSearchScreen.self)
            #expect(Set(screen.model.results.map(\.instanceLabel)).count == 4)
            let lines = ScreenText.render(screen, width: width, height: height)
            #expect(lines.allSatisfy { $0.displayWidth <= width })
            let labels = lines.compactMap { line in
                (line.range(of: "Radarr ") ?? line.range(of: "Sonarr ")).map { String(line[..<$0.lowerBound]).displayWidth }
            }.filter { $0 > width / 2 }
            #expect(labels.count == min(screen.model.results.count, height - 3), "\(lines.joined(separator: "\n"))")
            #expect(Set(labels).count == 1, "\(lines.joined(separator: "\n"))")
            #expect(!lines.contains { $0.contains("for-the-living-room") }, "a long instance name is cut, not run on")
            if height >= 50 { #expect(lines.contains { $0.contains("Radarr a-very-long-…") }, "\(lines.joined(separator: "\n"))") }
            let badges = columns(of: "in library", in: lines)
            #expect(!badges.isEmpty && Set(badges).count == 1)
        }
    }

    @Test(arguments: [(80, 21), (200, 50)])
    func upcomingInstanceColumnStartsInOnePlace(width: Int, height: Int) async throws {
        try await withExploreFlow(exhaustive: false, extraInstances: Self.unevenInstances) { flow, _ in
            flow.open("/explore/upcoming")
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: UpcomingScreen.self)
            let lines = ScreenText.render(screen, width: width, height: height)
            #expect(lines.allSatisfy { $0.displayWidth <= width })
            let labels = lines.dropFirst().compactMap { line in
                (line.range(of: "Radarr ") ?? line.range(of: "Sonarr ")).map { String(line[..<$0.lowerBound]).displayWidth }
            }
            #expect(labels.count > 3 && Set(labels).count == 1, "\(lines.joined(separator: "\n"))")
        }
    }

    /// Wide enough that the footer drops no hint for lack of room.
    @Test func eachScreenOffersOnlyTheOtherScreensKey() async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            let view = ShellView(flow, width: 240)
            let upcomingFooter = await view.open("/explore/upcoming", in: flow)[23]
            #expect(upcomingFooter.contains("Q queue") && !upcomingFooter.contains("upcoming"), "\(upcomingFooter)")
            let upcomingRan = try flow.host.performKeyCommand("u")
            #expect(!upcomingRan, "u does nothing on the calendar")

            let activityFooter = await view.open("/explore/activity", in: flow)[23]
            #expect(activityFooter.contains("upcoming") && !activityFooter.contains("Q queue"), "\(activityFooter)")
            let activityRan = try flow.host.performKeyCommand("Q")
            #expect(!activityRan, "Q does nothing on the downloads")
            let switched = try flow.host.performKeyCommand("u")
            #expect(switched, "u replaces the downloads with the calendar")
            #expect(flow.host.coordinator.state.focusedEntry?.route.as(ExploreRoute.self) == .upcoming(days: ExploreRoute.upcomingRanges[0]))
        }
    }

    /// Episodes show their air time in the local time zone; movie releases (days only) show
    /// none; the table's titles start in one column, what is released in the next.
    @Test func upcomingEpisodesShowTheirLocalAirTimeAt80x24() async throws {
        try await withExploreFlow(exhaustive: false) { flow, _ in
            let view = ShellView(flow)
            let text = await view.open("/explore/upcoming", in: flow)
            let terminal = view.terminal
            for line in text { #expect(line.displayWidth <= 80, "\(line)") }
            let time = DateFormatter()
            time.locale = Locale(identifier: "en_US_POSIX")
            time.timeZone = .current
            time.dateFormat = "HH:mm"
            var episodes = 0, movies = 0
            var titleColumns = Set<Int>()
            for item in try flow.requireFocusedScreen(as: UpcomingScreen.self).model.list.items {
                let detail = String(item.detail.prefix(6))
                guard let row = text.firstIndex(where: { $0.contains(item.title + " ") && $0.contains(detail) }) else { continue }
                let line = text[row]
                let beforeTitle = String(line[..<line.range(of: item.title)!.lowerBound])
                #expect(line.range(of: item.title)!.upperBound <= line.range(of: detail)!.lowerBound, "\(line)")
                titleColumns.insert(beforeTitle.displayWidth)
                if item.instanceLabel.hasPrefix("Sonarr") {
                    episodes += 1
                    #expect(beforeTitle.trimmingCharacters(in: .whitespaces).hasSuffix(time.string(from: item.date)), "\(line)")
                } else {
                    movies += 1
                    #expect(!beforeTitle.contains(":"), "a movie release has no time: \(line)")
                }
            }
            #expect(episodes >= 3 && movies >= 1, "\(terminal.screenString)")
            #expect(titleColumns.count == 1, "titles start in one column\n\(terminal.screenString)")
            #expect(text[23].contains("refresh"), "the key hints show")
        }
    }

    @Test func whenEveryInstanceFailsTheScreensShowTheErrorsNotNothing() async throws {
        try await withExploreFlow(exhaustive: false) { flow, fixture in
            await fixture.simulator.faults.add(FaultRule(.serverError(message: "database is locked")))
            flow.open("/explore/search?term=harbor")
            await flow.settle()
            let search = ScreenText.render(try flow.requireFocusedScreen(as: ExploreSearchScreen.self))
            #expect(search.filter { $0.contains("✗") && $0.contains("database is locked") }.count == 2, "\(search.joined(separator: "\n"))")
            #expect(!search.contains { $0.contains("Nothing found") })

            flow.open("/explore/upcoming")
            await flow.settle()
            let upcoming = ScreenText.render(try flow.requireFocusedScreen(as: UpcomingScreen.self))
            #expect(upcoming.filter { $0.contains("✗") }.count == 2, "\(upcoming.joined(separator: "\n"))")
            #expect(!upcoming.contains { $0.contains("Nothing in the next") })

            flow.open("/explore/activity")
            await flow.settle()
            let activity = ScreenText.render(try flow.requireFocusedScreen(as: ExploreActivityScreen.self))
            #expect(activity.filter { $0.contains("✗") }.count == 2, "\(activity.joined(separator: "\n"))")
            #expect(!activity.contains { $0.contains("Nothing is downloading") })
        }
    }
}
