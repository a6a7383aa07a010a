/// The state of a calendar: the selected day, week or month mode, and today.
///
/// Keys: ←/→ (`h`/`l`) a day, ↑/↓ (`k`/`j`) a week, PgUp/PgDn a month (a week in week
/// mode), `t` today, `w` week mode, `m` month mode.
public struct CalendarState: Hashable, Sendable {
    /// Week or month grid.
    public enum Mode: Hashable, Sendable {
        case week, month
    }

    /// The selected day.
    public var selected: CalendarDay
    /// The day highlighted as today.
    public var today: CalendarDay
    /// Week or month grid.
    public var mode: Mode
    /// First column: 0 = Monday … 6 = Sunday.
    public var firstWeekday: Int

    /// Creates a calendar state with `today` selected.
    public init(today: CalendarDay, mode: Mode = .month, firstWeekday: Int = 0) {
        self.selected = today
        self.today = today
        self.mode = mode
        self.firstWeekday = firstWeekday
    }

    /// The days the grid shows, in rows of seven.
    public var visibleWeeks: [[CalendarDay]] {
        switch mode {
        case .week:
            let start = selected.startOfWeek(firstWeekday: firstWeekday)
            return [(0..<7).map { start.adding(days: $0) }]
        case .month:
            let first = selected.firstOfMonth
            let start = first.startOfWeek(firstWeekday: firstWeekday)
            let last = first.adding(days: first.daysInMonth - 1)
            let weeks = (last.daysSinceEpoch - start.daysSinceEpoch) / 7 + 1
            return (0..<weeks).map { w in (0..<7).map { start.adding(days: w * 7 + $0) } }
        }
    }

    /// Applies a key; returns true if used.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .character("h"): selected = selected.adding(days: -1)
        case .right, .character("l"): selected = selected.adding(days: 1)
        case .up, .character("k"): selected = selected.adding(days: -7)
        case .down, .character("j"): selected = selected.adding(days: 7)
        case .pageUp: selected = mode == .month ? selected.adding(months: -1) : selected.adding(days: -7)
        case .pageDown: selected = mode == .month ? selected.adding(months: 1) : selected.adding(days: 7)
        case .character("t"): selected = today
        case .character("w"): mode = .week
        case .character("m"): mode = .month
        default: return false
        }
        return true
    }
}

/// An event shown on a calendar day ("Dune: Part Two", "S02E05 The Bear").
public struct CalendarEvent: Hashable, Sendable {
    /// The text.
    public var title: String
    /// Its style (nil: normal).
    public var style: Style?

    /// Creates an event.
    public init(_ title: String, style: Style? = nil) {
        self.title = title
        self.style = style
    }
}

/// A week or month grid: a title (`November 2026`), weekday headers, and one cell per day
/// with its number and as many events as fit (`+2 more` when some do not). The selected
/// day is in the selection style, today in the accent style, days of other months muted.
public struct CalendarView: Component {
    /// Selection, mode, today.
    public var state: CalendarState
    /// Events per day.
    public var events: [CalendarDay: [CalendarEvent]]

    /// Creates a calendar view.
    public init(state: CalendarState, events: [CalendarDay: [CalendarEvent]] = [:]) {
        self.state = state
        self.events = events
    }

    public func render(in canvas: inout Canvas) {
        let theme = canvas.theme
        let width = canvas.size.width
        guard width >= 14, canvas.size.height >= 4 else { return }
        let weeks = state.visibleWeeks
        let selected = state.selected
        let title: String
        switch state.mode {
        case .month: title = "\(CalendarDay.monthNames[selected.month - 1]) \(selected.year)"
        case .week:
            let start = weeks[0][0], end = weeks[0][6]
            title = "\(CalendarDay.monthNames[start.month - 1]) \(start.day) – \(CalendarDay.monthNames[end.month - 1]) \(end.day), \(end.year)"
        }
        canvas.write(title, at: Point(x: 0, y: 0), width: width, style: theme.header, alignment: .center)

        let columnWidth = width / 7
        for column in 0..<7 {
            let name = CalendarDay.weekdayNames[(column + state.firstWeekday) % 7]
            canvas.write(name, at: Point(x: column * columnWidth, y: 1), width: columnWidth - 1, style: theme.muted)
        }
        let gridTop = 2
        let rowHeight = max(1, (canvas.size.height - gridTop) / weeks.count)
        for (w, week) in weeks.enumerated() {
            let top = gridTop + w * rowHeight
            for (column, day) in week.enumerated() {
                let cell = Rect(x: column * columnWidth, y: top, width: columnWidth - 1, height: rowHeight)
                canvas.clipped(to: cell) { c in
                    renderDay(day, in: &c, inMonth: state.mode == .week || day.month == selected.month)
                }
            }
        }
    }

    private func renderDay(_ day: CalendarDay, in canvas: inout Canvas, inMonth: Bool) {
        let theme = canvas.theme
        let isSelected = day == state.selected
        let numberStyle =
            isSelected
            ? theme.selection
            : day == state.today
                ? theme.accent
                : inMonth ? theme.normal : theme.muted
        let label = state.mode == .week ? "\(day.day) \(CalendarDay.monthNames[day.month - 1].prefix(3))" : "\(day.day)"
        if isSelected { canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), style: theme.selection) }
        canvas.write(label, at: .zero, style: numberStyle)
        let dayEvents = events[day] ?? []
        let room = canvas.size.height - 1
        guard room > 0 else {
            if !dayEvents.isEmpty { canvas.write(" •", at: Point(x: label.displayWidth, y: 0), style: numberStyle) }
            return
        }
        let shown = dayEvents.count > room ? room - 1 : dayEvents.count
        for (i, event) in dayEvents.prefix(shown).enumerated() {
            canvas.write(
                event.title, at: Point(x: 0, y: 1 + i), width: canvas.size.width,
                style: inMonth ? (event.style ?? theme.normal) : theme.muted)
        }
        if shown < dayEvents.count {
            canvas.write(
                "+\(dayEvents.count - shown) more", at: Point(x: 0, y: 1 + shown), width: canvas.size.width,
                style: theme.muted)
        }
    }
}
