import SonarrAPI

extension ServiceProbe {
    /// Sonarr's `system/status`.
    public static let sonarr = ServiceProbe(SonarrRepository.self, kind: .sonarr)
}
