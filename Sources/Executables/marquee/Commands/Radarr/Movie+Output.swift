import RadarrAPI

extension Movie: OutputRecord {
    /// The movie's fields; keys follow Radarr's API (docs/cli.md).
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)),
            OutputField("title", .string(title)),
            OutputField("originalTitle", .text(originalTitle)),
            OutputField("year", .int(year)),
            OutputField("tmdbId", .int(tmdbID)),
            OutputField("imdbId", .text(imdbID)),
            OutputField("status", .string(status.rawValue)),
            OutputField("monitored", .bool(isMonitored)),
            OutputField("hasFile", .bool(hasFile)),
            OutputField("sizeOnDisk", .bytes(sizeOnDisk)),
            OutputField("qualityProfileId", .int(qualityProfileID)),
            OutputField("minimumAvailability", .string(minimumAvailability.rawValue)),
            OutputField("rootFolderPath", .text(rootFolderPath)),
            OutputField("path", .text(path)),
            OutputField("tags", .numbers(tagIDs)),
            OutputField("genres", .strings(genres)),
            OutputField("runtime", .int(runtime)),
            OutputField("certification", .text(certification)),
            OutputField("studio", .text(studio)),
            OutputField("rating", rating.map(OutputValue.double) ?? .null),
            OutputField("added", .time(added)),
            OutputField("inCinemas", .time(inCinemas)),
            OutputField("digitalRelease", .time(digitalRelease)),
            OutputField("physicalRelease", .time(physicalRelease)),
            OutputField("overview", .string(overview)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("title", "TITLE", shrinks: true),
        TableColumn("year", "YEAR"), TableColumn("status", "STATUS"), TableColumn("monitored", "MONITORED"),
        TableColumn("hasFile", "FILE"), TableColumn("sizeOnDisk", "SIZE", alignsRight: true),
        TableColumn("qualityProfileId", "PROFILE", alignsRight: true), TableColumn("tmdbId", "TMDB", alignsRight: true),
    ]
}
