import ArgumentParser
import Foundation

/// A day given as `YYYY-MM-DD` (`--start`), meaning midnight in the local time zone.
struct CalendarDay: ExpressibleByArgument, Sendable {
    var date: Date

    init(date: Date) { self.date = date }

    init?(argument: String) {
        let parts = argument.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, argument.count == 10 else { return nil }
        var components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        components.calendar = Calendar.current
        guard components.isValidDate, let date = components.date else { return nil }
        self.date = date
    }

    /// The start of today.
    static var today: CalendarDay { CalendarDay(date: Calendar.current.startOfDay(for: Date())) }

    /// From this day's start to `days` days later.
    func range(days: Int) -> ClosedRange<Date> {
        date...(Calendar.current.date(byAdding: .day, value: days, to: date) ?? date)
    }
}
