import Foundation
import ServarrCore

// Tolerant readers from JSON straight into Sonarr's domain models (see ServarrCore's
// JSONRecord): a field of the wrong type degrades that field; only a row without its id is
// skipped. Shapes of Sonarr v3 and v4 are both read (statistics on the series or its
// seasons, counts at the top level of older servers, a flat `ratings.value`).

extension Season {
    package init?(_ record: inout JSONRecord) {
        guard let number = record.int("seasonNumber") else { return nil }
        let monitored = record.bool("monitored")
        var statistics = record.record("statistics")
        self.init(
            seasonNumber: number,
            isMonitored: monitored ?? false,
            // As Sonarr's UI counts: the episodes that aired and are monitored, or have a file
            // (`episodeCount`), not every episode the season has (`totalEpisodeCount`), so that
            // the seasons add up to the series' own count.
            episodeCount: statistics?.int("episodeCount") ?? statistics?.int("totalEpisodeCount") ?? 0,
            episodeFileCount: statistics?.int("episodeFileCount") ?? 0,
            sizeOnDisk: statistics?.int64("sizeOnDisk") ?? 0
        )
    }
}

extension Series {
    /// Reads a series; library rows need an id, lookup results (`requiresID` false) have none.
    package init?(_ record: inout JSONRecord, requiresID: Bool = true) {
        guard let id = record.id(required: requiresID) else { return nil }
        let title = record.string("title")
        let sortTitle = record.string("sortTitle")
        let status = record.string("status")
        let overview = record.string("overview")
        let network = record.string("network")
        let poster = record.posterURL()
        let seasons = record.records("seasons") { Season(&$0) }
        let year = record.int("year")
        let path = record.string("path")
        let qualityProfileID = record.int("qualityProfileId")
        let seasonFolder = record.bool("seasonFolder")
        let monitored = record.bool("monitored")
        let tvdbID = record.int("tvdbId")
        let imdbID = record.string("imdbId")
        let seriesType = record.string("seriesType")
        let rootFolderPath = record.string("rootFolderPath")
        let genres = record.texts("genres")
        let tags = record.ints("tags")
        let added = record.date("added")
        let firstAired = record.date("firstAired")
        let nextAiring = record.date("nextAiring")
        let previousAiring = record.date("previousAiring")
        var ratingValue: Double?
        if var ratings = record.record("ratings") { ratingValue = ratings.double("value") }
        var statistics = record.record("statistics")
        let episodeCount = statistics?.int("episodeCount") ?? record.int("episodeCount")
        let episodeFileCount = statistics?.int("episodeFileCount") ?? record.int("episodeFileCount")
        let sizeOnDisk = statistics?.int64("sizeOnDisk") ?? record.int64("sizeOnDisk")
        self.init(
            id: id, title: title ?? "Untitled", sortTitle: sortTitle, year: year ?? 0, overview: overview ?? "",
            status: SeriesStatus(rawValue: status), seriesType: SeriesType(rawValue: seriesType), network: network,
            isMonitored: monitored ?? false, usesSeasonFolders: seasonFolder ?? true, qualityProfileID: qualityProfileID ?? 0,
            rootFolderPath: rootFolderPath, path: path, tvdbID: tvdbID ?? 0, imdbID: imdbID, genres: genres ?? [],
            tagIDs: tags ?? [], added: added, firstAired: firstAired, nextAiring: nextAiring, previousAiring: previousAiring,
            seasons: seasons ?? [], episodeCount: episodeCount ?? 0, episodeFileCount: episodeFileCount ?? 0,
            sizeOnDisk: sizeOnDisk ?? 0, rating: ratingValue, posterURL: poster
        )
    }
}

extension Episode {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let seriesID = record.int("seriesId")
        let fileID = record.int("episodeFileId")
        let seasonNumber = record.int("seasonNumber")
        let episodeNumber = record.int("episodeNumber")
        let title = record.string("title")
        let airDate = record.date("airDateUtc") ?? record.date("airDate")
        let overview = record.string("overview")
        let hasFile = record.bool("hasFile")
        let monitored = record.bool("monitored")
        var series = record.record("series")
        self.init(
            id: id, seriesID: seriesID ?? 0, seriesTitle: series?.string("title"), seasonNumber: seasonNumber ?? 0,
            episodeNumber: episodeNumber ?? 0, title: title ?? "TBA", overview: overview ?? "", airDate: airDate,
            hasFile: hasFile ?? false, isMonitored: monitored ?? false, episodeFileID: fileID.flatMap { $0 > 0 ? $0 : nil }
        )
    }
}

extension EpisodeFile {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let seriesID = record.int("seriesId")
        let seasonNumber = record.int("seasonNumber")
        let relativePath = record.string("relativePath")
        let path = relativePath == nil ? record.string("path") : nil
        self.init(
            id: id, seriesID: seriesID ?? 0, seasonNumber: seasonNumber ?? 0, relativePath: relativePath ?? path ?? "",
            size: record.int64("size") ?? 0, quality: record.qualityName() ?? "Unknown", dateAdded: record.date("dateAdded"))
    }
}

extension Language {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        self.init(id: id, name: record.string("name") ?? "")
    }
}

extension Series {
    /// Writes the fields an edit changes (monitored, quality profile, series type, season
    /// folders, tags, path, each season's monitoring) into Sonarr's JSON of the series.
    func write(into json: inout [String: Any]) {
        writeEditedFields(into: &json)
        json["seriesType"] = seriesType.rawValue
        json["seasonFolder"] = usesSeasonFolders
        let monitoredSeasons = Dictionary(seasons.map { ($0.seasonNumber, $0.isMonitored) }) { first, _ in first }
        json["seasons"] = (json["seasons"] as? [[String: Any]])?.map { season in
            var season = season
            if let number = season["seasonNumber"] as? Int, let monitored = monitoredSeasons[number] { season["monitored"] = monitored }
            return season
        }
    }
}
