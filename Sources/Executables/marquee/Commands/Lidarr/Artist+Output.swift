import LidarrAPI
import ServarrCore

extension Artist: OutputRecord {
    /// The artist's fields; keys follow Lidarr's API, with its statistics flattened (docs/cli.md).
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)),
            OutputField("artistName", .string(title)),
            OutputField("foreignArtistId", .string(foreignArtistID)),
            OutputField("status", .string(status.rawValue)),
            OutputField("artistType", .text(artistType)),
            OutputField("disambiguation", .text(disambiguation)),
            OutputField("monitored", .bool(isMonitored)),
            OutputField("monitorNewItems", .string(monitorNewItems)),
            OutputField("qualityProfileId", .int(qualityProfileID)),
            OutputField("metadataProfileId", .int(metadataProfileID)),
            OutputField("rootFolderPath", .text(rootFolderPath)),
            OutputField("path", .text(path)),
            OutputField("tags", .numbers(tagIDs)),
            OutputField("genres", .strings(genres)),
            OutputField("albumCount", .int(albumCount)),
            OutputField("trackCount", .int(trackCount)),
            OutputField("trackFileCount", .int(trackFileCount)),
            OutputField("sizeOnDisk", .bytes(sizeOnDisk)),
            OutputField("rating", rating.map(OutputValue.double) ?? .null),
            OutputField("added", .time(added)),
            OutputField("overview", .string(overview)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("artistName", "ARTIST", shrinks: true),
        TableColumn("status", "STATUS"), TableColumn("monitored", "MONITORED"), TableColumn("albumCount", "ALBUMS", alignsRight: true),
        TableColumn("trackFileCount", "FILES", alignsRight: true), TableColumn("trackCount", "TRACKS", alignsRight: true),
        TableColumn("sizeOnDisk", "SIZE", alignsRight: true), TableColumn("qualityProfileId", "PROFILE", alignsRight: true),
        TableColumn("foreignArtistId", "MUSICBRAINZ"),
    ]
}

extension Album: OutputRecord {
    /// The album's fields; keys follow Lidarr's API, with its statistics flattened (docs/cli.md).
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)),
            OutputField("artistId", .int(artistID)),
            OutputField("artistName", .text(artistTitle)),
            OutputField("title", .string(title)),
            OutputField("disambiguation", .text(disambiguation)),
            OutputField("albumType", .string(albumType)),
            OutputField("releaseDate", .time(releaseDate)),
            OutputField("monitored", .bool(isMonitored)),
            OutputField("foreignAlbumId", .string(foreignAlbumID)),
            OutputField("trackCount", .int(trackCount)),
            OutputField("trackFileCount", .int(trackFileCount)),
            OutputField("sizeOnDisk", .bytes(sizeOnDisk)),
            OutputField("duration", .int(duration)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("artistName", "ARTIST", shrinks: true),
        TableColumn("title", "ALBUM", shrinks: true), TableColumn("albumType", "TYPE"), TableColumn("releaseDate", "RELEASED"),
        TableColumn("monitored", "MONITORED"), TableColumn("trackFileCount", "FILES", alignsRight: true),
        TableColumn("trackCount", "TRACKS", alignsRight: true), TableColumn("sizeOnDisk", "SIZE", alignsRight: true),
    ]
}

extension Track: OutputRecord {
    /// The track's fields; keys follow Lidarr's API (docs/cli.md).
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)),
            OutputField("artistId", .int(artistID)),
            OutputField("albumId", .int(albumID)),
            OutputField("mediumNumber", .int(mediumNumber)),
            OutputField("trackNumber", .string(trackNumber)),
            OutputField("absoluteTrackNumber", .int(absoluteTrackNumber)),
            OutputField("title", .string(title)),
            OutputField("duration", .int(duration)),
            OutputField("length", .string(lengthText)),
            OutputField("hasFile", .bool(hasFile)),
            OutputField("trackFileId", .number(trackFileID)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("mediumNumber", "DISC", alignsRight: true),
        TableColumn("trackNumber", "NO", alignsRight: true), TableColumn("title", "TITLE", shrinks: true),
        TableColumn("length", "LENGTH", alignsRight: true), TableColumn("hasFile", "FILE"),
    ]
}

extension MetadataProfile: OutputRecord {
    var fields: [OutputField] { [OutputField("id", .int(id)), OutputField("name", .string(name))] }
    static let columns = QualityProfile.columns
}
