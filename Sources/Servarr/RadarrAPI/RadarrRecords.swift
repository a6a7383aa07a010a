import Foundation
import ServarrCore

// Tolerant readers from JSON straight into Radarr's domain models (see ServarrCore's
// JSONRecord): a field of the wrong type degrades that field; only a row without its id is
// skipped. Shapes of Radarr v4 and v5 are both read (numeric `imdbId`, `statistics.sizeOnDisk`,
// `ratings.tmdb` or a flat `ratings.value`, release `rejections` as strings or objects).

extension Movie {
    /// Reads a movie; library rows need an id, lookup results (`requiresID` false) have none.
    package init?(_ record: inout JSONRecord, requiresID: Bool = true) {
        guard let id = record.id(required: requiresID) else { return nil }
        let title = record.string("title")
        let originalTitle = record.string("originalTitle")
        let sortTitle = record.string("sortTitle")
        var sizeOnDisk = record.int64("sizeOnDisk")
        let status = record.string("status")
        let overview = record.string("overview")
        let inCinemas = record.date("inCinemas")
        let physicalRelease = record.date("physicalRelease")
        let digitalRelease = record.date("digitalRelease")
        let poster = record.posterURL()
        let year = record.int("year")
        let studio = record.string("studio")
        let path = record.string("path")
        let qualityProfileID = record.int("qualityProfileId")
        let hasFile = record.bool("hasFile")
        let monitored = record.bool("monitored")
        let minimumAvailability = record.string("minimumAvailability")
        let runtime = record.int("runtime")
        let imdbID = record.imdbID()
        let tmdbID = record.int("tmdbId")
        let rootFolderPath = record.string("rootFolderPath")
        let certification = record.string("certification")
        let genres = record.texts("genres")
        let tags = record.ints("tags")
        let added = record.date("added")
        let rating = record.rating()
        let file = record.record("movieFile").flatMap { (nested: JSONRecord) -> MovieFile? in
            var nested = nested
            return MovieFile(&nested)
        }
        if sizeOnDisk == nil, var statistics = record.record("statistics") { sizeOnDisk = statistics.int64("sizeOnDisk") }
        self.init(
            id: id, title: title ?? originalTitle ?? "Untitled", originalTitle: originalTitle, sortTitle: sortTitle,
            year: year ?? 0, overview: overview ?? "", status: MovieStatus(rawValue: status),
            minimumAvailability: MovieStatus(rawValue: minimumAvailability), isMonitored: monitored ?? false,
            hasFile: hasFile ?? (file != nil), sizeOnDisk: sizeOnDisk ?? 0, runtime: runtime ?? 0,
            qualityProfileID: qualityProfileID ?? 0, rootFolderPath: rootFolderPath, path: path, tmdbID: tmdbID ?? 0,
            imdbID: imdbID, certification: certification, studio: studio, genres: genres ?? [], tagIDs: tags ?? [],
            added: added, inCinemas: inCinemas, digitalRelease: digitalRelease, physicalRelease: physicalRelease,
            rating: rating, posterURL: poster, file: file
        )
    }
}

extension JSONRecord {
    /// `imdbId` as text; some servers and lists send the number without `tt` (133093).
    mutating func imdbID() -> String? {
        guard let index = value("imdbId") else { return nil }
        switch tape.kind(at: index) {
        case .string: return tape.string(at: index)
        case .number:
            guard let number = tape.integer(at: index) else { return nil }
            let digits = String(number)
            return "tt" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
        default:
            return string("imdbId")
        }
    }

    /// The TMDb rating (v4/v5: `ratings.tmdb.value`), else IMDb's, else a flat `ratings.value` (v3).
    mutating func rating() -> Double? {
        guard var ratings = record("ratings") else { return nil }
        if var tmdb = ratings.record("tmdb"), let value = tmdb.double("value") { return value }
        if var imdb = ratings.record("imdb"), let value = imdb.double("value") { return value }
        return ratings.double("value")
    }
}

extension MovieFile {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let relativePath = record.string("relativePath")
        self.init(
            id: id,
            movieID: record.int("movieId") ?? 0,
            relativePath: relativePath ?? record.string("path") ?? "",
            size: record.int64("size") ?? 0,
            quality: record.qualityName() ?? "Unknown",
            dateAdded: record.date("dateAdded")
        )
    }
}

extension Credit {
    package init?(_ record: inout JSONRecord) {
        let personName = record.string("personName")
        let kind = Kind(rawValue: record.string("type"))
        let role: String =
            switch kind {
            case .cast: record.string("character") ?? ""
            case .crew, .unknown: record.string("job") ?? record.string("department") ?? ""
            }
        // Credits are shown, not opened: a missing id does not cost the row.
        self.init(id: record.int("id") ?? 0, personName: personName ?? "Unknown", role: role, kind: kind)
    }
}

extension Movie {
    /// Writes the fields an edit changes (monitored, quality profile, minimum availability,
    /// tags, path) into Radarr's JSON of the movie.
    func write(into json: inout [String: Any]) {
        writeEditedFields(into: &json)
        json["minimumAvailability"] = minimumAvailability.rawValue
    }
}
