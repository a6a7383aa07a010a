import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrScreens
import ServarrSimulator
import Testing

/// Queue, history, calendar, wanted, cutoff unmet and system: each reachable by its link and
/// key, loaded from the simulator, with their actions (remove, search all) and errors.
@MainActor
@Suite(.serialized) struct ActivityTests {
    /// The calendar claims "the next four weeks": it lists only that (a release date last week
    /// is left out), by date, under one heading per day.
    @Test func calendarListsOnlyTheNextFourWeeksByDayUnderHeadings() async throws {
        try await withRadarrFlow { flow, _, _ in
            flow.open("/radarr/calendar") { $0.setStack(RadarrRoute.library, RadarrRoute.activity(.calendar)) }
            await flow.settle()
            let calendar = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let today = ActivityDates.day(of: Date())
            let items = calendar.rows.filter { !$0.isHeading }
            #expect(!items.isEmpty)
            #expect(calendar.summary == "\(items.count) releases in the next four weeks" + (items.isEmpty ? "" : " (✓ on disk, · not yet)"))
            #expect(calendar.rows.first?.isHeading == true)
            let days = items.compactMap(\.day)
            #expect(days.count == items.count)
            #expect(days == days.sorted())
            #expect(days.allSatisfy { $0 >= today && $0 < today.adding(days: 28) }, "\(days)")
            let headings = calendar.rows.filter(\.isHeading).map(\.title)
            #expect(headings.count == Set(days).count)
            for (index, row) in calendar.rows.enumerated() where row.isHeading {
                let next = try #require(calendar.rows.dropFirst(index + 1).first)
                let day = try #require(next.day)
                #expect(!next.isHeading && row.title.contains(day.description), "\(row.title)")
            }
            flow.finish()
        }
    }

    /// Day headings cannot be opened, so the selection never rests on one: it starts on the
    /// first item and ↑↓, Home/End and PgUp/PgDn step over the headings.
    @Test func calendarSelectionSkipsDayHeadings() async throws {
        try await withRadarrFlow(exhaustive: false) { flow, _, _ in
            flow.open("/radarr/calendar")
            await flow.settle()
            let calendar = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let items = calendar.rows.filter { !$0.isHeading }
            try #require(calendar.rows.count { $0.isHeading } >= 2, "items on more than one day: \(calendar.rows)")
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            #expect(calendar.selectedRow == items.first)

            var visited = [calendar.selectedRow]
            for _ in items.dropFirst() {
                shell.handle(.down)
                visited.append(calendar.selectedRow)
            }
            #expect(visited == items.map(Optional.some), "↓ goes from item to item")
            for _ in items.dropFirst() { shell.handle(.up) }
            #expect(calendar.selectedRow == items.first)
            shell.handle(.up)
            #expect(calendar.selectedRow == items.first, "only a heading is above the first item")
            shell.handle(.end)
            #expect(calendar.selectedRow == items.last)
            shell.handle(.home)
            #expect(calendar.selectedRow == items.first)
            for key in [Key.pageDown, .pageDown, .pageUp, .pageDown, .pageUp, .pageUp] {
                shell.handle(key)
                #expect(calendar.selectedRow?.isHeading == false, "\(key)")
            }
        }
    }

    @Test func upcomingRowsDropThePastAndWhatIsBeyondFourWeeksAndGroupByDay() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06 UTC, a Wednesday
        let window = UpcomingCalendar.window(around: now)
        let today = ActivityDates.day(of: now)
        #expect(window.lowerBound == Date(timeIntervalSince1970: Double(today.daysSinceEpoch) * 86_400))
        func item(_ title: String, days: Double) -> (date: Date?, row: ActivityRow) {
            (now.addingTimeInterval(days * 86_400), ActivityRow(title: title))
        }
        let rows = UpcomingCalendar.rows(
            [
                item("Later", days: 3), item("Last week", days: -7), item("Earlier today", days: -0.3),
                item("Beyond", days: 29), (nil, ActivityRow(title: "Undated")), item("Also later", days: 3.01),
            ], in: window)
        #expect(
            rows.map(\.title) == [
                "Wednesday 2026-11-18 · today", "Earlier today",
                "Saturday 2026-11-21", "Later", "Also later",
            ])
        #expect(rows.map(\.isHeading) == [true, false, true, false, false])
        #expect(rows[1].day == today && rows[3].day == today.adding(days: 3))
    }

    /// A health message too long for its row at 80 columns shows whole below the list when
    /// highlighted.
    @Test func aHealthMessageTooLongForItsRowShowsWholeBelowTheList() async throws {
        try await withRadarrFlow { flow, _, _ in
            flow.open("/radarr/system") { $0.setStack(RadarrRoute.library, RadarrRoute.activity(.system)) }
            await flow.settle()
            let system = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let long = try #require(system.rows.firstIndex { $0.isProblem && $0.title.displayWidth > 60 })
            let message = system.rows[long].title
            #expect(terminal.row(containing: message) == nil)  // its row cuts it
            for _ in 0..<long { shell.handle(.down) }
            shell.render()
            #expect(system.selectedRow?.title == message)
            let below = terminal.screenText[21...22].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(below == message, "\(terminal.screenString)")
            for line in terminal.screenText { #expect(line.displayWidth <= 80) }
            await flow.settle()
            flow.finish()
        }
    }
}
