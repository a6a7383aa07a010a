import RadarrAPI

extension ServiceProbe {
    /// Radarr's `system/status`.
    public static let radarr = ServiceProbe(RadarrRepository.self, kind: .radarr)
}
