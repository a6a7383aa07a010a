/// The activity screens each Servarr feature has; the raw value is the deep link's last
/// path component (`/radarr/cutoff-unmet`).
public enum ActivityKind: String, CaseIterable, Hashable, Codable, Sendable {
    case queue, history, calendar, wanted
    case cutoffUnmet = "cutoff-unmet"
    case system

    /// The screen's title.
    public var title: String {
        switch self {
        case .wanted: "Wanted"
        case .cutoffUnmet: "Cutoff unmet"
        default: rawValue.capitalized
        }
    }

    /// The key command that opens the screen from the feature's screens (shifted letters,
    /// so they do not clash with the features' own keys).
    public var key: String {
        switch self {
        case .queue: "Q"
        case .history: "H"
        case .calendar: "C"
        case .wanted: "W"
        case .cutoffUnmet: "U"
        case .system: "Y"
        }
    }
}
