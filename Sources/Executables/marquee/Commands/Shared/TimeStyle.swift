import Foundation

/// How times are shown: in the local time zone (the default) or in UTC (`--utc`).
struct TimeStyle: Sendable {
    /// The zone times are shown in.
    var timeZone: TimeZone

    /// Local time, or UTC when `utc`.
    init(utc: Bool) {
        timeZone = utc ? TimeZone(identifier: "UTC")! : TimeZone.current
    }

    /// ISO 8601 with the zone's offset (`2024-11-21T11:15:26+01:00`, `…Z` in UTC): JSON and YAML.
    func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
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
