import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import Testing

/// Enter does something on every activity screen: a row that opens nothing (a health message
/// on System) shows whole in a box that Esc closes, and the calendar's week view opens the
/// highlighted day's titles in the list.
@MainActor
@Suite(.serialized) struct ActivityEnterTests {
    @Test(arguments: KitCases.all)
    func enterShowsAHealthMessageWholeAndEscClosesIt(_ service: any KitCase.Type) async throws {
        try await healthMessage(service)
    }

    @Test(arguments: KitCases.all)
    func enterInTheWeekViewListsTheHighlightedDay(_ service: any KitCase.Type) async throws {
        try await weekView(service)
    }

    @Test func aRowWhoseSecondDetailIsCutShowsWholeBelowTheTable() {
        let row = ActivityRow(title: "RSS Sync", details: ["15 min", "14 min ago", "in 1 min"])
        #expect(ActivityScreen.cutText(row, widths: [10, 6, 12, 8]) == nil, "every cell fits")
        #expect(ActivityScreen.cutText(row, widths: [10, 6, 5, 8]) == "RSS Sync · 15 min · 14 min ago · in 1 min", "the second is cut")
        #expect(ActivityScreen.cutText(row, widths: [10, 6]) == "RSS Sync · 15 min · 14 min ago · in 1 min", "two are dropped")
    }

    private func healthMessage<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, repository in
            let terminal = InMemoryTerminal(size: Size(width: 60, height: 20))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.open("/\(Case.name)/system") { $0.setStack(Case.library, Case.activity(.system)) }
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let message = try #require(try await repository.health().max { $0.message.count < $1.message.count }?.message)
            #expect(message.count > 60, "a message the table must cut at 60 columns")
            let row = try #require(screen.rows.firstIndex { $0.title == message })
            screen.highlight(row: row)
            shell.render()
            shell.handle(.enter)
            shell.render()
            #expect(screen.showsWholeRow)
            #expect(screen.wholeRowLines.first?.hasSuffix(message) == true, "\(screen.wholeRowLines)")
            let lastWord = try #require(message.split(separator: " ").last.map(String.init))
            #expect(terminal.screenText.contains { $0.contains("│") && $0.contains(lastWord) }, "the end shows: \(terminal.screenString)")
            shell.handle(.escape)
            shell.render()
            #expect(!screen.showsWholeRow)
            #expect(flow.focusedScreen === screen, "Esc closed the box, not the screen")
        }
    }

    private func weekView<Case: KitCase>(_ service: Case.Type) async throws {
        try await withFlow(service, exhaustive: false) { flow, _, _ in
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 120, height: 36)))
            flow.open("/\(Case.name)/calendar") { $0.setStack(Case.library, Case.activity(.calendar)) }
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ActivityScreen.self)
            let item = try #require(screen.rows.lastIndex { !$0.isHeading && $0.day != nil })
            let day = screen.rows[item].day
            screen.highlight(row: item)
            shell.render()
            shell.handle(.character("w"))
            #expect(screen.showsWeek)
            shell.handle(.enter)
            #expect(!screen.showsWeek, "Enter goes back to the list")
            #expect(screen.selectedRow?.day == day)
            #expect(screen.rows.first { !$0.isHeading && $0.day == day } == screen.selectedRow, "the day's first title")
        }
    }
}
