import MarqueeApp
import SonarrAPI

extension ServiceKind {
    /// Sonarr: the `sonarr:` key of the configuration file, `sonarr` in links.
    public static let sonarr = ServiceKind(rawValue: "sonarr")
}

extension ServiceProbe {
    /// Sonarr's `system/status`.
    public static let sonarr = ServiceProbe(SonarrRepository.self, kind: .sonarr)
}
