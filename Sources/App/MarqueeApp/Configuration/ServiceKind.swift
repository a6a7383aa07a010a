import MarqueeNavigation

/// The kinds of server Marquee talks to; each is a top-level key of the configuration file.
public enum ServiceKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Radarr (movies).
    case radarr
    /// Sonarr (series).
    case sonarr
    /// Lidarr (music).
    case lidarr
}

extension ServiceKind {
    /// The kind a new instance starts as: the first one.
    public static let first = allCases[0]

    /// The kind's name as people write it: "Radarr".
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Every kind's name, as a sentence lists them: "Radarr, Sonarr or Lidarr" when
    /// `conjunction` is "or".
    public static func names(joinedBy conjunction: String) -> String {
        let names = allCases.map(\.name)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// A kind stands in links by its name (`/settings/instances/radarr/4k/edit`).
extension ServiceKind: LinkValue {
    public static var linkDescription: String { allCases.map(\.rawValue).joined(separator: " or ") }
}
