import Foundation
import SonarrOpenAPI

/// Implements the generated Sonarr server protocol on top of ``SonarrLibrary``.
struct SonarrHandler: APIProtocol {
    let library: SonarrLibrary

    private static func error(_ message: String) -> Components.Schemas.ApiError {
        .init(message: message, description: nil)
    }

    func getApiV3Series(_ input: Operations.GetApiV3Series.Input) async throws -> Operations.GetApiV3Series.Output {
        .ok(.init(body: .any(try jsonBody(await library.allSeries(tvdbID: input.query.tvdbId)))))
    }

    func postApiV3Series(_ input: Operations.PostApiV3Series.Input) async throws -> Operations.PostApiV3Series.Output {
        guard case .json(let resource) = input.body else {
            return .default(statusCode: 400, .init(body: .json(Self.error("Request body is required"))))
        }
        do {
            return .ok(.init(body: .json(try await library.add(resource))))
        } catch .invalid(let message) {
            return .default(statusCode: 400, .init(body: .json(Self.error(message))))
        }
    }

    func getApiV3SeriesId(_ input: Operations.GetApiV3SeriesId.Input) async throws -> Operations.GetApiV3SeriesId.Output {
        guard let series = await library.series(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Series with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init(body: .any(try jsonBody(series))))
    }

    func putApiV3SeriesId(_ input: Operations.PutApiV3SeriesId.Input) async throws -> Operations.PutApiV3SeriesId.Output {
        guard let id = Int(input.path.id), case .json(let resource) = input.body,
              let series = await library.update(id: id, with: resource)
        else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Series with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init(body: .json(series)))
    }

    func deleteApiV3SeriesId(_ input: Operations.DeleteApiV3SeriesId.Input) async throws -> Operations.DeleteApiV3SeriesId.Output {
        guard await library.delete(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Series with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init())
    }

    func getApiV3SeriesLookup(_ input: Operations.GetApiV3SeriesLookup.Input) async throws -> Operations.GetApiV3SeriesLookup.Output {
        .ok(.init(body: .any(try jsonBody(await library.lookup(term: input.query.term ?? "")))))
    }

    func getApiV3Episode(_ input: Operations.GetApiV3Episode.Input) async throws -> Operations.GetApiV3Episode.Output {
        let query = input.query
        guard query.seriesId != nil || query.episodeIds != nil else {
            return .default(statusCode: 400, .init(body: .json(Self.error("seriesId or episodeIds must be provided"))))
        }
        return .ok(.init(body: .any(try jsonBody(await library.episodes(seriesID: query.seriesId, seasonNumber: query.seasonNumber,
                                                              episodeIDs: query.episodeIds)))))
    }

    func getApiV3EpisodeId(_ input: Operations.GetApiV3EpisodeId.Input) async throws -> Operations.GetApiV3EpisodeId.Output {
        guard let episode = await library.episode(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Episode with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init(body: .any(try jsonBody(episode))))
    }

    func putApiV3EpisodeMonitor(_ input: Operations.PutApiV3EpisodeMonitor.Input) async throws -> Operations.PutApiV3EpisodeMonitor.Output {
        guard case .json(let body) = input.body, let ids = body.episodeIds else {
            return .default(statusCode: 400, .init(body: .json(Self.error("episodeIds must be provided"))))
        }
        await library.setMonitored(episodeIDs: ids, monitored: body.monitored ?? true)
        return .ok(.init())
    }

    func getApiV3Episodefile(_ input: Operations.GetApiV3Episodefile.Input) async throws -> Operations.GetApiV3Episodefile.Output {
        .ok(.init(body: .any(try jsonBody(await library.files(seriesID: input.query.seriesId)))))
    }

    func postApiV3Seasonpass(_ input: Operations.PostApiV3Seasonpass.Input) async throws -> Operations.PostApiV3Seasonpass.Output {
        guard case .json(let body) = input.body else {
            return .default(statusCode: 400, .init(body: .json(Self.error("Request body is required"))))
        }
        await library.seasonPass(body)
        return .ok(.init())
    }

    func getApiV3Qualityprofile(_ input: Operations.GetApiV3Qualityprofile.Input) async throws -> Operations.GetApiV3Qualityprofile.Output {
        .ok(.init(body: .any(try jsonBody(library.qualityProfiles))))
    }

    func getApiV3Rootfolder(_ input: Operations.GetApiV3Rootfolder.Input) async throws -> Operations.GetApiV3Rootfolder.Output {
        .ok(.init(body: .any(try jsonBody(library.rootFolders))))
    }

    func getApiV3Tag(_ input: Operations.GetApiV3Tag.Input) async throws -> Operations.GetApiV3Tag.Output {
        .ok(.init(body: .any(try jsonBody(await library.allTags()))))
    }

    func postApiV3Tag(_ input: Operations.PostApiV3Tag.Input) async throws -> Operations.PostApiV3Tag.Output {
        guard case .json(let tag) = input.body, let label = tag.label, !label.isEmpty else {
            return .default(statusCode: 400, .init(body: .json(Self.error("'Label' must not be empty."))))
        }
        return .ok(.init(body: .json(await library.addTag(label: label))))
    }

    func getApiV3Language(_ input: Operations.GetApiV3Language.Input) async throws -> Operations.GetApiV3Language.Output {
        .ok(.init(body: .any(try jsonBody(library.languages))))
    }

    func getApiV3Command(_ input: Operations.GetApiV3Command.Input) async throws -> Operations.GetApiV3Command.Output {
        .ok(.init(body: .any(try jsonBody(await library.allCommands()))))
    }

    func postApiV3Command(_ input: Operations.PostApiV3Command.Input) async throws -> Operations.PostApiV3Command.Output {
        guard case .json(let command) = input.body, let name = command.name, !name.isEmpty else {
            return .default(statusCode: 400, .init(body: .json(Self.error("Command name is required"))))
        }
        let started = await library.startCommand(
            name: name, seriesID: command.seriesId, seasonNumber: command.seasonNumber,
            episodeIDs: (command.episodeIds ?? []))
        return .ok(.init(body: .json(started)))
    }

    func getApiV3CommandId(_ input: Operations.GetApiV3CommandId.Input) async throws -> Operations.GetApiV3CommandId.Output {
        guard let command = await library.command(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Command with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init(body: .json(command)))
    }

    func getApiV3Release(_ input: Operations.GetApiV3Release.Input) async throws -> Operations.GetApiV3Release.Output {
        let query = input.query
        guard let releases = await library.releases(seriesID: query.seriesId, seasonNumber: query.seasonNumber,
                                                    episodeID: query.episodeId) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Series or episode not found"))))
        }
        return .ok(.init(body: .any(try jsonBody(releases))))
    }

    func postApiV3Release(_ input: Operations.PostApiV3Release.Input) async throws -> Operations.PostApiV3Release.Output {
        guard case .json(let release) = input.body, let guid = release.guid, await library.grab(guid: guid) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Couldn't find requested release in cache, cache timeout probably expired."))))
        }
        return .ok(.init())
    }

    func getApiV3Queue(_ input: Operations.GetApiV3Queue.Input) async throws -> Operations.GetApiV3Queue.Output {
        .ok(.init(body: .any(try jsonBody(await library.queue(page: Int(input.query.page ?? 1), pageSize: Int(input.query.pageSize ?? 10))))))
    }

    func deleteApiV3QueueId(_ input: Operations.DeleteApiV3QueueId.Input) async throws -> Operations.DeleteApiV3QueueId.Output {
        guard await library.removeDownload(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Queue item not found"))))
        }
        return .ok(.init())
    }

    func getApiV3QueueStatus(_ input: Operations.GetApiV3QueueStatus.Input) async throws -> Operations.GetApiV3QueueStatus.Output {
        .ok(.init(body: .json(await library.queueStatus())))
    }

    func getApiV3History(_ input: Operations.GetApiV3History.Input) async throws -> Operations.GetApiV3History.Output {
        .ok(.init(body: .any(try jsonBody(await library.history(page: Int(input.query.page ?? 1), pageSize: Int(input.query.pageSize ?? 10))))))
    }

    func getApiV3Calendar(_ input: Operations.GetApiV3Calendar.Input) async throws -> Operations.GetApiV3Calendar.Output {
        let start = input.query.start ?? Calendar.current.startOfDay(for: Date())
        let end = input.query.end ?? start.addingTimeInterval(2 * 86_400)
        return .ok(.init(body: .any(try jsonBody(await library.calendar(
            start: start, end: end, includeUnmonitored: input.query.unmonitored ?? false,
            includeSeries: input.query.includeSeries ?? false)))))
    }

    func getApiV3WantedMissing(_ input: Operations.GetApiV3WantedMissing.Input) async throws -> Operations.GetApiV3WantedMissing.Output {
        .ok(.init(body: .any(try jsonBody(await library.wanted(cutoff: false, page: Int(input.query.page ?? 1),
                                                   pageSize: Int(input.query.pageSize ?? 10),
                                                   includeSeries: input.query.includeSeries ?? false)))))
    }

    func getApiV3WantedCutoff(_ input: Operations.GetApiV3WantedCutoff.Input) async throws -> Operations.GetApiV3WantedCutoff.Output {
        .ok(.init(body: .any(try jsonBody(await library.wanted(cutoff: true, page: Int(input.query.page ?? 1),
                                                   pageSize: Int(input.query.pageSize ?? 10),
                                                   includeSeries: input.query.includeSeries ?? false)))))
    }

    func getApiV3SystemStatus(_ input: Operations.GetApiV3SystemStatus.Input) async throws -> Operations.GetApiV3SystemStatus.Output {
        .ok(.init(body: .any(try jsonBody(await library.systemStatus()))))
    }

    func getApiV3Health(_ input: Operations.GetApiV3Health.Input) async throws -> Operations.GetApiV3Health.Output {
        .ok(.init(body: .any(try jsonBody(library.health))))
    }

    func getApiV3Diskspace(_ input: Operations.GetApiV3Diskspace.Input) async throws -> Operations.GetApiV3Diskspace.Output {
        .ok(.init(body: .any(try jsonBody(library.diskSpace))))
    }
}
