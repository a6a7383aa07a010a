/// The health checks and disk space each service reports on its System page.
enum SystemChecks {
    struct HealthCheck: Encodable, Sendable {
        var id: Int
        var source: String
        var type: String
        var message: String
        var wikiUrl: String
    }

    struct DiskSpace: Encodable, Sendable {
        var path: String
        var label: String
        var freeSpace: Int64
        var totalSpace: Int64
    }

    static func health(_ service: SimulatedService) -> [HealthCheck] {
        switch service {
        case .radarr:
            [
                .init(
                    id: 1, source: "IndexerRssCheck", type: "warning",
                    message: "No indexers available with RSS sync enabled, Radarr will not grab new releases automatically",
                    wikiUrl: "https://wiki.servarr.com/radarr/system#no-indexers-available-with-rss-sync-enabled"),
                .init(
                    id: 2, source: "UpdateCheck", type: "notice", message: "New update is available: 5.15.0.9412",
                    wikiUrl: "https://wiki.servarr.com/radarr/system#new-update-is-available"),
            ]
        case .sonarr:
            [
                .init(
                    id: 1, source: "DownloadClientCheck", type: "warning",
                    message: "Unable to communicate with Transmission. Connection refused (127.0.0.1:9091)",
                    wikiUrl: "https://wiki.servarr.com/sonarr/system#download-clients-are-unavailable-due-to-failures"),
                .init(
                    id: 2, source: "RemovedSeriesCheck", type: "error",
                    message: "Series Ça, c'est Paris (tvdbid 999999) was removed from TheTVDB",
                    wikiUrl: "https://wiki.servarr.com/sonarr/system#series-removed-from-thetvdb"),
            ]
        case .lidarr:
            [
                .init(
                    id: 1, source: "IndexerSearchCheck", type: "warning",
                    message: "No indexers available with Automatic Search enabled, Lidarr will not provide any automatic search results",
                    wikiUrl: "https://wiki.servarr.com/lidarr/system#no-indexers-available-with-automatic-search-enabled")
            ]
        }
    }

    static func diskSpace(_ service: SimulatedService) -> [DiskSpace] {
        let media: DiskSpace =
            switch service {
            case .radarr: .init(path: "/movies", label: "media", freeSpace: 1_843_000_000_000, totalSpace: 8_000_000_000_000)
            case .sonarr: .init(path: "/tv", label: "media", freeSpace: 2_210_000_000_000, totalSpace: 12_000_000_000_000)
            case .lidarr: .init(path: "/music", label: "media", freeSpace: 1_320_000_000_000, totalSpace: 4_000_000_000_000)
            }
        return [media, .init(path: "/config", label: "config", freeSpace: 42_000_000_000, totalSpace: 64_000_000_000)]
    }
}
