import Foundation

/// What differs between the services' activity records: which ids a download names
/// (movie; series, episode and season; artist and album), whether records carry
/// languages and (Radarr v5, Sonarr v4) custom formats, the history event types by number, and
/// the blocklist's filter parameter.
struct ActivityShape: Sendable {
    var service: SimulatedService
    var revision: ActivityRecords.Quality.Revision?
    var hasLanguages: Bool
    var usesNewerShapes: Bool
    /// The history event types by their numeric value (the `eventType` query parameter).
    var historyEventTypes: [Int: String]
    /// The query parameter naming the library items of `blocklist` (Lidarr's has none).
    var blocklistFilter: String?
    /// The query parameter that embeds the parent in calendar and wanted records (`includeSeries`).
    var parentParameter: String?

    static func radarr(usesNewerShapes: Bool) -> ActivityShape {
        ActivityShape(
            service: .radarr, hasLanguages: true, usesNewerShapes: usesNewerShapes,
            historyEventTypes: [
                1: "grabbed", 3: "downloadFolderImported", 4: "downloadFailed", 6: "movieFileDeleted",
                7: "movieFolderImported", 8: "movieFileRenamed", 9: "downloadIgnored",
            ],
            blocklistFilter: "movieIds")
    }

    static func sonarr(usesNewerShapes: Bool) -> ActivityShape {
        ActivityShape(
            service: .sonarr, hasLanguages: true, usesNewerShapes: usesNewerShapes,
            historyEventTypes: [
                1: "grabbed", 2: "seriesFolderImported", 3: "downloadFolderImported", 4: "downloadFailed",
                5: "episodeFileDeleted", 6: "episodeFileRenamed", 7: "downloadIgnored",
            ],
            blocklistFilter: "seriesIds", parentParameter: "includeSeries")
    }

    static let lidarr = ActivityShape(
        service: .lidarr, revision: .init(version: 1, real: 0), hasLanguages: false, usesNewerShapes: false,
        historyEventTypes: [
            1: "grabbed", 2: "artistFolderImported", 3: "trackFileImported", 4: "downloadFailed", 5: "trackFileDeleted",
            6: "trackFileRenamed", 7: "albumImportIncomplete", 8: "downloadImported", 9: "trackFileRetagged", 10: "downloadIgnored",
        ],
        parentParameter: "includeArtist")

    /// The library item of this service as its records and parameters name it (`movie` and
    /// `movieIds`, `series`, `artist`).
    var itemName: String {
        switch service {
        case .radarr: "movie"
        case .sonarr: "series"
        case .lidarr: "artist"
        }
    }

    /// The item below it (`episode`, `album`); Radarr has none.
    var childName: String? {
        switch service {
        case .radarr: nil
        case .sonarr: "episode"
        case .lidarr: "album"
        }
    }

    /// The quality named `name` as the service's records carry it (the server's id, its revision).
    func quality(named name: String) -> ActivityRecords.Quality {
        ActivityRecords.Quality(named: name, service, revision: revision)
    }

    /// `download` as a queue record at `now`.
    func queueItem(_ download: SimulatedDownload, now: Date) -> ActivityRecords.QueueItem {
        var item = ActivityRecords.QueueItem(
            id: download.id, quality: quality(named: download.quality), size: download.size,
            title: download.title, estimatedCompletionTime: wireDate(download.completesAt), added: wireDate(download.startedAt),
            downloadId: "SIM\(download.id)", protocol: download.downloadProtocol, downloadClient: download.client, indexer: "NZBgeek",
            sizeleft: download.sizeLeft(at: now), timeleft: Self.timeLeft(download.completesAt.timeIntervalSince(now)))
        switch service {
        case .radarr:
            item.movieId = download.mediaID
        case .sonarr:
            (item.seriesId, item.episodeId, item.seasonNumber) = (download.mediaID, download.episodeID, download.seasonNumber)
            item.episodeHasFile = false
        case .lidarr:
            (item.artistId, item.albumId) = (download.mediaID, download.episodeID)
        }
        if hasLanguages { item.languages = ActivityRecords.english }
        download.hold?.describe(download, in: &item)
        // As the servers send every record: no messages yet, the client's folder, a first revision.
        item.statusMessages = item.statusMessages ?? []
        item.outputPath = download.outputPath
        item.quality.revision = item.quality.revision ?? .init(version: 1, real: 0, isRepack: false)
        if usesNewerShapes {
            item.customFormats = [.init(id: 1, name: "x265")]
            item.customFormatScore = 100
        }
        return item
    }

    /// What a `POST command` body applies to, read with this service's names. Sonarr's
    /// `SeriesSearch` and `SeasonSearch` and Lidarr's `ArtistSearch` read one id
    /// (`seriesId`, `artistId`: a list is not theirs, and without the id they search item 0,
    /// which fails as the servers' do).
    func target(of request: ActivityRecords.CommandRequest) -> SimulatedCommand.Target {
        let name = request.name ?? ""
        switch service {
        case .radarr: return .init(mediaIDs: request.movieIds ?? request.movieId.map { [$0] } ?? [], fileIDs: request.files?.ids ?? [])
        case .sonarr:
            let single = Self.singleItemCommands.contains(name)
            return .init(
                mediaIDs: single ? [request.seriesId ?? 0] : request.seriesId.map { [$0] } ?? request.seriesIds ?? [],
                episodeIDs: request.episodeIds ?? [], seasonNumber: request.seasonNumber, fileIDs: request.files?.ids ?? [])
        case .lidarr:
            let single = Self.singleItemCommands.contains(name)
            return .init(
                mediaIDs: single ? [request.artistId ?? 0] : request.artistId.map { [$0] } ?? request.artistIds ?? [],
                episodeIDs: request.albumIds ?? [], fileIDs: request.files?.ids ?? [])
        }
    }

    /// The commands whose body names one library item (`seriesId`, `artistId`), never a list.
    static let singleItemCommands: Set<String> = ["SeriesSearch", "SeasonSearch", "ArtistSearch"]

    /// The commands that fail, as the servers' do, when an item they name is not in the
    /// library ("Series with ID 9 does not exist"): Sonarr's and Lidarr's searches and
    /// refreshes look each item up; Radarr's skip the ids they do not know.
    static let commandsFailingOnMissingItems: Set<String> = [
        "SeriesSearch", "SeasonSearch", "RefreshSeries", "ArtistSearch", "RefreshArtist",
    ]

    /// `command` as a record at `now`, naming its targets with this service's names.
    func commandRecord(_ command: SimulatedCommand, now: Date) -> ActivityRecords.Command {
        var record = ActivityRecords.Command(command, now: now)
        let episodeIDs = command.episodeIDs.isEmpty ? nil : command.episodeIDs
        // The servers name the targets inside `body`, as the command was sent.
        switch service {
        case .radarr: record.body.movieIds = command.mediaIDs.isEmpty ? nil : command.mediaIDs
        case .sonarr:
            (record.body.seriesId, record.body.episodeIds, record.body.seasonNumber) = (command.mediaIDs.first, episodeIDs, command.seasonNumber)
        case .lidarr: (record.body.artistId, record.body.albumIds) = (command.mediaIDs.first, episodeIDs)
        }
        return record
    }

    /// A .NET time span with seven fractional digits (`00:00:02.5000000`), as a command's duration.
    static func timeSpan(_ interval: TimeInterval) -> String {
        let ticks = max(0, Int((interval * 10_000_000).rounded()))
        let seconds = ticks / 10_000_000
        return String(format: "%02d:%02d:%02d.%07d", seconds / 3600, seconds % 3600 / 60, seconds % 60, ticks % 10_000_000)
    }

    /// `hh:mm:ss`, as the servers send a download's time left.
    static func timeLeft(_ interval: TimeInterval) -> String {
        let seconds = max(0, Int(interval))
        return String(format: "%02d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60)
    }
}
