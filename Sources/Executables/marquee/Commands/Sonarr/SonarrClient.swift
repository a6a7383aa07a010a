import ServarrCore
import SonarrAPI

/// What only Sonarr's verbs ask of the client: episodes, their monitoring, season and episode
/// searches and releases.
extension ServiceClient where Group == SonarrCommands {
    func episodes(seriesID: Int, seasonNumber: Int?) async throws -> [Episode] {
        _ = try await item(id: seriesID)
        return try await repository.episodes(seriesID: seriesID, seasonNumber: seasonNumber)
    }

    /// One episode; a missing one is a clear "no episode with id" failure.
    func episode(id: Int) async throws -> Episode {
        do {
            return try await repository.episode(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no episode with id \(id)")
        }
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
