import Foundation

/// Durations as a narrow column shows them: the largest unit and the one below it, without
/// spaces, a zero second unit left out: `<1m`, `12m`, `1h05m`, `6h`, `3d2h`, `3d`.
///
/// One format for every time left (the queue's, Explore's downloads), every interval (a task's
/// "Every") and every time from now (a task's last and next run: `5m ago`, `in 3h`). At most six
/// cells up to 99 days, so a column of them stays narrow and lines up; minutes are cut, not
/// rounded, so a time left never reads shorter than it is by more than a minute.
public enum DurationText {
    /// `seconds` in the narrow format; anything under a minute (zero and negative included) is
    /// `<1m`.
    public static func text(seconds: Int) -> String {
        let seconds = max(0, seconds)
        let (days, hours, minutes) = (seconds / 86_400, seconds % 86_400 / 3600, seconds % 3600 / 60)
        if days > 0 { return hours > 0 ? "\(days)d\(hours)h" : "\(days)d" }
        if hours > 0 { return minutes > 0 ? "\(hours)h" + (minutes < 10 ? "0" : "") + "\(minutes)m" : "\(hours)h" }
        return minutes > 0 ? "\(minutes)m" : "<1m"
    }

    /// The time left until `date` from `now` in the narrow format; "" when the date is not known.
    public static func timeLeft(until date: Date?, now: Date) -> String {
        date.map { text(seconds: wholeSeconds(from: now, to: $0)) } ?? ""
    }

    /// How far `date` is from `now`: `5m ago`, `in 3h`, `now` within a minute, `—` without a date.
    public static func relative(_ date: Date?, now: Date) -> String {
        guard let date else { return "—" }
        let seconds = wholeSeconds(from: now, to: date)
        if abs(seconds) < 60 { return "now" }
        return seconds < 0 ? "\(text(seconds: -seconds)) ago" : "in \(text(seconds: seconds))"
    }

    /// The whole seconds from `start` to `end`, bounded (a date a server sent can be any).
    private static func wholeSeconds(from start: Date, to end: Date) -> Int {
        let interval = end.timeIntervalSince(start)
        guard interval.isFinite else { return 0 }
        return Int(min(max(interval, -1e12), 1e12).rounded(.towardZero))
    }
}
