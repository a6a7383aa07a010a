import SonarrAPI

extension Series: OutputRecord {
    /// The series' fields; keys follow Sonarr's API (docs/cli.md).
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)),
            OutputField("title", .string(title)),
            OutputField("year", .int(year)),
            OutputField("tvdbId", .int(tvdbID)),
            OutputField("imdbId", .text(imdbID)),
            OutputField("status", .string(status.rawValue)),
            OutputField("seriesType", .string(seriesType.rawValue)),
            OutputField("network", .text(network)),
            OutputField("monitored", .bool(isMonitored)),
            OutputField("seasonFolder", .bool(usesSeasonFolders)),
            OutputField("qualityProfileId", .int(qualityProfileID)),
            OutputField("rootFolderPath", .text(rootFolderPath)),
            OutputField("path", .text(path)),
            OutputField("tags", .numbers(tagIDs)),
            OutputField("genres", .strings(genres)),
            OutputField("episodeCount", .int(episodeCount)),
            OutputField("episodeFileCount", .int(episodeFileCount)),
            OutputField("sizeOnDisk", .bytes(sizeOnDisk)),
            OutputField(
                "seasons",
                .array(
                    seasons.map { season in
                        .object([
                            OutputField("seasonNumber", .int(season.seasonNumber)), OutputField("monitored", .bool(season.isMonitored)),
                            OutputField("episodeCount", .int(season.episodeCount)),
                            OutputField("episodeFileCount", .int(season.episodeFileCount)),
                            OutputField("sizeOnDisk", .bytes(season.sizeOnDisk)),
                        ])
                    })),
            OutputField("rating", rating.map(OutputValue.double) ?? .null),
            OutputField("added", .time(added)),
            OutputField("firstAired", .time(firstAired)),
            OutputField("nextAiring", .time(nextAiring)),
            OutputField("previousAiring", .time(previousAiring)),
            OutputField("overview", .string(overview)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("title", "TITLE", shrinks: true),
        TableColumn("year", "YEAR"), TableColumn("status", "STATUS"), TableColumn("monitored", "MONITORED"),
        TableColumn("episodeFileCount", "FILES", alignsRight: true), TableColumn("episodeCount", "EPISODES", alignsRight: true),
        TableColumn("sizeOnDisk", "SIZE", alignsRight: true), TableColumn("qualityProfileId", "PROFILE", alignsRight: true),
        TableColumn("network", "NETWORK"), TableColumn("tvdbId", "TVDB", alignsRight: true),
    ]
}

extension Episode: OutputRecord {
    /// The episode's fields; keys follow Sonarr's API (docs/cli.md).
    var fields: [OutputField] {
        [
            OutputField("id", .int(id)),
            OutputField("seriesId", .int(seriesID)),
            OutputField("seriesTitle", .text(seriesTitle)),
            OutputField("seasonNumber", .int(seasonNumber)),
            OutputField("episodeNumber", .int(episodeNumber)),
            OutputField("title", .string(title)),
            OutputField("airDateUtc", .time(airDate)),
            OutputField("monitored", .bool(isMonitored)),
            OutputField("hasFile", .bool(hasFile)),
            OutputField("episodeFileId", .number(episodeFileID)),
            OutputField("overview", .string(overview)),
        ]
    }

    static let columns = [
        TableColumn("id", "ID", alignsRight: true), TableColumn("seriesTitle", "SERIES", shrinks: true),
        TableColumn("seasonNumber", "S", alignsRight: true), TableColumn("episodeNumber", "E", alignsRight: true),
        TableColumn("title", "TITLE", shrinks: true), TableColumn("airDateUtc", "AIRS"),
        TableColumn("monitored", "MONITORED"), TableColumn("hasFile", "FILE"),
    ]
}
