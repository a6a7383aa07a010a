import Testing

@testable import MarqueeTerminal

@Suite("Calendar")
struct CalendarTests {
    @Test func dayArithmeticMatchesTheGregorianCalendar() {
        let day = CalendarDay(year: 2026, month: 11, day: 22)
        #expect(day.weekday == 6)  // a Sunday
        #expect(CalendarDay(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(CalendarDay(year: 2024, month: 2, day: 1).daysInMonth == 29)
        #expect(CalendarDay(year: 2100, month: 2, day: 1).daysInMonth == 28)
        #expect(CalendarDay(year: 2026, month: 1, day: 31).adding(months: 1) == CalendarDay(year: 2026, month: 2, day: 28))
        #expect(CalendarDay(year: 2026, month: 12, day: 31).adding(days: 1) == CalendarDay(year: 2027, month: 1, day: 1))
        #expect(CalendarDay(year: 2026, month: 13, day: 1) == CalendarDay(year: 2027, month: 1, day: 1))
        #expect(day.startOfWeek() == CalendarDay(year: 2026, month: 11, day: 16))
        #expect(day.description == "2026-11-22")
    }

    @Test func monthGridStartsOnMondayAndShowsEvents() {
        let today = CalendarDay(year: 2026, month: 11, day: 22)
        var state = CalendarState(today: today)
        let events = [
            CalendarDay(year: 2026, month: 11, day: 3): [CalendarEvent("Dune 3")],
            CalendarDay(year: 2026, month: 11, day: 20): [CalendarEvent("S02E05"), CalendarEvent("S02E06"), CalendarEvent("Alien")],
        ]
        #expect(state.visibleWeeks.count == 6)  // Oct 26 … Dec 6
        #expect(state.visibleWeeks[0][0] == CalendarDay(year: 2026, month: 10, day: 26))
        let terminal = screen(width: 70, height: 20, CalendarView(state: state, events: events))
        #expect(terminal.screenText[0].trimmingPrefixSpaces == "November 2026")
        #expect(terminal.screenText[1] == "Mon       Tue       Wed       Thu       Fri       Sat       Sun")
        #expect(terminal.screenText[2] == "26        27        28        29        30        31        1")
        #expect(terminal.screenText[5] == "2         3         4         5         6         7         8")
        #expect(terminal.screenText[6] == "          Dune 3")
        // Row height is 3: the day with three events shows one and "+2 more".
        #expect(terminal.screenText[12] == "                                        S02E05")
        #expect(terminal.screenText[13] == "                                        +2 more")
        // Today (22nd, Sunday) is selected.
        #expect(terminal.style(x: 60, y: 11) == Theme.dark.selection)
        #expect(terminal.style(x: 0, y: 2) == Theme.dark.muted)  // Oct 26, another month

        for key in Key.script("<PgDn>") { _ = state.handle(key) }
        #expect(state.selected == CalendarDay(year: 2026, month: 12, day: 22))
        for key in Key.script("hk") { _ = state.handle(key) }
        #expect(state.selected == CalendarDay(year: 2026, month: 12, day: 14))
        for key in Key.script("t") { _ = state.handle(key) }
        #expect(state.selected == today)
    }

    @Test func weekGridListsEventsUnderEachDay() {
        var state = CalendarState(today: CalendarDay(year: 2026, month: 11, day: 25), mode: .month)
        _ = state.handle(.character("w"))
        #expect(state.mode == .week)
        let events = [CalendarDay(year: 2026, month: 11, day: 27): [CalendarEvent("Wicked"), CalendarEvent("Moana 2")]]
        let terminal = screen(width: 70, height: 6, CalendarView(state: state, events: events))
        #expect(terminal.screenText[0].trimmingPrefixSpaces == "November 23 – November 29, 2026")
        #expect(terminal.screenText[2] == "23 Nov    24 Nov    25 Nov    26 Nov    27 Nov    28 Nov    29 Nov")
        #expect(terminal.screenText[3] == "                                        Wicked")
        #expect(terminal.screenText[4] == "                                        Moana 2")
    }
}

extension String {
    var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
