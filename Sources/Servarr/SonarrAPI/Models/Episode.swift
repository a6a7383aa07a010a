import Foundation
import ServarrCore

/// One episode of a series.
public struct Episode: Sendable, Hashable, Identifiable {
    public var id: Int
    public var seriesID: Int
    /// Title of the series, when the server included it (calendar, wanted).
    public var seriesTitle: String?
    public var seasonNumber: Int
    public var episodeNumber: Int
    public var title: String
    public var overview: String
    /// Air date and time in UTC.
    public var airDate: Date?
    public var hasFile: Bool
    public var isMonitored: Bool
    public var episodeFileID: Int?
    /// The quality of the episode's file, when the server included it (cutoff unmet).
    public var fileQuality: String?
    /// The series' quality profile, when the server included the series (calendar, wanted).
    public var seriesQualityProfileID: Int?
    public init(
        id: Int, seriesID: Int, seriesTitle: String? = nil, seasonNumber: Int, episodeNumber: Int, title: String,
        overview: String = "", airDate: Date? = nil, hasFile: Bool = false, isMonitored: Bool = true,
        episodeFileID: Int? = nil
    ) {
        self.id = id
        self.seriesID = seriesID
        self.seriesTitle = seriesTitle
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.title = title
        self.overview = overview
        self.airDate = airDate
        self.hasFile = hasFile
        self.isMonitored = isMonitored
        self.episodeFileID = episodeFileID
    }
}

/// An episode file on disk.
public struct EpisodeFile: Sendable, Hashable, Identifiable {
    public var id: Int
    public var seriesID: Int
    public var seasonNumber: Int
    public var relativePath: String
    public var size: Int64
    public var quality: String
    public var dateAdded: Date?
    public init(id: Int, seriesID: Int, seasonNumber: Int, relativePath: String, size: Int64, quality: String, dateAdded: Date?) {
        self.id = id
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.relativePath = relativePath
        self.size = size
        self.quality = quality
        self.dateAdded = dateAdded
    }
}

extension Episode: ServarrRecord {
    package static let blank = Episode(id: 0, seriesID: 0, seasonNumber: 0, episodeNumber: 0, title: "TBA", isMonitored: false)

    package static let fields: [RecordField<Episode>] = [
        .identity(\.id),
        .field("seriesId", \.seriesID),
        .custom(
            "episodeFileId", .integer, read: { json, episode in episode.episodeFileID = json.int("episodeFileId").flatMap { $0 > 0 ? $0 : nil } }),
        .field("seasonNumber", \.seasonNumber),
        .field("episodeNumber", \.episodeNumber),
        .field("title", \.title),
        // `airDate` is the local date alone; `airDateUtc` the moment, preferred when sent.
        .custom("airDate", .string, read: { json, episode in episode.airDate = json.date("airDate") ?? episode.airDate }),
        .field("airDateUtc", \.airDate),
        .field("overview", \.overview),
        .field("hasFile", \.hasFile),
        .field("monitored", \.isMonitored, .readWrite),
        .field("title", in: "series", \.seriesTitle),
        .field("qualityProfileId", in: "series", \.seriesQualityProfileID),
        .custom(
            "episodeFile", .object,
            read: { json, episode in
                guard var file = json.record("episodeFile") else { return }
                episode.fileQuality = file.qualityName()
            }),
    ]
}

extension EpisodeFile: ServarrRecord {
    package static let blank = EpisodeFile(id: 0, seriesID: 0, seasonNumber: 0, relativePath: "", size: 0, quality: "Unknown", dateAdded: nil)

    package static let fields: [RecordField<EpisodeFile>] = [
        .identity(\.id),
        .field("seriesId", \.seriesID),
        .field("seasonNumber", \.seasonNumber),
        .field("path", \.relativePath),
        .field("relativePath", \.relativePath),
        .field("size", \.size),
        .custom("quality", .object, read: { json, file in file.quality = json.qualityName() ?? file.quality }),
        .field("dateAdded", \.dateAdded),
    ]
}
