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

/// A kind stands in links by its name (`/settings/instances/radarr/4k/edit`).
extension ServiceKind: LinkValue {
    public static var linkDescription: String { allCases.map(\.rawValue).joined(separator: " or ") }
}
