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
    /// The server's object of a lookup result, sent back when it is added (nil for library items,
    /// whose edits read the server's current object).
    public var original: ServerObject?

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

extension Season: ServarrRecord {
    package static let blank = Season(seasonNumber: 0, isMonitored: false)

    package static let fields: [RecordField<Season>] = [
        .numbering("seasonNumber", \.seasonNumber),
        .field("monitored", \.isMonitored, .readWrite),
        // As Sonarr's UI counts: the episodes that aired and are monitored, or have a file
        // (`episodeCount`), not every episode the season has (`totalEpisodeCount`), so that
        // the seasons add up to the series' own count.
        .field("totalEpisodeCount", in: "statistics", \.episodeCount),
        .field("episodeCount", in: "statistics", \.episodeCount),
        .field("episodeFileCount", in: "statistics", \.episodeFileCount),
        .field("sizeOnDisk", in: "statistics", \.sizeOnDisk),
    ]
}

extension Series: ServarrRecord {
    package static let blank = Series(
        id: 0, title: "", year: 0, status: .unknown(""), seriesType: .unknown(""), isMonitored: false, tvdbID: 0)

    package static let fields: [RecordField<Series>] = [
        .original(\.original),
        .field("title", \.title, .readWrite),
        .field("sortTitle", \.sortTitle),
        .enumeration("status", \.status),
        .field("overview", \.overview),
        .field("previousAiring", \.previousAiring),
        .field("nextAiring", \.nextAiring),
        .field("network", \.network),
        .custom("images", .array(.object), read: { json, series in series.posterURL = json.posterImageURL() }),
        .custom(
            "remotePoster", .string,
            read: { json, series in series.posterURL = json.string("remotePoster").flatMap(URL.init(string:)) ?? series.posterURL }),
        .records("seasons", \.seasons, matchedBy: "seasonNumber", .readWrite),
        .field("year", \.year, .readWrite),
        .field("path", \.path, .readWrite),
        .field("qualityProfileId", \.qualityProfileID, .readWrite),
        .field("seasonFolder", \.usesSeasonFolders, .readWrite),
        .field("monitored", \.isMonitored, .readWrite),
        .field("tvdbId", \.tvdbID, .readWrite),
        .field("firstAired", \.firstAired),
        .enumeration("seriesType", \.seriesType, .readWrite),
        .field("imdbId", \.imdbID, .readWrite),
        .field("rootFolderPath", \.rootFolderPath, .readWrite),
        .field("genres", \.genres),
        .field("tags", \.tagIDs, .readWrite),
        .field("added", \.added),
        .field("value", in: "ratings", \.rating),
        // Counts from `statistics`; servers older than the spec send them at the top level.
        .custom(
            "statistics", .object,
            read: { json, series in
                var statistics = json.record("statistics")
                series.episodeCount = statistics?.int("episodeCount") ?? json.int("episodeCount") ?? 0
                series.episodeFileCount = statistics?.int("episodeFileCount") ?? json.int("episodeFileCount") ?? 0
                series.sizeOnDisk = statistics?.int64("sizeOnDisk") ?? json.int64("sizeOnDisk") ?? 0
            }),
        // Last, where servers write it: fields are looked up in the order they are declared.
        .identity(\.id),
    ]

    package mutating func complete() {
        if title.isEmpty { title = "Untitled" }
        if sortTitle.isEmpty { sortTitle = title.lowercased() }
    }
}
