import Foundation
import MarqueeTerminal

/// The calendar screens' list: what falls in the next four weeks (today, UTC, included),
/// sorted by date and grouped under a heading row per day ("Friday 2026-11-27").
public enum UpcomingCalendar {
    /// How many days the calendar covers, today included.
    public static let days = 28

    /// The range the calendar asks the server for: from the start of today (UTC) to the end
    /// of the last of its ``days``.
    public static func window(around now: Date) -> Range<Date> {
        let today = ActivityDates.day(of: now).daysSinceEpoch
        let start = Date(timeIntervalSince1970: Double(today) * 86_400)
        return start..<start.addingTimeInterval(Double(days) * 86_400)
    }

    /// `items` (each row with its date) that fall in `window`, by date (ties by title), with a
    /// heading row before each day's rows; rows without a date or outside the window are left out.
    public static func rows(_ items: [(date: Date?, row: ActivityRow)], in window: Range<Date>) -> [ActivityRow] {
        let dated = items.compactMap { item -> (date: Date, row: ActivityRow)? in
            guard let date = item.date, window.contains(date) else { return nil }
            return (date, item.row)
        }.sorted { $0.date == $1.date ? $0.row.title < $1.row.title : $0.date < $1.date }
        let today = ActivityDates.day(of: window.lowerBound)
        var rows: [ActivityRow] = []
        var current: CalendarDay?
        for (date, row) in dated {
            let day = ActivityDates.day(of: date)
            if day != current {
                rows.append(ActivityRow(title: heading(for: day, today: today), isHeading: true))
                current = day
            }
            var row = row
            row.day = day
            rows.append(row)
        }
        return rows
    }

    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// "Friday 2026-11-27", with "· today" or "· tomorrow" when it is.
    static func heading(for day: CalendarDay, today: CalendarDay) -> String {
        let name = "\(weekdays[day.weekday]) \(day)"
        switch day.daysSinceEpoch - today.daysSinceEpoch {
        case 0: return name + " · today"
        case 1: return name + " · tomorrow"
        default: return name
        }
    }
}
