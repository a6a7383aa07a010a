import Foundation
import RadarrOpenAPI

/// Implements the generated Radarr server protocol on top of ``RadarrLibrary``.
struct RadarrHandler: APIProtocol {
    let library: RadarrLibrary

    private static func error(_ message: String) -> Components.Schemas.ApiError {
        .init(message: message, description: nil)
    }

    func getApiV3Movie(_ input: Operations.GetApiV3Movie.Input) async throws -> Operations.GetApiV3Movie.Output {
        .ok(.init(body: .any(try jsonBody(await library.allMovies(tmdbID: input.query.tmdbId)))))
    }

    func postApiV3Movie(_ input: Operations.PostApiV3Movie.Input) async throws -> Operations.PostApiV3Movie.Output {
        guard case .json(let resource) = input.body else {
            return .default(statusCode: 400, .init(body: .json(Self.error("Request body is required"))))
        }
        do {
            return .ok(.init(body: .json(try await library.add(resource))))
        } catch .invalid(let message) {
            return .default(statusCode: 400, .init(body: .json(Self.error(message))))
        }
    }

    func getApiV3MovieId(_ input: Operations.GetApiV3MovieId.Input) async throws -> Operations.GetApiV3MovieId.Output {
        guard let movie = await library.movie(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Movie with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init(body: .any(try jsonBody(movie))))
    }

    func putApiV3MovieId(_ input: Operations.PutApiV3MovieId.Input) async throws -> Operations.PutApiV3MovieId.Output {
        guard let id = Int(input.path.id), case .json(let resource) = input.body,
              let movie = await library.update(id: id, with: resource)
        else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Movie with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init(body: .json(movie)))
    }

    func deleteApiV3MovieId(_ input: Operations.DeleteApiV3MovieId.Input) async throws -> Operations.DeleteApiV3MovieId.Output {
        guard await library.delete(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Movie with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init())
    }

    func getApiV3MovieLookup(_ input: Operations.GetApiV3MovieLookup.Input) async throws -> Operations.GetApiV3MovieLookup.Output {
        .ok(.init(body: .any(try jsonBody(await library.lookup(term: input.query.term ?? "")))))
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

    func getApiV3Moviefile(_ input: Operations.GetApiV3Moviefile.Input) async throws -> Operations.GetApiV3Moviefile.Output {
        .ok(.init(body: .any(try jsonBody(await library.files(movieIDs: input.query.movieId ?? [])))))
    }

    func getApiV3Credit(_ input: Operations.GetApiV3Credit.Input) async throws -> Operations.GetApiV3Credit.Output {
        guard let id = input.query.movieId, let credits = await library.credits(movieID: Int(id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Movie not found"))))
        }
        return .ok(.init(body: .any(try jsonBody(credits))))
    }

    func getApiV3HistoryMovie(_ input: Operations.GetApiV3HistoryMovie.Input) async throws -> Operations.GetApiV3HistoryMovie.Output {
        .ok(.init(body: .any(try jsonBody(await library.history(movieID: Int(input.query.movieId ?? 0))))))
    }

    func getApiV3Command(_ input: Operations.GetApiV3Command.Input) async throws -> Operations.GetApiV3Command.Output {
        .ok(.init(body: .any(try jsonBody(await library.allCommands()))))
    }

    func postApiV3Command(_ input: Operations.PostApiV3Command.Input) async throws -> Operations.PostApiV3Command.Output {
        guard case .json(let command) = input.body, let name = command.name, !name.isEmpty else {
            return .default(statusCode: 400, .init(body: .json(Self.error("Command name is required"))))
        }
        let ids = (command.movieIds ?? [])
        return .ok(.init(body: .json(await library.startCommand(name: name, movieIDs: ids))))
    }

    func getApiV3CommandId(_ input: Operations.GetApiV3CommandId.Input) async throws -> Operations.GetApiV3CommandId.Output {
        guard let command = await library.command(id: Int(input.path.id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Command with ID \(input.path.id) does not exist"))))
        }
        return .ok(.init(body: .json(command)))
    }

    func getApiV3Release(_ input: Operations.GetApiV3Release.Input) async throws -> Operations.GetApiV3Release.Output {
        guard let id = input.query.movieId, let releases = await library.releases(movieID: Int(id)) else {
            return .default(statusCode: 404, .init(body: .json(Self.error("Movie not found"))))
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
        let page = await library.queue(page: Int(input.query.page ?? 1), pageSize: Int(input.query.pageSize ?? 10))
        return .ok(.init(body: .any(try jsonBody(page))))
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
        let page = await library.history(page: Int(input.query.page ?? 1), pageSize: Int(input.query.pageSize ?? 10))
        return .ok(.init(body: .any(try jsonBody(page))))
    }

    func getApiV3Calendar(_ input: Operations.GetApiV3Calendar.Input) async throws -> Operations.GetApiV3Calendar.Output {
        let start = input.query.start ?? Calendar.current.startOfDay(for: Date())
        let end = input.query.end ?? start.addingTimeInterval(2 * 86_400)
        return .ok(.init(body: .any(try jsonBody(await library.calendar(start: start, end: end, includeUnmonitored: input.query.unmonitored ?? false)))))
    }

    func getApiV3WantedMissing(_ input: Operations.GetApiV3WantedMissing.Input) async throws -> Operations.GetApiV3WantedMissing.Output {
        .ok(.init(body: .any(try jsonBody(await library.wanted(cutoff: false, page: Int(input.query.page ?? 1), pageSize: Int(input.query.pageSize ?? 10))))))
    }

    func getApiV3WantedCutoff(_ input: Operations.GetApiV3WantedCutoff.Input) async throws -> Operations.GetApiV3WantedCutoff.Output {
        .ok(.init(body: .any(try jsonBody(await library.wanted(cutoff: true, page: Int(input.query.page ?? 1), pageSize: Int(input.query.pageSize ?? 10))))))
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
