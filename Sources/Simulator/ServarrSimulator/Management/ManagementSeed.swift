import Foundation

/// The management data every simulated server starts with.
enum ManagementSeed {
    /// The profile of `service` at `versions`: its tags, root folders (each on its own disk) and
    /// the folders on its disk.
    static func profile(_ service: SimulatedService, _ versions: ServerVersions) -> ManagementStore.Profile {
        switch service {
        case .radarr:
            .init(
                service: service, mediaKey: "movieIds", tags: ["4k", "kids", "anime"],
                rootFolders: [
                    .init(
                        id: 1, path: "/movies", accessible: true, freeSpace: 1_843_000_000_000, totalSpace: 8_000_000_000_000,
                        unmappedFolders: unmapped(in: "/movies", ["Home Videos (1998)", "Unsorted"])),
                    .init(
                        id: 2, path: "/movies-4k", accessible: true, freeSpace: 312_000_000_000, totalSpace: 2_000_000_000_000,
                        unmappedFolders: []),
                ],
                otherFolders: ["/data/movies", "/mnt/archive"], qualityProfiles: videoProfiles, rootFoldersShowTotalSpace: false)
        case .sonarr:
            .init(
                service: service, mediaKey: "seriesIds", tags: ["4k", "kids", "anime"],
                rootFolders: [
                    .init(
                        id: 1, path: "/tv", accessible: true, freeSpace: 2_210_000_000_000, totalSpace: 12_000_000_000_000,
                        unmappedFolders: unmapped(in: "/tv", ["Old Recordings"])),
                    .init(
                        id: 2, path: "/anime", accessible: true, freeSpace: 410_000_000_000, totalSpace: 2_000_000_000_000, unmappedFolders: []),
                ],
                otherFolders: ["/data/tv", "/mnt/archive"], qualityProfiles: videoProfiles,
                rootFoldersShowTotalSpace: versions.sonarrUsesNewerShapes)
        case .lidarr:
            .init(
                service: service, mediaKey: "artistIds", tags: ["vinyl", "live"],
                rootFolders: [
                    .init(
                        id: 1, name: "Music", path: "/music", defaultMetadataProfileId: 1, defaultQualityProfileId: 1,
                        defaultMonitorOption: "all", defaultNewItemMonitorOption: "all", defaultTags: [], accessible: true,
                        freeSpace: 1_320_000_000_000, totalSpace: 4_000_000_000_000),
                    .init(
                        id: 2, name: "Classical", path: "/classical", defaultMetadataProfileId: 1, defaultQualityProfileId: 1,
                        defaultMonitorOption: "all", defaultNewItemMonitorOption: "all", defaultTags: [], accessible: true,
                        freeSpace: 210_000_000_000, totalSpace: 1_000_000_000_000),
                ],
                otherFolders: ["/data/music", "/mnt/archive"],
                qualityProfiles: [
                    .init(id: 1, name: "Any", upgradeAllowed: false, cutoff: 1),
                    .init(id: 2, name: "Lossless", upgradeAllowed: true, cutoff: 6),
                    .init(id: 3, name: "Standard", upgradeAllowed: false, cutoff: 3),
                ], rootFoldersShowTotalSpace: true)
        }
    }

    /// Radarr's and Sonarr's quality profiles.
    private static let videoProfiles: [QualityProfile] = [
        .init(id: 1, name: "Any", upgradeAllowed: false, cutoff: 1),
        .init(id: 2, name: "SD", upgradeAllowed: false, cutoff: 2),
        .init(id: 3, name: "HD-1080p", upgradeAllowed: true, cutoff: 7),
        .init(id: 4, name: "Ultra-HD", upgradeAllowed: true, cutoff: 19),
    ]

    private static func unmapped(in root: String, _ names: [String]) -> [UnmappedFolder] {
        names.map { UnmappedFolder(name: $0, path: "\(root)/\($0)", relativePath: $0) }
    }

    private static func field(_ order: Int, _ name: String, _ label: String, _ value: String) -> ProviderField {
        ProviderField(order: order, name: name, label: label, value: .string(value), type: "textbox", advanced: false)
    }

    /// Five indexers: usenet and torrent, with RSS and search on and off; TorrentLeech's test fails.
    static let indexers: [ProviderResource] = [
        indexer(1, "NZBgeek", "Newznab", "usenet", priority: 25, rss: true, search: true, url: "https://api.nzbgeek.info"),
        indexer(2, "DrunkenSlug", "Newznab", "usenet", priority: 25, rss: false, search: true, url: "https://drunkenslug.com"),
        indexer(3, "1337x", "Torznab", "torrent", priority: 30, rss: true, search: true, url: "http://prowlarr:9696/3/", tags: [1]),
        indexer(4, "TorrentLeech", "Torznab", "torrent", priority: 10, rss: true, search: true, url: "http://prowlarr:9696/4/"),
        indexer(5, "Nyaa", "Torznab", "torrent", priority: 40, rss: false, search: false, url: "http://prowlarr:9696/5/"),
    ]

    static let failingIndexers = [
        4: "Unable to connect to indexer, check the log above the ValidationFailure for more details. HTTP request failed: [401:Unauthorized]"
    ]

    private static func indexer(
        _ id: Int, _ name: String, _ implementation: String, _ protocolName: String, priority: Int, rss: Bool, search: Bool,
        url: String, tags: [Int] = []
    ) -> ProviderResource {
        ProviderResource(
            id: id, name: name, fields: [field(0, "baseUrl", "URL", url), field(1, "apiKey", "API Key", "********")],
            implementationName: implementation, implementation: implementation, configContract: "\(implementation)Settings",
            infoLink: "https://wiki.servarr.com/supported#\(implementation.lowercased())", tags: tags, presets: [], protocol: protocolName,
            priority: priority, enableRss: rss, enableAutomaticSearch: search, enableInteractiveSearch: search, supportsRss: true,
            supportsSearch: true, downloadClientId: 0)
    }

    /// Three download clients; Transmission is disabled and its test fails.
    static let downloadClients: [ProviderResource] = [
        client(1, "SABnzbd", "usenet", enabled: true, host: "sabnzbd"),
        client(2, "qBittorrent", "torrent", enabled: true, host: "qbittorrent", tags: [2]),
        client(3, "Transmission", "torrent", enabled: false, host: "transmission"),
    ]

    static let failingClients = [3: "Unable to connect to Transmission: Connection refused (transmission:9091)"]

    private static func client(_ id: Int, _ name: String, _ protocolName: String, enabled: Bool, host: String, tags: [Int] = []) -> ProviderResource {
        ProviderResource(
            id: id, name: name, fields: [field(0, "host", "Host", host), field(1, "port", "Port", protocolName == "usenet" ? "8080" : "9091")],
            implementationName: name, implementation: name, configContract: "\(name)Settings",
            infoLink: "https://wiki.servarr.com/supported#\(name.lowercased())", tags: tags, presets: [], protocol: protocolName,
            priority: 1, enable: enabled, removeCompletedDownloads: true, removeFailedDownloads: true)
    }
}
