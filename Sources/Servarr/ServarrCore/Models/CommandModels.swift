import Foundation

/// Lifecycle state of a command (search, refresh, RSS sync).
public enum CommandState: Sendable, Hashable {
    case queued, started, completed, failed, aborted, cancelled
    /// A value this client does not know (from a newer server).
    case unknown(String)

    public init(rawValue: String?) {
        switch rawValue?.lowercased() {
        case "queued": self = .queued
        case "started": self = .started
        case "completed": self = .completed
        case "failed": self = .failed
        case "aborted": self = .aborted
        case "cancelled": self = .cancelled
        default: self = .unknown(rawValue ?? "")
        }
    }

    /// Whether the command will not change any more.
    public var isFinished: Bool {
        switch self {
        case .completed, .failed, .aborted, .cancelled: true
        case .queued, .started, .unknown: false
        }
    }
}

/// A command as the service reports it.
public struct CommandStatus: Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    public var state: CommandState
    public var message: String?
    public var queued: Date?
    public var started: Date?
    public var ended: Date?
    public init(id: Int, name: String, state: CommandState, message: String?, queued: Date?, started: Date?, ended: Date?) {
        self.id = id
        self.name = name
        self.state = state
        self.message = message
        self.queued = queued
        self.started = started
        self.ended = ended
    }
}

/// Transport of a release or download.
public enum DownloadProtocol: Sendable, Hashable {
    case usenet, torrent
    case unknown(String)

    public init(rawValue: String?) {
        switch rawValue?.lowercased() {
        case "usenet": self = .usenet
        case "torrent": self = .torrent
        default: self = .unknown(rawValue ?? "")
        }
    }
}

/// A release found by an indexer (interactive search).
public struct Release: Sendable, Hashable, Identifiable {
    public var id: String { guid }
    public var guid: String
    public var indexerID: Int
    public var indexer: String
    public var title: String
    public var quality: String
    public var size: Int64
    public var ageInDays: Int
    public var seeders: Int?
    public var leechers: Int?
    public var downloadProtocol: DownloadProtocol
    public var isApproved: Bool
    public var rejections: [String]
    /// The names of the custom formats the release meets.
    public var customFormats: [String]
    /// What the custom formats add up to under the title's quality profile.
    public var customFormatScore: Int
    public init(
        guid: String, indexerID: Int, indexer: String, title: String, quality: String, size: Int64,
        ageInDays: Int, seeders: Int?, leechers: Int?, downloadProtocol: DownloadProtocol,
        isApproved: Bool, rejections: [String], customFormats: [String] = [], customFormatScore: Int = 0
    ) {
        self.guid = guid
        self.indexerID = indexerID
        self.indexer = indexer
        self.title = title
        self.quality = quality
        self.size = size
        self.ageInDays = ageInDays
        self.seeders = seeders
        self.leechers = leechers
        self.downloadProtocol = downloadProtocol
        self.isApproved = isApproved
        self.rejections = rejections
        self.customFormats = customFormats
        self.customFormatScore = customFormatScore
    }
}

/// One download in the queue.
public struct QueueItem: Sendable, Hashable, Identifiable {
    public var id: Int
    /// The movie (Radarr) or series (Sonarr) the download belongs to.
    public var mediaID: Int?
    /// The episode (Sonarr only).
    public var episodeID: Int?
    public var title: String
    public var status: String
    public var trackedDownloadState: String?
    public var quality: String
    public var size: Double
    public var sizeLeft: Double
    public var estimatedCompletionTime: Date?
    public var downloadClient: String?
    public var downloadProtocol: DownloadProtocol
    public var errorMessage: String?
    /// The download client's id of the download (what a manual import lists its files by).
    public var downloadID: String?
    /// `ok`, `warning` or `error`: how the server judges the download.
    public var trackedDownloadStatus: String?
    /// Why the download waits or was refused, per file.
    public var statusMessages: [QueueStatusMessage] = []
    /// Where the download client put the download.
    public var outputPath: String?
    /// The time left as the server counts it ("01:12:30").
    public var timeLeft: String?
    /// The indexer the release was grabbed from.
    public var indexer: String?
    /// Fraction downloaded, 0...1.
    public var progress: Double { size > 0 ? min(1, max(0, (size - sizeLeft) / size)) : 0 }
    public init(
        id: Int, mediaID: Int?, episodeID: Int?, title: String, status: String, trackedDownloadState: String?,
        quality: String, size: Double, sizeLeft: Double, estimatedCompletionTime: Date?,
        downloadClient: String?, downloadProtocol: DownloadProtocol, errorMessage: String?
    ) {
        self.id = id
        self.mediaID = mediaID
        self.episodeID = episodeID
        self.title = title
        self.status = status
        self.trackedDownloadState = trackedDownloadState
        self.quality = quality
        self.size = size
        self.sizeLeft = sizeLeft
        self.estimatedCompletionTime = estimatedCompletionTime
        self.downloadClient = downloadClient
        self.downloadProtocol = downloadProtocol
        self.errorMessage = errorMessage
    }
}

/// One history event (grabbed, imported, failed, deleted...).
public struct HistoryRecord: Sendable, Hashable, Identifiable {
    public var id: Int
    public var mediaID: Int?
    public var episodeID: Int?
    public var sourceTitle: String
    /// The event type as the server names it (`grabbed`, `downloadFolderImported`, ...).
    public var eventType: String
    public var quality: String
    public var date: Date?
    public init(id: Int, mediaID: Int?, episodeID: Int?, sourceTitle: String, eventType: String, quality: String, date: Date?) {
        self.id = id
        self.mediaID = mediaID
        self.episodeID = episodeID
        self.sourceTitle = sourceTitle
        self.eventType = eventType
        self.quality = quality
        self.date = date
    }
}

// The queue item's and history record's declarations (ADR 0021). The library item they belong
// to is `movieId` (Radarr), `seriesId` (Sonarr) or `artistId` (Lidarr): each service sends its
// own, so one declaration reads all three.

extension QueueItem: ServarrRecord {
    package static let blank = QueueItem(
        id: 0, mediaID: nil, episodeID: nil, title: "", status: "unknown", trackedDownloadState: nil, quality: "Unknown", size: 0,
        sizeLeft: 0, estimatedCompletionTime: nil, downloadClient: nil, downloadProtocol: .unknown(""), errorMessage: nil)

    package static let fields: [RecordField<QueueItem>] = [
        .identity(\.id),
        .field("movieId", \.mediaID),
        .field("seriesId", \.mediaID),
        .field("artistId", \.mediaID),
        .field("episodeId", \.episodeID),
        .field("title", \.title),
        .field("status", \.status),
        .field("trackedDownloadState", \.trackedDownloadState),
        .custom("quality", .object, read: { json, item in item.quality = json.qualityName() ?? item.quality }),
        .field("size", \.size),
        .field("sizeleft", \.sizeLeft),
        .field("estimatedCompletionTime", \.estimatedCompletionTime),
        .field("downloadClient", \.downloadClient),
        .custom("protocol", .string, read: { json, item in item.downloadProtocol = DownloadProtocol(rawValue: json.string("protocol")) }),
        .field("errorMessage", \.errorMessage),
        .field("downloadId", \.downloadID),
        .field("trackedDownloadStatus", \.trackedDownloadStatus),
        .records("statusMessages", \.statusMessages, matchedBy: "title"),
        .field("outputPath", \.outputPath),
        .field("timeleft", \.timeLeft),
        .field("indexer", \.indexer),
    ]
}

extension HistoryRecord: ServarrRecord {
    package static let blank = HistoryRecord(
        id: 0, mediaID: nil, episodeID: nil, sourceTitle: "", eventType: "unknown", quality: "Unknown", date: nil)

    package static let fields: [RecordField<HistoryRecord>] = [
        .identity(\.id),
        .field("movieId", \.mediaID),
        .field("seriesId", \.mediaID),
        .field("artistId", \.mediaID),
        .field("episodeId", \.episodeID),
        .field("sourceTitle", \.sourceTitle),
        .field("eventType", \.eventType),
        .custom("quality", .object, read: { json, record in record.quality = json.qualityName() ?? record.quality }),
        .field("date", \.date),
    ]
}

extension CommandStatus: ServarrRecord {
    package static let blank = CommandStatus(id: 0, name: "", state: .unknown(""), message: nil, queued: nil, started: nil, ended: nil)

    // `name` is the command's; servers that leave it out send `commandName` (read first, so
    // that `name` wins when both are there).
    package static let fields: [RecordField<CommandStatus>] = [
        .identity(\.id),
        .field("commandName", \.name),
        .field("name", \.name),
        .custom("status", .string, read: { json, command in command.state = CommandState(rawValue: json.string("status")) }),
        .field("message", \.message),
        .field("queued", \.queued),
        .field("started", \.started),
        .field("ended", \.ended),
    ]
}

extension Release: ServarrRecord {
    package static let blank = Release(
        guid: "", indexerID: 0, indexer: "", title: "", quality: "Unknown", size: 0, ageInDays: 0, seeders: nil, leechers: nil,
        downloadProtocol: .unknown(""), isApproved: false, rejections: [])

    // Rows are identified by `guid`. `rejections` are strings (Radarr v4, Sonarr v3/v4) or
    // objects with a `reason` (Radarr v5); without `approved`, a release is approved unless
    // `rejected` (or, without that too, a rejection) says otherwise.
    package static let fields: [RecordField<Release>] = [
        .key("guid", \.guid),
        .custom("quality", .object, read: { json, release in release.quality = json.qualityName() ?? "Unknown" }),
        .field("age", \.ageInDays),
        .field("size", \.size),
        .field("indexerId", \.indexerID),
        .field("indexer", \.indexer),
        .field("title", \.title),
        .custom(
            "rejections", .array(.string),
            read: { json, release in
                release.rejections = json.texts("rejections", objectMember: "reason") ?? []
            }),
        .custom(
            "approved", .boolean,
            read: { json, release in
                release.isApproved = json.bool("approved") ?? !(json.bool("rejected") ?? !release.rejections.isEmpty)
            }),
        .field("seeders", \.seeders),
        .field("leechers", \.leechers),
        .custom("protocol", .string, read: { json, release in release.downloadProtocol = DownloadProtocol(rawValue: json.string("protocol")) }),
        .custom("customFormats", .array(.object), read: { json, release in release.customFormats = json.texts("customFormats") ?? [] }),
        .field("customFormatScore", \.customFormatScore),
    ]
}
