import MarqueeApp
import RadarrAPI

extension ServiceKind {
    /// Radarr: the `radarr:` key of the configuration file, `radarr` in links.
    public static let radarr = ServiceKind(rawValue: "radarr")
}

extension ServiceProbe {
    /// Radarr's `system/status`.
    public static let radarr = ServiceProbe(RadarrRepository.self, kind: .radarr)
}
