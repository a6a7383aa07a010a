import Foundation
import OpenAPIRuntime
import SonarrOpenAPI

/// Implements the generated Sonarr server protocol on top of ``SonarrLibrary``.
/// Failures are thrown as ``SimulatorFailure`` and answered in Sonarr's shapes.
struct SonarrHandler: APIProtocol {
    let library: SonarrLibrary
    /// The profiles and custom formats releases are scored with.
    let resources: ResourceStore

    func getApiV3Series(_ input: Operations.GetApiV3Series.Input) async throws -> Operations.GetApiV3Series.Output {
        .ok(.init(body: .any(try jsonBody(await library.allSeries(tvdbID: input.query.tvdbId)))))
    }

    func postApiV3Series(_ input: Operations.PostApiV3Series.Input) async throws -> Operations.PostApiV3Series.Output {
        guard case .json(let resource) = input.body else {
            throw SimulatorFailure.badRequest("Request body is required")
        }
        return .ok(.init(body: .json(try await library.add(resource))))
    }

    func getApiV3SeriesId(_ input: Operations.GetApiV3SeriesId.Input) async throws -> Operations.GetApiV3SeriesId.Output {
        guard let series = await library.series(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Series with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .any(try jsonBody(series))))
    }

    func putApiV3SeriesId(_ input: Operations.PutApiV3SeriesId.Input) async throws -> Operations.PutApiV3SeriesId.Output {
        guard let id = Int(input.path.id), case .json(let resource) = input.body,
            let series = await library.update(id: id, with: resource)
        else {
            throw SimulatorFailure.notFound("Series with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .json(series)))
    }

    func deleteApiV3SeriesId(_ input: Operations.DeleteApiV3SeriesId.Input) async throws -> Operations.DeleteApiV3SeriesId.Output {
        guard await library.delete(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Series with ID \(input.path.id) does not exist")
        }
        return .ok(.init())
    }

    func getApiV3SeriesLookup(_ input: Operations.GetApiV3SeriesLookup.Input) async throws -> Operations.GetApiV3SeriesLookup.Output {
        .ok(.init(body: .any(try jsonBody(await library.lookup(term: input.query.term ?? "")))))
    }

    func getApiV3Episode(_ input: Operations.GetApiV3Episode.Input) async throws -> Operations.GetApiV3Episode.Output {
        let query = input.query
        guard query.seriesId != nil || query.episodeIds != nil || query.episodeFileId != nil else {
            throw SimulatorFailure.badRequest("seriesId or episodeIds must be provided")
        }
        let episodes = await library.episodes(
            seriesID: query.seriesId, seasonNumber: query.seasonNumber, episodeIDs: query.episodeIds, fileID: query.episodeFileId,
            includesSeries: query.includeSeries ?? false, includesFile: query.includeEpisodeFile ?? false)
        return .ok(.init(body: .any(try jsonBody(episodes))))
    }

    func getApiV3EpisodeId(_ input: Operations.GetApiV3EpisodeId.Input) async throws -> Operations.GetApiV3EpisodeId.Output {
        guard let episode = await library.episode(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Episode with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .any(try jsonBody(episode))))
    }

    func putApiV3EpisodeMonitor(_ input: Operations.PutApiV3EpisodeMonitor.Input) async throws -> Operations.PutApiV3EpisodeMonitor.Output {
        guard case .json(let body) = input.body, let ids = body.episodeIds else {
            throw SimulatorFailure.badRequest("episodeIds must be provided")
        }
        await library.setMonitored(episodeIDs: ids, monitored: body.monitored ?? true)
        return .ok(.init())
    }

    func getApiV3Episodefile(_ input: Operations.GetApiV3Episodefile.Input) async throws -> Operations.GetApiV3Episodefile.Output {
        .ok(
            .init(
                body: .any(
                    try jsonBody(
                        await library.files(
                            seriesID: input.query.seriesId, fileIDs: input.query.episodeFileIds, await resources.qualityCutoffs())))))
    }

    func postApiV3Seasonpass(_ input: Operations.PostApiV3Seasonpass.Input) async throws -> Operations.PostApiV3Seasonpass.Output {
        guard case .json(let body) = input.body else {
            throw SimulatorFailure.badRequest("Request body is required")
        }
        await library.seasonPass(body)
        return .ok(.init())
    }

    func getApiV3Language(_ input: Operations.GetApiV3Language.Input) async throws -> Operations.GetApiV3Language.Output {
        .ok(.init(body: .any(try jsonBody(library.languages))))
    }

    func getApiV3Release(_ input: Operations.GetApiV3Release.Input) async throws -> Operations.GetApiV3Release.Output {
        let query = input.query
        guard
            let body = try await library.releaseBody(
                seriesID: query.seriesId, seasonNumber: query.seasonNumber,
                episodeID: query.episodeId)
        else {
            throw SimulatorFailure.notFound("Series or episode not found")
        }
        let profile = await library.qualityProfileID(seriesID: query.seriesId, episodeID: query.episodeId)
        return .ok(.init(body: .any(HTTPBody(try await resources.scored(body, qualityProfileID: profile, owner: "Series")))))
    }

    func postApiV3Release(_ input: Operations.PostApiV3Release.Input) async throws -> Operations.PostApiV3Release.Output {
        guard case .json(let release) = input.body, let guid = release.guid, await library.grab(guid: guid) != nil else {
            throw SimulatorFailure.notFound("Couldn't find requested release in cache, cache timeout probably expired.")
        }
        return .ok(.init())
    }

    func getApiV3SystemStatus(_ input: Operations.GetApiV3SystemStatus.Input) async throws -> Operations.GetApiV3SystemStatus.Output {
        .ok(.init(body: .any(try jsonBody(await library.systemStatus()))))
    }

    func getApiV3EpisodefileId(_ input: Operations.GetApiV3EpisodefileId.Input) async throws -> Operations.GetApiV3EpisodefileId.Output {
        .ok(.init(body: .json(try await library.file(id: input.path.id, await resources.qualityCutoffs()))))
    }

    func deleteApiV3EpisodefileId(_ input: Operations.DeleteApiV3EpisodefileId.Input) async throws -> Operations.DeleteApiV3EpisodefileId.Output {
        try await library.deleteFile(id: input.path.id)
        return .ok(.init())
    }

    func getApiV3Languageprofile(_ input: Operations.GetApiV3Languageprofile.Input) async throws -> Operations.GetApiV3Languageprofile.Output {
        .ok(.init(body: .any(try jsonBody(await library.languageProfiles))))
    }

    func getApiV3LanguageprofileId(_ input: Operations.GetApiV3LanguageprofileId.Input) async throws -> Operations.GetApiV3LanguageprofileId.Output {
        guard let profile = await library.languageProfiles.first(where: { $0.id == input.path.id }) else {
            throw SimulatorFailure.notFound("LanguageProfile with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .json(profile)))
    }

    func getApiV3Importlistexclusion(
        _ input: Operations.GetApiV3Importlistexclusion.Input
    ) async throws -> Operations.GetApiV3Importlistexclusion.Output {
        .ok(.init(body: .any(try jsonBody(await library.exclusions()))))
    }
}

extension SonarrHandler {
    /// The generated operations served elsewhere: `POST release` and `PUT episode/monitor` by
    /// ``registerPlainRoutes(on:)``, `importlistexclusion` by the generic resources (stateful there).
    static let servedElsewhere: Set<String> = ["POST /api/v3/release", "PUT /api/v3/episode/monitor", "GET /api/v3/importlistexclusion"]

    /// `POST release` answers the grabbed release; `PUT episode/monitor` and `PUT episode/{id}`
    /// answer 202 with the episodes, as Sonarr does; `POST series/import` adds each series of the
    /// list as `POST series` does; the episode files are changed and deleted as
    /// ``MediaFileRoutes`` says.
    func registerPlainRoutes(on routes: PlainRoutes) {
        let library = library
        ReleaseGrab.register(on: routes, "api/v3/release") { guid in await library.grab(guid: guid) }
        MediaFileRoutes.register(on: routes, library, resources: resources, includingDeleteByID: false)
        routes.on(.put, "api/v3/episode/monitor") { input in
            struct Monitoring: Decodable {
                var episodeIds: [Int]?
                var monitored: Bool?
            }
            guard let ids = try input.decoded(Monitoring.self).episodeIds else {
                throw SimulatorFailure.invalid("EpisodeIds", "'Episode Ids' must not be empty.", code: "NotEmptyValidator")
            }
            let monitored = try input.decoded(Monitoring.self).monitored ?? false
            return SimulatorFailure.json(status: .accepted, await library.setMonitored(episodeIDs: ids, monitored: monitored))
        }
        routes.on(.post, "api/v3/series/import") { input in
            var added: [Components.Schemas.SeriesResource] = []
            for series in try input.decoded([Components.Schemas.SeriesResource].self) { added.append(try await library.add(series)) }
            return try PlainRoutes.json(added)
        }
        routes.on(.put, "api/v3/episode/{id}") { input in
            struct Episode: Decodable { var monitored: Bool? }
            let id = try input.id()
            guard let episode = await library.episode(id: id) else { throw SimulatorFailure.notFound("Episode with ID \(id) does not exist") }
            let monitored = try input.decoded(Episode.self).monitored ?? episode.monitored ?? false
            return SimulatorFailure.json(status: .accepted, await library.setMonitored(episodeIDs: [id], monitored: monitored).first ?? episode)
        }
    }
}
