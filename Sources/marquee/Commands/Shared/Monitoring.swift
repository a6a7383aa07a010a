import ArgumentParser
import Foundation

/// `--monitored` / `--unmonitored` (also spelled `--no-monitored`).
enum Monitoring: String, EnumerableFlag, Sendable {
    case monitored, unmonitored

    static func name(for value: Monitoring) -> NameSpecification {
        switch value {
        case .monitored: [.customLong("monitored")]
        case .unmonitored: [.customLong("unmonitored"), .customLong("no-monitored")]
        }
    }

    static func help(for value: Monitoring) -> ArgumentHelp? {
        switch value {
        case .monitored: "Monitor it (search and upgrade automatically)."
        case .unmonitored: "Do not monitor it."
        }
    }

    /// Whether this means monitored.
    var isMonitored: Bool { self == .monitored }
}

/// `--tags a,b`: tag labels separated by commas (an empty value means no tags).
struct TagList: ExpressibleByArgument, Sendable {
    var labels: [String]

    init?(argument: String) {
        labels = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
