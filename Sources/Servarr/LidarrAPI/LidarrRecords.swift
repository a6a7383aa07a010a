import Foundation
import ServarrCore

// Tolerant readers from JSON straight into Lidarr's domain models (see ServarrCore's
// JSONRecord): a field of the wrong type degrades that field; only a row without its id is
// skipped.

extension Artist {
    /// Reads an artist; library rows need an id, lookup results (`requiresID` false) have none.
    package init?(_ record: inout JSONRecord, requiresID: Bool = true) {
        guard let id = record.id(required: requiresID) else { return nil }
        let name = record.string("artistName")
        let sortName = record.string("sortName")
        let status = record.string("status")
        let overview = record.string("overview")
        let artistType = record.string("artistType")
        let disambiguation = record.string("disambiguation")
        let poster = record.posterURL()
        let path = record.string("path")
        let qualityProfileID = record.int("qualityProfileId")
        let metadataProfileID = record.int("metadataProfileId")
        let monitored = record.bool("monitored")
        let monitorNewItems = record.string("monitorNewItems")
        let rootFolderPath = record.string("rootFolderPath")
        let foreignArtistID = record.string("foreignArtistId")
        let genres = record.texts("genres")
        let tags = record.ints("tags")
        let added = record.date("added")
        var ratingValue: Double?
        if var ratings = record.record("ratings") { ratingValue = ratings.double("value") }
        var statistics = record.record("statistics")
        self.init(
            id: id, title: name ?? "Unknown artist", sortTitle: sortName, overview: overview ?? "", status: ArtistStatus(rawValue: status),
            artistType: artistType, disambiguation: disambiguation, isMonitored: monitored ?? false,
            monitorNewItems: monitorNewItems ?? "all", qualityProfileID: qualityProfileID ?? 0,
            metadataProfileID: metadataProfileID ?? 0, rootFolderPath: rootFolderPath, path: path,
            foreignArtistID: foreignArtistID ?? "", genres: genres ?? [], tagIDs: tags ?? [], added: added,
            albumCount: statistics?.int("albumCount") ?? 0, trackCount: statistics?.int("trackCount") ?? 0,
            trackFileCount: statistics?.int("trackFileCount") ?? 0, sizeOnDisk: statistics?.int64("sizeOnDisk") ?? 0,
            rating: ratingValue, posterURL: poster
        )
    }

    /// Writes the fields an edit changes (monitored, quality and metadata profiles, new-album
    /// monitoring, tags, path) into Lidarr's JSON of the artist.
    func write(into json: inout [String: Any]) {
        writeEditedFields(into: &json)
        json["metadataProfileId"] = metadataProfileID
        json["monitorNewItems"] = monitorNewItems
    }
}

extension Album {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let artistID = record.int("artistId")
        let title = record.string("title")
        let disambiguation = record.string("disambiguation")
        let albumType = record.string("albumType")
        let releaseDate = record.date("releaseDate")
        let monitored = record.bool("monitored")
        let foreignAlbumID = record.string("foreignAlbumId")
        let duration = record.int("duration")
        var artist = record.record("artist")
        var statistics = record.record("statistics")
        self.init(
            id: id, artistID: artistID ?? 0, artistTitle: artist?.string("artistName"), title: title ?? "Untitled",
            disambiguation: disambiguation, albumType: albumType ?? "Album", releaseDate: releaseDate,
            isMonitored: monitored ?? false, foreignAlbumID: foreignAlbumID ?? "",
            trackCount: statistics?.int("totalTrackCount") ?? statistics?.int("trackCount") ?? 0,
            trackFileCount: statistics?.int("trackFileCount") ?? 0, sizeOnDisk: statistics?.int64("sizeOnDisk") ?? 0,
            duration: duration ?? 0
        )
    }
}

extension Track {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let artistID = record.int("artistId")
        let albumID = record.int("albumId")
        let trackNumber = record.string("trackNumber")
        let absoluteTrackNumber = record.int("absoluteTrackNumber")
        let mediumNumber = record.int("mediumNumber")
        let title = record.string("title")
        let duration = record.int("duration")
        let hasFile = record.bool("hasFile")
        let trackFileID = record.int("trackFileId")
        self.init(
            id: id, artistID: artistID ?? 0, albumID: albumID ?? 0, trackNumber: trackNumber ?? absoluteTrackNumber.map(String.init) ?? "",
            absoluteTrackNumber: absoluteTrackNumber ?? 0, mediumNumber: mediumNumber ?? 1, title: title ?? "Untitled",
            duration: duration ?? 0, hasFile: hasFile ?? false, trackFileID: trackFileID.flatMap { $0 > 0 ? $0 : nil }
        )
    }
}

extension MetadataProfile {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        self.init(id: id, name: record.string("name") ?? "")
    }
}
