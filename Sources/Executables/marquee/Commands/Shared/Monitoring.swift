import ArgumentParser

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
