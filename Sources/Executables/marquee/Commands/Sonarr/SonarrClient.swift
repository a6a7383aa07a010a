import ServarrCore
import SonarrAPI

/// What only Sonarr's verbs ask of the client: episodes, their monitoring, season and episode
/// searches and releases.
extension ServiceClient where Group == SonarrCommands {
    /// The episodes of the series `seriesID` (one season's when `seasonNumber` is given), each
    /// with the series' title (from the one series request that checks it exists).
    func episodes(seriesID: Int, seasonNumber: Int?) async throws -> [Episode] {
        let series = try await item(id: seriesID)
        return try await repository.episodes(seriesID: seriesID, seasonNumber: seasonNumber).map { $0.titled(by: series) }
    }

    /// One episode; a missing one is a clear "no episode with id" failure.
    func episode(id: Int) async throws -> Episode {
        do {
            return try await repository.episode(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no episode with id \(id)")
        }
    }

    /// One episode with its series' title (one series request when the server left it out), for `get`.
    func titledEpisode(id: Int) async throws -> Episode {
        let episode = try await episode(id: id)
        guard episode.seriesTitle == nil else { return episode }
        return episode.titled(by: try await item(id: episode.seriesID))
    }

    func setEpisodesMonitored(ids: [Int], monitored: Bool) async throws {
        try await repository.setEpisodesMonitored(ids: ids, monitored: monitored)
    }

    func search(seriesID: Int, seasonNumber: Int?) async throws -> CommandStatus {
        try await repository.run(seasonNumber.map { .searchSeason(seriesID: seriesID, seasonNumber: $0) } ?? .searchSeries(id: seriesID))
    }

    func search(episodeIDs: [Int]) async throws -> CommandStatus { try await repository.run(.searchEpisodes(ids: episodeIDs)) }

    func releases(seriesID: Int?, seasonNumber: Int?, episodeID: Int?) async throws -> [Release] {
        try await repository.releases(seriesID: seriesID, seasonNumber: seasonNumber, episodeID: episodeID)
    }
}

extension Episode {
    /// The episode with `series`' title when the server did not include it.
    fileprivate func titled(by series: Series) -> Episode {
        var episode = self
        episode.seriesTitle = episode.seriesTitle ?? series.title
        return episode
    }
}
