import Foundation

/// The records of the activity endpoints Radarr, Sonarr and Lidarr share (queue, history,
/// blocklist), in their wire shapes. One type serves the three services: a field a service
/// does not send (Radarr's `movieId`, Sonarr's `episodeId`, Lidarr's `albumId`) stays nil and
/// is left out of the JSON, as the servers leave it out.
enum ActivityRecords {
    /// `{id, name}`: a language or a custom format.
    struct Named: Codable, Sendable, Equatable {
        var id: Int?
        var name: String?
    }

    /// A quality with its revision (`{"quality": {"id", "name"}, "revision": {...}}`).
    struct Quality: Codable, Sendable, Equatable {
        struct Revision: Codable, Sendable, Equatable {
            var version: Int?
            var real: Int?
            var isRepack: Bool?
        }

        var quality: Named?
        var revision: Revision?

        init(id: Int, name: String, revision: Revision? = nil) {
            quality = Named(id: id, name: name)
            self.revision = revision
        }

        /// A quality read field by field from a generated model's parts.
        init(quality: Named?, revision: Revision?) {
            self.quality = quality
            self.revision = revision
        }
    }

    /// One download in `queue`.
    struct QueueItem: Encodable, Sendable {
        var id: Int
        var movieId: Int?
        var seriesId: Int?
        var episodeId: Int?
        var seasonNumber: Int?
        var artistId: Int?
        var albumId: Int?
        var languages: [Named]?
        var quality: Quality
        var customFormats: [Named]?
        var customFormatScore: Int?
        var size: Double
        var title: String
        var estimatedCompletionTime: String
        var added: String
        var status = "downloading"
        var trackedDownloadStatus = "ok"
        var trackedDownloadState = "downloading"
        var downloadId: String
        var `protocol`: String
        var downloadClient: String
        var indexer: String
        var episodeHasFile: Bool?
        var sizeleft: Double
        var timeleft: String
        var statusMessages: [StatusMessage]?
        var errorMessage: String?
        var outputPath: String?
        var movie: EmbeddedRecord?
        var series: EmbeddedRecord?
        var episode: EmbeddedRecord?
        var artist: EmbeddedRecord?
        var album: EmbeddedRecord?
    }

    /// Why a download waits or was refused: a title and its messages.
    struct StatusMessage: Encodable, Sendable, Equatable {
        var title: String
        var messages: [String]
    }

    /// `queue/status`.
    struct QueueStatus: Encodable, Sendable {
        var id: Int? = 1
        var totalCount: Int
        var count: Int
        var unknownCount = 0
        var errors = false
        var warnings = false
        var unknownErrors = false
        var unknownWarnings = false
    }

    /// One event in `history` (and Radarr's `history/movie`).
    struct HistoryEvent: Encodable, Sendable {
        var id = 0
        var movieId: Int?
        var episodeId: Int?
        var seriesId: Int?
        var albumId: Int?
        var artistId: Int?
        var trackId: Int?
        var sourceTitle: String
        var quality: Quality?
        var qualityCutoffNotMet: Bool?
        var date: String
        var downloadId: String?
        var eventType: String
        var data: [String: String]
        var movie: EmbeddedRecord? = nil
        var series: EmbeddedRecord? = nil
        var episode: EmbeddedRecord? = nil
        var artist: EmbeddedRecord? = nil
        var album: EmbeddedRecord? = nil
    }

    /// A library item a queue or history record embeds (`includeMovie`, `includeSeries`,
    /// `includeEpisode`, `includeArtist`, `includeAlbum`), encoded as the library's own record.
    struct EmbeddedRecord: Encodable, Sendable {
        var value: any Encodable & Sendable

        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    /// One rejected release in `blocklist`.
    struct BlocklistItem: Encodable, Sendable {
        var id = 0
        var movieId: Int?
        var seriesId: Int?
        var episodeIds: [Int]?
        var artistId: Int?
        var albumIds: [Int]?
        var sourceTitle: String
        var languages: [Named]?
        var quality: Quality
        var customFormats: [Named] = []
        var date: String
        var `protocol`: String
        var indexer: String
        var message: String

        /// The library item the record names (movie, series or artist).
        var mediaID: Int? { movieId ?? seriesId ?? artistId }
    }

    /// A command (`command`, `command/{id}`, the answer to `POST command`).
    struct Command: Encodable, Sendable {
        /// What the command was sent with: its name and the ids it applies to.
        struct Body: Encodable, Sendable {
            var sendUpdatesToClient = true
            var name: String
            var movieIds: [Int]?
            var seriesId: Int?
            var episodeIds: [Int]?
            var seasonNumber: Int?
            var artistId: Int?
            var albumIds: [Int]?
        }

        var id: Int
        var name: String
        var commandName: String
        var message: String?
        var body: Body
        var priority = "normal"
        var status: String
        var result: String
        var queued: String
        var started: String?
        var ended: String?
        /// How long it ran, as a .NET time span (`00:00:02.0000000`), once it ended.
        var duration: String?
        /// When it last changed state (queued, started, ended).
        var stateChangeTime: String
        var trigger = "manual"

        /// `command` as the servers show it at `now`.
        init(_ command: SimulatedCommand, now: Date) {
            let ran = command.state(at: now)
            let state = ran == "completed" && command.failure != nil ? "failed" : ran
            id = command.id
            name = command.name
            commandName = command.name
            message = state == "completed" ? "Completed" : (state == "started" ? "Processing" : command.failure)
            body = Body(name: command.name)
            status = state
            result = state == "completed" ? "successful" : (state == "failed" ? "unsuccessful" : "unknown")
            queued = wireDate(command.queuedAt)
            started = state == "queued" ? nil : wireDate(command.started)
            ended = ran == "completed" ? wireDate(command.ended) : nil
            duration = ran == "completed" ? ActivityShape.timeSpan(command.step) : nil
            stateChangeTime = ended ?? started ?? queued
        }
    }

    /// The body of `POST command`: the command's name and what it applies to.
    struct CommandRequest: Decodable, Sendable {
        var name: String?
        var movieIds: [Int]?
        var seriesId: Int?
        var seasonNumber: Int?
        var episodeIds: [Int]?
        var artistId: Int?
        var albumIds: [Int]?
        /// Radarr's `RenameFiles` names its movie in the singular.
        var movieId: Int?
        /// The `RenameMovie`, `RenameSeries`, `RenameArtist` and `RetagArtist` items.
        var seriesIds: [Int]?
        var artistIds: [Int]?
        /// The files of `RenameFiles` and `RetagFiles`.
        var files: FileIDs?

        /// File ids (`RenameFiles`, `RetagFiles`); empty for the `files` of `ManualImport`,
        /// which are objects its own route reads.
        struct FileIDs: Decodable, Sendable {
            var ids: [Int]

            init(from decoder: any Decoder) throws {
                ids = (try? decoder.singleValueContainer().decode([Int].self)) ?? []
            }
        }
    }

    /// A page of records with the sort applied, as every paged endpoint answers.
    struct Page<Record: Encodable & Sendable>: Encodable, Sendable {
        var page: Int
        var pageSize: Int
        var sortKey: String
        var sortDirection: String
        var totalRecords: Int
        var records: [Record]

        init(_ sorted: SortedPage<Record>, _ request: PageRequest) {
            page = request.page
            pageSize = request.pageSize
            sortKey = sorted.sortKey
            sortDirection = sorted.sortDirection
            totalRecords = sorted.totalRecords
            records = sorted.records
        }
    }

    static let english = [Named(id: 1, name: "English")]
}
