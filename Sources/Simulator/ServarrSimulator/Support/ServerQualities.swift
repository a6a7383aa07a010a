import Foundation

/// The qualities a simulated server defines, lowest first, with the ids, sources and resolutions
/// the real servers give them (Radarr's, Sonarr's and Lidarr's `Quality` tables). Files,
/// releases, the queue and history carry these ids, so they agree by id with the quality
/// definitions and profiles the generic resources serve (`Seed/resources-<service>.json`, made
/// from the same table by `scripts/generate-simulator-resources.py`).
struct ServerQualities: Sendable {
    /// One quality: the id the server stores, the name it shows, where it comes from.
    struct Quality: Sendable, Equatable {
        var id: Int
        var name: String
        /// `bluray`, `webdl`, `television`; nil for Lidarr's, which have none.
        var source: String?
        var resolution: Int?
    }

    /// Lowest first, as the servers rank them.
    let all: [Quality]
    private let byName: [String: Int]
    private let byID: [Int: Int]

    private init(_ all: [Quality]) {
        self.all = all
        byName = Dictionary(all.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        byID = Dictionary(all.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The qualities of `service`.
    static func of(_ service: SimulatedService) -> ServerQualities {
        switch service {
        case .radarr: radarr
        case .sonarr: sonarr
        case .lidarr: lidarr
        }
    }

    /// The quality named `name`; Unknown (id 0) for a name the server does not have, as the
    /// servers parse a release they cannot place.
    func named(_ name: String) -> Quality {
        byName[name].map { all[$0] } ?? all[0]
    }

    /// The quality whose id is `id`, nil when the server has none.
    func withID(_ id: Int) -> Quality? {
        byID[id].map { all[$0] }
    }

    /// What a video file of `quality` reports of its streams (`mediaInfo`): its frame size, codec
    /// and bit rate, by the quality's resolution.
    static func videoStreams(of quality: Quality) -> (resolution: String, codec: String, bitrate: Int64) {
        switch quality.resolution ?? 0 {
        case 2160...: ("3840x1608", "x265", 24_000_000)
        case 1080...: ("1920x800", "x264", 8_000_000)
        case 720...: ("1280x536", "x264", 4_000_000)
        default: ("720x304", "x264", 1_500_000)
        }
    }

    /// The rank of the quality named `name` (the higher, the better; Unknown's for a name the
    /// server does not have), spaced by 100 as the servers' weights.
    func weight(of name: String) -> Int {
        ((byName[name] ?? 0) + 1) * 100
    }

    private static let radarr = ServerQualities([
        .init(id: 0, name: "Unknown", source: "unknown", resolution: 0), .init(id: 24, name: "WORKPRINT", source: "workprint", resolution: 0),
        .init(id: 25, name: "CAM", source: "cam", resolution: 0), .init(id: 26, name: "TELESYNC", source: "telesync", resolution: 0),
        .init(id: 27, name: "TELECINE", source: "telecine", resolution: 0), .init(id: 29, name: "REGIONAL", source: "dvd", resolution: 480),
        .init(id: 28, name: "DVDSCR", source: "dvd", resolution: 480), .init(id: 1, name: "SDTV", source: "tv", resolution: 480),
        .init(id: 2, name: "DVD", source: "dvd", resolution: 0), .init(id: 23, name: "DVD-R", source: "dvd", resolution: 480),
        .init(id: 8, name: "WEBDL-480p", source: "webdl", resolution: 480), .init(id: 12, name: "WEBRip-480p", source: "webrip", resolution: 480),
        .init(id: 20, name: "Bluray-480p", source: "bluray", resolution: 480), .init(id: 21, name: "Bluray-576p", source: "bluray", resolution: 576),
        .init(id: 4, name: "HDTV-720p", source: "tv", resolution: 720), .init(id: 5, name: "WEBDL-720p", source: "webdl", resolution: 720),
        .init(id: 14, name: "WEBRip-720p", source: "webrip", resolution: 720), .init(id: 6, name: "Bluray-720p", source: "bluray", resolution: 720),
        .init(id: 9, name: "HDTV-1080p", source: "tv", resolution: 1080), .init(id: 3, name: "WEBDL-1080p", source: "webdl", resolution: 1080),
        .init(id: 15, name: "WEBRip-1080p", source: "webrip", resolution: 1080),
        .init(id: 7, name: "Bluray-1080p", source: "bluray", resolution: 1080),
        .init(id: 30, name: "Remux-1080p", source: "bluray", resolution: 1080), .init(id: 16, name: "HDTV-2160p", source: "tv", resolution: 2160),
        .init(id: 18, name: "WEBDL-2160p", source: "webdl", resolution: 2160),
        .init(id: 17, name: "WEBRip-2160p", source: "webrip", resolution: 2160),
        .init(id: 19, name: "Bluray-2160p", source: "bluray", resolution: 2160),
        .init(id: 31, name: "Remux-2160p", source: "bluray", resolution: 2160),
        .init(id: 22, name: "BR-DISK", source: "bluray", resolution: 1080), .init(id: 10, name: "Raw-HD", source: "tv", resolution: 1080),
    ])

    private static let sonarr = ServerQualities([
        .init(id: 0, name: "Unknown", source: "unknown", resolution: 0), .init(id: 1, name: "SDTV", source: "television", resolution: 480),
        .init(id: 12, name: "WEBRip-480p", source: "webRip", resolution: 480), .init(id: 8, name: "WEBDL-480p", source: "web", resolution: 480),
        .init(id: 2, name: "DVD", source: "dvd", resolution: 480), .init(id: 13, name: "Bluray-480p", source: "bluray", resolution: 480),
        .init(id: 4, name: "HDTV-720p", source: "television", resolution: 720),
        .init(id: 9, name: "HDTV-1080p", source: "television", resolution: 1080),
        .init(id: 10, name: "Raw-HD", source: "televisionRaw", resolution: 1080),
        .init(id: 14, name: "WEBRip-720p", source: "webRip", resolution: 720), .init(id: 5, name: "WEBDL-720p", source: "web", resolution: 720),
        .init(id: 6, name: "Bluray-720p", source: "bluray", resolution: 720),
        .init(id: 15, name: "WEBRip-1080p", source: "webRip", resolution: 1080), .init(id: 3, name: "WEBDL-1080p", source: "web", resolution: 1080),
        .init(id: 7, name: "Bluray-1080p", source: "bluray", resolution: 1080),
        .init(id: 20, name: "Bluray-1080p Remux", source: "blurayRaw", resolution: 1080),
        .init(id: 16, name: "HDTV-2160p", source: "television", resolution: 2160),
        .init(id: 17, name: "WEBRip-2160p", source: "webRip", resolution: 2160), .init(id: 18, name: "WEBDL-2160p", source: "web", resolution: 2160),
        .init(id: 19, name: "Bluray-2160p", source: "bluray", resolution: 2160),
        .init(id: 21, name: "Bluray-2160p Remux", source: "blurayRaw", resolution: 2160),
    ])

    private static let lidarr = ServerQualities([
        .init(id: 0, name: "Unknown"), .init(id: 1, name: "MP3-192"), .init(id: 3, name: "MP3-256"), .init(id: 10, name: "AAC-256"),
        .init(id: 2, name: "MP3-VBR-V0"), .init(id: 4, name: "MP3-320"), .init(id: 11, name: "AAC-320"), .init(id: 7, name: "ALAC"),
        .init(id: 6, name: "FLAC"), .init(id: 21, name: "FLAC 24bit"),
    ])
}

extension ActivityRecords.Quality {
    /// The quality named `name` as `service` defines it (its id from the server's table).
    init(named name: String, _ service: SimulatedService, revision: Revision? = nil) {
        self.init(id: ServerQualities.of(service).named(name).id, name: name, revision: revision)
    }

    /// The name of the quality this names, read by its id as the servers read it (the name sent
    /// is kept only when `service` has no quality of that id); nil without a quality.
    func boundName(_ service: SimulatedService) -> String? {
        guard let named = quality else { return nil }
        return ServerQualities.of(service).withID(named.id ?? 0)?.name ?? named.name
    }
}
