import LidarrAPI

extension ServiceProbe {
    /// Lidarr's `system/status`.
    public static let lidarr = ServiceProbe(LidarrRepository.self, kind: .lidarr)
}
