import ArgumentParser
import Foundation

/// How long `marquee open` waits for the screen to finish loading: `5s`, `2.5s`, `500ms`, or
/// a bare number of seconds; `0` renders at once. At most ten minutes.
struct WaitLimit: ExpressibleByArgument, CustomStringConvertible, Sendable {
    /// The limit.
    let duration: Duration

    /// The longest limit accepted.
    static let longest = Duration.seconds(longestSeconds)

    private static let longestSeconds = 600.0

    init(_ duration: Duration) {
        self.duration = duration
    }

    /// Parses `5s`, `2.5s`, `500ms` or `5`; nil for anything else, a negative limit or one
    /// over ``longest`` (the argument parser then names the option and the value).
    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, scale): (Substring, Double) =
            if text.hasSuffix("ms") { (text.dropLast(2), 0.001) } else if text.hasSuffix("s") { (text.dropLast(), 1) } else { (Substring(text), 1) }
        // Range-checked before the conversion: `1e300` is refused, not a trap.
        guard let value = Double(number), value.isFinite, value >= 0, value * scale <= Self.longestSeconds else { return nil }
        self.duration = .milliseconds(Int64((value * scale * 1000).rounded()))
    }

    var description: String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
    }
}
