import ServarrCore

// The output of the models Radarr, Sonarr and Lidarr share (queue, history, health, disk space, tags,
// profiles, root folders, commands, releases). Keys follow the Servarr API's camelCase;
// docs/cli.md lists them.

/// A queue item, with the key its movie, series or artist id goes under (`movieId`, `seriesId`, `artistId`).
struct QueueRow: OutputRecord {
    var item: QueueItem
    var mediaKey: String

    var fields: [OutputField] {
        var fields = [OutputField("id", .int(item.id)), OutputField(mediaKey, .number(item.mediaID))]
        if mediaKey == "seriesId" { fields.append(OutputField("episodeId", .number(item.episodeID))) }
        return fields + [
            OutputField("title", .string(item.title)),
            OutputField("status", .string(item.status)),
            OutputField("trackedDownloadState", .text(item.trackedDownloadState)),
            OutputField("quality", .string(item.quality)),
            OutputField("size", .bytes(Int64(item.size))),
            OutputField("sizeLeft", .bytes(Int64(item.sizeLeft))),
            OutputField("progress", .fraction((item.progress * 1000).rounded() / 1000)),
            OutputField("estimatedCompletionTime", .time(item.estimatedCompletionTime)),
            OutputField("downloadClient", .text(item.downloadClient)),
            OutputField("protocol", .string(item.downloadProtocol.name)),
            OutputField("errorMessage", .text(item.errorMessage)),
            OutputField("downloadId", .text(item.downloadID)),
            OutputField("trackedDownloadStatus", .text(item.trackedDownloadStatus)),
            OutputField(
                "statusMessages",
                .array(
                    item.statusMessages.map { message in
                        .object([OutputField("title", .string(message.title)), OutputField("messages", .strings(message.messages))])
                    })),
            OutputField("timeLeft", .text(item.timeLeft)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("title", "TITLE", shrinks: true),
        TableColumn("status", "STATUS"), TableColumn("progress", "DONE", alignsRight: true),
        TableColumn("size", "SIZE", alignsRight: true), TableColumn("quality", "QUALITY"),
        TableColumn("estimatedCompletionTime", "ETA"), TableColumn("downloadClient", "CLIENT"),
    ]
}

/// A history event, with the key its movie or series id goes under.
struct HistoryRow: OutputRecord {
    var record: HistoryRecord
    var mediaKey: String

    var fields: [OutputField] {
        var fields = [
            OutputField("id", .int(record.id)),
            OutputField(mediaKey, .number(record.mediaID)),
        ]
        if mediaKey == "seriesId" { fields.append(OutputField("episodeId", .number(record.episodeID))) }
        return fields + [
            OutputField("date", .time(record.date)),
            OutputField("eventType", .string(record.eventType)),
            OutputField("sourceTitle", .string(record.sourceTitle)),
            OutputField("quality", .string(record.quality)),
        ]
    }

    static let columns = [
        TableColumn("date", "DATE"), TableColumn("eventType", "EVENT"),
        TableColumn("sourceTitle", "TITLE", shrinks: true), TableColumn("quality", "QUALITY"), TableColumn("id", "ID", alignsRight: true),
    ]
}

extension HealthCheck: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("source", .string(source)), OutputField("type", .string(severity.name)),
            OutputField("message", .string(message)), OutputField("wikiUrl", .text(wikiURL?.absoluteString)),
        ]
    }

    static let columns = [TableColumn("type", "TYPE"), TableColumn("source", "SOURCE"), TableColumn("message", "MESSAGE", shrinks: true)]
}

extension DiskSpace: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("path", .string(path)), OutputField("label", .string(label)),
            OutputField("freeSpace", .bytes(freeSpace)), OutputField("totalSpace", .bytes(totalSpace)),
        ]
    }

    static let columns = [
        TableColumn("path", "PATH", shrinks: true), TableColumn("label", "LABEL"),
        TableColumn("freeSpace", "FREE", alignsRight: true), TableColumn("totalSpace", "TOTAL", alignsRight: true),
    ]
}

extension Tag: OutputRecord {
    var fields: [OutputField] { [OutputField("id", .int(id)), OutputField("label", .string(label))] }
    static let columns = [TableColumn("id", "ID", alignsRight: true), TableColumn("label", "LABEL", shrinks: true)]
}

extension RootFolder: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)), OutputField("path", .string(path)),
            OutputField("freeSpace", freeSpace.map(OutputValue.bytes) ?? .null), OutputField("accessible", .bool(isAccessible)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("path", "PATH", shrinks: true),
        TableColumn("freeSpace", "FREE", alignsRight: true), TableColumn("accessible", "ACCESSIBLE"),
    ]
}

extension CommandStatus: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)), OutputField("name", .string(name)), OutputField("status", .string(state.name)),
            OutputField("message", .text(message)), OutputField("queued", .time(queued)),
            OutputField("started", .time(started)), OutputField("ended", .time(ended)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("name", "COMMAND"), TableColumn("status", "STATUS"),
        TableColumn("queued", "QUEUED"), TableColumn("message", "MESSAGE", shrinks: true),
    ]
}

extension Release: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("guid", .string(guid)), OutputField("indexerId", .int(indexerID)), OutputField("indexer", .string(indexer)),
            OutputField("title", .string(title)), OutputField("quality", .string(quality)), OutputField("size", .bytes(size)),
            OutputField("ageDays", .int(ageInDays)), OutputField("seeders", .number(seeders)), OutputField("leechers", .number(leechers)),
            OutputField("protocol", .string(downloadProtocol.name)), OutputField("approved", .bool(isApproved)),
            OutputField("rejections", .strings(rejections)), OutputField("customFormats", .strings(customFormats)),
            OutputField("customFormatScore", .int(customFormatScore)),
        ]
    }

    static let columns = [
        TableColumn("title", "TITLE", shrinks: true), TableColumn("quality", "QUALITY"),
        TableColumn("customFormatScore", "SCORE", alignsRight: true), TableColumn("size", "SIZE", alignsRight: true),
        TableColumn("indexer", "INDEXER"), TableColumn("approved", "OK"), TableColumn("seeders", "SEED", alignsRight: true),
        TableColumn("guid", "GUID"), TableColumn("indexerId", "INDEXER ID", alignsRight: true),
    ]
}

/// The outcome of a verb that changes something and returns nothing else (delete, remove
/// from the queue, grab): what was done to which id.
struct ActionResult: OutputRecord {
    var action: String
    var id: OutputValue
    var title: String?

    var fields: [OutputField] {
        [OutputField("action", .string(action)), OutputField("id", id), OutputField("title", .text(title))]
    }

    static let columns = [TableColumn("action", "ACTION"), TableColumn("id", "ID"), TableColumn("title", "TITLE", shrinks: true)]
}

extension HealthSeverity {
    /// The server's name for the severity.
    var name: String {
        switch self {
        case .ok: "ok"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .unknown(let value): value
        }
    }
}

extension CommandState {
    /// The server's name for the state.
    var name: String {
        switch self {
        case .queued: "queued"
        case .started: "started"
        case .completed: "completed"
        case .failed: "failed"
        case .aborted: "aborted"
        case .cancelled: "cancelled"
        case .unknown(let value): value
        }
    }
}

extension DownloadProtocol {
    /// The server's name for the protocol.
    var name: String {
        switch self {
        case .usenet: "usenet"
        case .torrent: "torrent"
        case .unknown(let value): value
        }
    }
}
