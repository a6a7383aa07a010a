import Foundation
import ServarrCore

/// How times are shown: in the local time zone (the default) or in UTC (`--utc`).
struct TimeStyle: Sendable {
    /// The zone times are shown in.
    var timeZone: TimeZone

    /// Local time, or UTC when `utc`.
    init(utc: Bool) {
        timeZone = utc ? TimeZone(identifier: "UTC")! : TimeZone.current
    }

    /// ISO 8601 with the zone's offset (`2024-11-21T11:15:26.604039+01:00`, `…Z` in UTC): JSON
    /// and YAML. Fractional seconds are kept as the server sent them, to the microsecond (what a
    /// `Date` holds exactly; the servers' seventh digit is below it), without trailing zeros.
    func iso8601(_ date: Date) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let shifted = date.addingTimeInterval(Double(offset))
        var text = String(ServarrDate.format(shifted, fractionalDigits: 0).dropLast())
        let reference = shifted.timeIntervalSinceReferenceDate
        let microseconds = Int(((reference - reference.rounded(.down)) * 1_000_000).rounded())
        if microseconds >= 1_000_000 {
            text = String(ServarrDate.format(shifted.addingTimeInterval(1), fractionalDigits: 0).dropLast())
        } else if microseconds > 0 {
            var digits = String(microseconds)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        if offset == 0 { return text + "Z" }
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return text + String(format: "%@%02d:%02d", sign, minutes / 60, minutes % 60)
    }

    /// `2024-11-21 11:15` in the zone (plus ` UTC` in UTC): tables.
    func short(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let text = String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0)
        return timeZone.identifier == "UTC" ? text + " UTC" : text
    }
}
