/// A day of the proleptic Gregorian calendar, with no time zone: what a calendar grid
/// shows. Arithmetic is exact and needs no Foundation.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year (e.g. 2026).
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Creates a day; out-of-range months and days roll over (2026-13-01 is 2027-01-01).
    public init(year: Int, month: Int, day: Int) {
        let normalized = CalendarDay(daysSinceEpoch: CalendarDay.days(year: year, month: month, day: 1) + day - 1)
        self.year = normalized.year
        self.month = normalized.month
        self.day = normalized.day
    }

    /// The day `days` after 1970-01-01.
    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    private static func days(year: Int, month: Int, day: Int) -> Int {
        // Normalize the month first, then Hinnant's days_from_civil.
        let y0 = year + Int((Double(month - 1) / 12).rounded(.down))
        let m0 = ((month - 1) % 12 + 12) % 12 + 1
        let y = m0 <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (m0 + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int { CalendarDay.days(year: year, month: month, day: day) }

    /// Day of the week: 0 = Monday … 6 = Sunday (ISO 8601).
    public var weekday: Int { ((daysSinceEpoch + 3) % 7 + 7) % 7 }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay { CalendarDay(daysSinceEpoch: daysSinceEpoch + count) }

    /// The same day `count` months later, clamped to the month's length (Jan 31 + 1 = Feb 28/29).
    public func adding(months count: Int) -> CalendarDay {
        let first = CalendarDay(year: year, month: month + count, day: 1)
        return CalendarDay(year: first.year, month: first.month, day: min(day, first.daysInMonth))
    }

    /// The first day of this day's month.
    public var firstOfMonth: CalendarDay { CalendarDay(year: year, month: month, day: 1) }

    /// The number of days in this day's month.
    public var daysInMonth: Int {
        CalendarDay(year: year, month: month + 1, day: 1).daysSinceEpoch - firstOfMonth.daysSinceEpoch
    }

    /// The Monday starting this day's week (or the day `firstWeekday` starts, 0 = Monday).
    public func startOfWeek(firstWeekday: Int = 0) -> CalendarDay {
        adding(days: -((weekday - firstWeekday + 7) % 7))
    }

    /// English month names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
    /// Short English weekday names, Monday first.
    public static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    /// ISO 8601 (`2026-11-22`).
    public var description: String {
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(pad(month))-\(pad(day))"
    }
}
