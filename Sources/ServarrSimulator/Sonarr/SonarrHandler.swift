import Foundation
import OpenAPIRuntime
import SonarrOpenAPI

/// Implements the generated Sonarr server protocol on top of ``SonarrLibrary``.
/// Failures are thrown as ``SimulatorFailure`` and answered in Sonarr's shapes.
struct SonarrHandler: APIProtocol {
    let library: SonarrLibrary
    /// Tags, root folders and the other management data (shared with ``ManagementRoutes``).
    let management: ManagementStore

    /// Sonarr's history event types by their numeric value (the `eventType` query parameter).
    static let historyEventTypes = [
        1: "grabbed", 2: "seriesFolderImported", 3: "downloadFolderImported", 4: "downloadFailed",
        5: "episodeFileDeleted", 6: "episodeFileRenamed", 7: "downloadIgnored",
    ]

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
        guard query.seriesId != nil || query.episodeIds != nil else {
            throw SimulatorFailure.badRequest("seriesId or episodeIds must be provided")
        }
        return .ok(
            .init(
                body: .any(
                    try jsonBody(
                        await library.episodes(
                            seriesID: query.seriesId, seasonNumber: query.seasonNumber,
                            episodeIDs: query.episodeIds)))))
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
        .ok(.init(body: .any(try jsonBody(await library.files(seriesID: input.query.seriesId)))))
    }

    func postApiV3Seasonpass(_ input: Operations.PostApiV3Seasonpass.Input) async throws -> Operations.PostApiV3Seasonpass.Output {
        guard case .json(let body) = input.body else {
            throw SimulatorFailure.badRequest("Request body is required")
        }
        await library.seasonPass(body)
        return .ok(.init())
    }

    func getApiV3Qualityprofile(_ input: Operations.GetApiV3Qualityprofile.Input) async throws -> Operations.GetApiV3Qualityprofile.Output {
        .ok(.init(body: .any(try jsonBody(library.qualityProfiles))))
    }

    func getApiV3Rootfolder(_ input: Operations.GetApiV3Rootfolder.Input) async throws -> Operations.GetApiV3Rootfolder.Output {
        .ok(.init(body: .any(try jsonBody(await management.allRootFolders()))))
    }

    func getApiV3Tag(_ input: Operations.GetApiV3Tag.Input) async throws -> Operations.GetApiV3Tag.Output {
        .ok(.init(body: .any(try jsonBody(await management.allTags()))))
    }

    func postApiV3Tag(_ input: Operations.PostApiV3Tag.Input) async throws -> Operations.PostApiV3Tag.Output {
        guard case .json(let tag) = input.body else {
            throw SimulatorFailure.invalid("Label", "'Label' must not be empty.", attempted: .string(""), code: "NotEmptyValidator")
        }
        return .ok(.init(body: .json(try converted(try await management.addTag(label: tag.label)))))
    }

    func getApiV3Language(_ input: Operations.GetApiV3Language.Input) async throws -> Operations.GetApiV3Language.Output {
        .ok(.init(body: .any(try jsonBody(library.languages))))
    }

    func getApiV3Command(_ input: Operations.GetApiV3Command.Input) async throws -> Operations.GetApiV3Command.Output {
        .ok(.init(body: .any(try jsonBody(await library.allCommands()))))
    }

    func postApiV3Command(_ input: Operations.PostApiV3Command.Input) async throws -> Operations.PostApiV3Command.Output {
        guard case .json(let command) = input.body, let name = command.name, !name.isEmpty else {
            throw SimulatorFailure.invalid("Name", "'Name' must not be empty.", attempted: .null, code: "NotEmptyValidator")
        }
        let started = await library.startCommand(
            name: name, seriesID: command.seriesId, seasonNumber: command.seasonNumber,
            episodeIDs: (command.episodeIds ?? []))
        return .ok(.init(body: .json(started)))
    }

    func getApiV3CommandId(_ input: Operations.GetApiV3CommandId.Input) async throws -> Operations.GetApiV3CommandId.Output {
        guard let command = await library.command(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Command with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .json(command)))
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
        return .ok(.init(body: .any(HTTPBody(body))))
    }

    func postApiV3Release(_ input: Operations.PostApiV3Release.Input) async throws -> Operations.PostApiV3Release.Output {
        guard case .json(let release) = input.body, let guid = release.guid, await library.grab(guid: guid) else {
            throw SimulatorFailure.notFound("Couldn't find requested release in cache, cache timeout probably expired.")
        }
        return .ok(.init())
    }

    func getApiV3Queue(_ input: Operations.GetApiV3Queue.Input) async throws -> Operations.GetApiV3Queue.Output {
        let query = input.query
        let request = PageRequest(page: query.page, pageSize: query.pageSize, sortKey: query.sortKey, sortDirection: query.sortDirection)
        return .ok(.init(body: .any(try jsonBody(await library.queue(request)))))
    }

    func deleteApiV3QueueId(_ input: Operations.DeleteApiV3QueueId.Input) async throws -> Operations.DeleteApiV3QueueId.Output {
        guard await library.removeDownload(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Queue item not found")
        }
        return .ok(.init())
    }

    func getApiV3QueueStatus(_ input: Operations.GetApiV3QueueStatus.Input) async throws -> Operations.GetApiV3QueueStatus.Output {
        .ok(.init(body: .json(await library.queueStatus())))
    }

    func getApiV3History(_ input: Operations.GetApiV3History.Input) async throws -> Operations.GetApiV3History.Output {
        let query = input.query
        let request = PageRequest(page: query.page, pageSize: query.pageSize, sortKey: query.sortKey, sortDirection: query.sortDirection)
        let eventType = query.eventType?.first.map { Self.historyEventTypes[$0] ?? "unknown" }
        return .ok(.init(body: .any(try jsonBody(await library.history(request, eventType: eventType)))))
    }

    func getApiV3Calendar(_ input: Operations.GetApiV3Calendar.Input) async throws -> Operations.GetApiV3Calendar.Output {
        // Sonarr's defaults: from today to two days later.
        let start = input.query.start ?? Calendar.current.startOfDay(for: Date())
        let end = input.query.end ?? Calendar.current.startOfDay(for: Date()).addingTimeInterval(2 * 86_400)
        return .ok(
            .init(
                body: .any(
                    try jsonBody(
                        await library.calendar(
                            start: start, end: end, includeUnmonitored: input.query.unmonitored ?? false,
                            includeSeries: input.query.includeSeries ?? false)))))
    }

    func getApiV3WantedMissing(_ input: Operations.GetApiV3WantedMissing.Input) async throws -> Operations.GetApiV3WantedMissing.Output {
        let query = input.query
        let request = PageRequest(page: query.page, pageSize: query.pageSize, sortKey: query.sortKey, sortDirection: query.sortDirection)
        return .ok(.init(body: .any(try jsonBody(await library.wanted(cutoff: false, request, includeSeries: query.includeSeries ?? false)))))
    }

    func getApiV3WantedCutoff(_ input: Operations.GetApiV3WantedCutoff.Input) async throws -> Operations.GetApiV3WantedCutoff.Output {
        let query = input.query
        let request = PageRequest(page: query.page, pageSize: query.pageSize, sortKey: query.sortKey, sortDirection: query.sortDirection)
        return .ok(.init(body: .any(try jsonBody(await library.wanted(cutoff: true, request, includeSeries: query.includeSeries ?? false)))))
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

    func getApiV3EpisodefileId(_ input: Operations.GetApiV3EpisodefileId.Input) async throws -> Operations.GetApiV3EpisodefileId.Output {
        .ok(.init(body: .json(try await library.file(id: input.path.id))))
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

    func getApiV3Blocklist(_ input: Operations.GetApiV3Blocklist.Input) async throws -> Operations.GetApiV3Blocklist.Output {
        let query = input.query
        let request = PageRequest(page: query.page, pageSize: query.pageSize, sortKey: query.sortKey, sortDirection: query.sortDirection)
        return .ok(.init(body: .json(await library.blocklist(request, seriesIDs: query.seriesIds))))
    }

    func deleteApiV3BlocklistId(_ input: Operations.DeleteApiV3BlocklistId.Input) async throws -> Operations.DeleteApiV3BlocklistId.Output {
        try await library.removeFromBlocklist(id: input.path.id)
        return .ok(.init())
    }

    func deleteApiV3BlocklistBulk(_ input: Operations.DeleteApiV3BlocklistBulk.Input) async throws -> Operations.DeleteApiV3BlocklistBulk.Output {
        guard case .json(let body) = input.body, let ids = body.ids, !ids.isEmpty else {
            throw SimulatorFailure.invalid("Ids", "'Ids' must not be empty.", attempted: .null, code: "NotEmptyValidator")
        }
        await library.removeFromBlocklist(ids: ids)
        return .ok(.init())
    }

    func getApiV3SystemTask(_ input: Operations.GetApiV3SystemTask.Input) async throws -> Operations.GetApiV3SystemTask.Output {
        .ok(.init(body: .any(try jsonBody(SystemActivity.tasks(.sonarr, start: library.startTime)))))
    }

    func getApiV3SystemTaskId(_ input: Operations.GetApiV3SystemTaskId.Input) async throws -> Operations.GetApiV3SystemTaskId.Output {
        .ok(.init(body: .json(try converted(SystemActivity.task(.sonarr, start: library.startTime, id: input.path.id)))))
    }

    func getApiV3Log(_ input: Operations.GetApiV3Log.Input) async throws -> Operations.GetApiV3Log.Output {
        let query = input.query
        let request = PageRequest(page: query.page, pageSize: query.pageSize, sortKey: query.sortKey, sortDirection: query.sortDirection)
        return .ok(.init(body: .json(try converted(SystemActivity.logs(.sonarr, start: library.startTime, request, level: query.level)))))
    }

    func getApiV3Update(_ input: Operations.GetApiV3Update.Input) async throws -> Operations.GetApiV3Update.Output {
        .ok(.init(body: .any(try jsonBody(SystemActivity.updates(.sonarr, installed: library.versions.sonarrVersion, start: library.startTime)))))
    }

    func getApiV3Importlistexclusion(
        _ input: Operations.GetApiV3Importlistexclusion.Input
    ) async throws -> Operations.GetApiV3Importlistexclusion.Output {
        .ok(.init(body: .any(try jsonBody(await library.exclusions()))))
    }
}
