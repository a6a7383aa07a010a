import Foundation
import ServarrCore

/// Airing state of a series.
public enum SeriesStatus: WireEnumeration {
    case continuing, ended, upcoming, deleted
    /// A value this client does not know (from a newer server).
    case unknown(String)

    public static let wireValues: [(value: SeriesStatus, wire: String)] = [
        (.continuing, "continuing"), (.ended, "ended"), (.upcoming, "upcoming"), (.deleted, "deleted"),
    ]

    public var unknownWire: String? { if case .unknown(let wire) = self { wire } else { nil } }
}

/// How Sonarr numbers and names episodes of a series.
public enum SeriesType: WireEnumeration {
    case standard, daily, anime
    case unknown(String)

    public static let wireValues: [(value: SeriesType, wire: String)] = [(.standard, "standard"), (.daily, "daily"), (.anime, "anime")]

    public var unknownWire: String? { if case .unknown(let wire) = self { wire } else { nil } }
}

/// One season of a series.
public struct Season: Sendable, Hashable {
    public var seasonNumber: Int
    public var isMonitored: Bool
    public var episodeCount: Int
    public var episodeFileCount: Int
    public var sizeOnDisk: Int64
    public init(seasonNumber: Int, isMonitored: Bool, episodeCount: Int = 0, episodeFileCount: Int = 0, sizeOnDisk: Int64 = 0) {
        self.seasonNumber = seasonNumber
        self.isMonitored = isMonitored
        self.episodeCount = episodeCount
        self.episodeFileCount = episodeFileCount
        self.sizeOnDisk = sizeOnDisk
    }
}

/// A series in the Sonarr library, or a lookup result (then ``isInLibrary`` is false).
public struct Series: Sendable, Hashable, Identifiable {
    /// Library id; 0 for lookup results that are not in the library.
    public var id: Int
    public var title: String
    public var sortTitle: String
    public var year: Int
    public var overview: String
    public var status: SeriesStatus
    public var seriesType: SeriesType
    public var network: String?
    public var isMonitored: Bool
    public var usesSeasonFolders: Bool
    public var qualityProfileID: Int
    public var rootFolderPath: String?
    public var path: String?
    public var tvdbID: Int
    public var imdbID: String?
    public var genres: [String]
    public var tagIDs: [Int]
    public var added: Date?
    public var firstAired: Date?
    public var nextAiring: Date?
    public var previousAiring: Date?
    public var seasons: [Season]
    public var episodeCount: Int
    public var episodeFileCount: Int
    public var sizeOnDisk: Int64
    public var rating: Double?
    public var posterURL: URL?

    public init(
        id: Int, title: String, sortTitle: String? = nil, year: Int, overview: String = "",
        status: SeriesStatus = .continuing, seriesType: SeriesType = .standard, network: String? = nil,
        isMonitored: Bool = true, usesSeasonFolders: Bool = true, qualityProfileID: Int = 0,
        rootFolderPath: String? = nil, path: String? = nil, tvdbID: Int, imdbID: String? = nil,
        genres: [String] = [], tagIDs: [Int] = [], added: Date? = nil, firstAired: Date? = nil,
        nextAiring: Date? = nil, previousAiring: Date? = nil, seasons: [Season] = [], episodeCount: Int = 0,
        episodeFileCount: Int = 0, sizeOnDisk: Int64 = 0, rating: Double? = nil, posterURL: URL? = nil
    ) {
        self.id = id
        self.title = title
        self.sortTitle = sortTitle ?? title.lowercased()
        self.year = year
        self.overview = overview
        self.status = status
        self.seriesType = seriesType
        self.network = network
        self.isMonitored = isMonitored
        self.usesSeasonFolders = usesSeasonFolders
        self.qualityProfileID = qualityProfileID
        self.rootFolderPath = rootFolderPath
        self.path = path
        self.tvdbID = tvdbID
        self.imdbID = imdbID
        self.genres = genres
        self.tagIDs = tagIDs
        self.added = added
        self.firstAired = firstAired
        self.nextAiring = nextAiring
        self.previousAiring = previousAiring
        self.seasons = seasons
        self.episodeCount = episodeCount
        self.episodeFileCount = episodeFileCount
        self.sizeOnDisk = sizeOnDisk
        self.rating = rating
        self.posterURL = posterURL
    }
}

extension Series: ServarrMedia {
    /// The TVDB id.
    public var externalID: Int { tvdbID }
}
