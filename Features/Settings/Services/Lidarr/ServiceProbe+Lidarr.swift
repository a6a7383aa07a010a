import LidarrAPI
import MarqueeApp

extension ServiceKind {
    /// Lidarr: the `lidarr:` key of the configuration file, `lidarr` in links.
    public static let lidarr = ServiceKind(rawValue: "lidarr")
}

extension ServiceProbe {
    /// Lidarr's `system/status`.
    public static let lidarr = ServiceProbe(LidarrRepository.self, kind: .lidarr)
}
