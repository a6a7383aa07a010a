/// The kinds of server Marquee talks to; each is a top-level key of the configuration file.
public enum ServiceKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Radarr (movies).
    case radarr
    /// Sonarr (series).
    case sonarr
}
