import Foundation

/// What a queue or history request asks of its records, read with the service's names: the
/// library items they must name (Radarr `movieIds`, Sonarr `seriesIds`, Lidarr `artistIds`), the
/// episodes or albums (Sonarr `episodeId`, Lidarr `albumId`), the download, the event types, and
/// which items they embed (`includeMovie`, `includeSeries`, `includeEpisode`, `includeArtist`,
/// `includeAlbum`).
struct ActivitySelection: Sendable {
    /// The movies, series or artists a record must name; nil admits every one.
    var mediaIDs: Set<Int>? = nil
    /// The episodes or albums a record must name; nil admits every one.
    var childIDs: Set<Int>? = nil
    /// The download a record must belong to (`downloadId`); nil admits every one.
    var downloadID: String? = nil
    /// The history event types a record must have (lowercased names); nil admits every one.
    var eventTypes: Set<String>? = nil
    /// Records embed the movie, series or artist they name.
    var includesParent = false
    /// Records embed the episode or album they name.
    var includesChild = false

    /// Whether a record naming these items, of this download and event type, is selected.
    func admits(mediaID: Int?, childID: Int?, downloadID: String? = nil, eventType: String? = nil) -> Bool {
        Self.contains(mediaIDs, mediaID) && Self.contains(childIDs, childID)
            && (self.downloadID == nil || self.downloadID == downloadID)
            && (eventTypes == nil || eventTypes!.contains(eventType?.lowercased() ?? ""))
    }

    func admits(_ event: ActivityRecords.HistoryEvent) -> Bool {
        admits(mediaID: event.parentID, childID: event.childID, downloadID: event.downloadId, eventType: event.eventType)
    }

    private static func contains(_ ids: Set<Int>?, _ id: Int?) -> Bool {
        guard let ids else { return true }
        return id.map(ids.contains) ?? false
    }
}

/// The library items activity records embed, by id: movies, series or artists (parents), and
/// episodes or albums (children).
struct EmbeddedItems: Sendable {
    var parents: [Int: ActivityRecords.EmbeddedRecord] = [:]
    var children: [Int: ActivityRecords.EmbeddedRecord] = [:]
}

/// A queue or history record: it names a library item (`movieId`, `seriesId`, `artistId`) and
/// maybe an episode or album (`episodeId`, `albumId`), and can embed them beside their ids.
protocol EmbeddingRecord: Sendable {
    var movieId: Int? { get }
    var seriesId: Int? { get }
    var artistId: Int? { get }
    var episodeId: Int? { get }
    var albumId: Int? { get }
    var movie: ActivityRecords.EmbeddedRecord? { get set }
    var series: ActivityRecords.EmbeddedRecord? { get set }
    var artist: ActivityRecords.EmbeddedRecord? { get set }
    var episode: ActivityRecords.EmbeddedRecord? { get set }
    var album: ActivityRecords.EmbeddedRecord? { get set }
}

extension EmbeddingRecord {
    /// The movie, series or artist the record names.
    var parentID: Int? { movieId ?? seriesId ?? artistId }
    /// The episode or album the record names.
    var childID: Int? { episodeId ?? albumId }

    /// Embeds `parent` and `child` under the names of the ids the record has (`movie` beside
    /// `movieId`, `album` beside `albumId`).
    mutating func embed(parent: ActivityRecords.EmbeddedRecord?, child: ActivityRecords.EmbeddedRecord?) {
        if movieId != nil { movie = parent }
        if seriesId != nil { series = parent }
        if artistId != nil { artist = parent }
        if episodeId != nil { episode = child }
        if albumId != nil { album = child }
    }
}

extension ActivityRecords.QueueItem: EmbeddingRecord {}
extension ActivityRecords.HistoryEvent: EmbeddingRecord {}

extension ActivityLibrary {
    /// `records` with the items `selection` asks to embed, looked up once per distinct id.
    func embedding<Record: EmbeddingRecord>(_ records: [Record], _ selection: ActivitySelection) -> [Record] {
        guard selection.includesParent || selection.includesChild else { return records }
        let items = embeddedItems(
            parentIDs: selection.includesParent ? Set(records.compactMap(\.parentID)) : [],
            childIDs: selection.includesChild ? Set(records.compactMap(\.childID)) : [])
        return records.map { record in
            var record = record
            record.embed(parent: record.parentID.flatMap { items.parents[$0] }, child: record.childID.flatMap { items.children[$0] })
            return record
        }
    }
}
