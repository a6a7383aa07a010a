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

    /// The disks a server lists on its System page: the one of each root folder (the space its
    /// root folder reports), then the one holding the server's configuration.
    static func diskSpace(rootFolders: [RootFolderResource]) -> [DiskSpace] {
        var seen: Set<String> = []
        let disks = rootFolders.compactMap { folder -> DiskSpace? in
            guard let path = folder.path, seen.insert(path).inserted else { return nil }
            return DiskSpace(path: path, label: folder.name ?? "", freeSpace: folder.freeSpace ?? 0, totalSpace: folder.totalSpace ?? 0)
        }
        return disks + [DiskSpace(path: "/config", label: "config", freeSpace: 42_000_000_000, totalSpace: 64_000_000_000)]
    }
}
