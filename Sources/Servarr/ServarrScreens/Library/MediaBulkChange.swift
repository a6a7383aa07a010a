import MarqueeNavigation

/// A change the library applies to its marked items at once, after a confirmation that names
/// the count: one request to the service's editor endpoint, or (search, refresh) the server's
/// command for them all, one per item where the command takes one. Its link text is the action and the
/// ids (`monitor:3,8,12`), so the confirmation has a deep link like every screen.
public struct MediaBulkChange: LinkValue, Hashable, Codable, Sendable {
    /// What the change does.
    public enum Action: String, CaseIterable, Hashable, Codable, Sendable {
        case monitor, unmonitor, delete
        /// The bulk editor: quality profile, root folder, tags and the service's own fields.
        case edit
        /// The server's automatic search (`s`).
        case search
        /// A refresh of the metadata and a rescan of the files (Ctrl-R).
        case refresh

        /// The confirmation's button ("Monitor").
        public var answer: String { rawValue.capitalized }

        /// What was done, for the toast ("monitored").
        public var pastTense: String {
            switch self {
            case .monitor: "monitored"
            case .unmonitor: "unmonitored"
            case .delete: "deleted"
            case .edit: "changed"
            case .search: "searched"
            case .refresh: "refreshed"
            }
        }
    }

    /// What the change does.
    public var action: Action
    /// The library ids of the items it applies to.
    public var ids: [Int]

    /// `action` on the items `ids`.
    public init(_ action: Action, ids: [Int]) {
        self.action = action
        self.ids = ids
    }

    public init?(linkText: String) {
        let parts = linkText.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let action = Action(rawValue: String(parts[0])) else { return nil }
        let ids = parts[1].split(separator: ",", omittingEmptySubsequences: false).map { Int(linkText: String($0)) }
        guard !ids.isEmpty, ids.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        self.init(action, ids: ids.compactMap { $0 })
    }

    public var linkText: String { "\(action.rawValue):" + ids.map(String.init).joined(separator: ",") }

    public static var linkDescription: String {
        "an action (monitor, unmonitor, delete, edit, search, refresh), a colon and library ids separated by commas"
    }

    /// "3 movies", "1 series" for `noun` and `pluralNoun`.
    public func count(_ noun: String, _ pluralNoun: String) -> String {
        "\(ids.count) \(ids.count == 1 ? noun : pluralNoun)"
    }
}
