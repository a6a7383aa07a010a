import Foundation
import MarqueeTerminal
import ServarrCore

/// Dates as the activity screens show them (UTC, like the servers report them).
public enum ActivityDates {
    /// The calendar day (UTC) of `date`.
    public static func day(of date: Date) -> CalendarDay {
        CalendarDay(daysSinceEpoch: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// `2026-11-22`, or blanks of the same width when there is no date.
    public static func text(for date: Date?) -> String {
        date.map { String(ServarrDate.format($0).prefix(10)) } ?? "          "
    }
}
