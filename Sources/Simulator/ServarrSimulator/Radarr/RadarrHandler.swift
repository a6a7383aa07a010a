import Foundation
import OpenAPIRuntime
import RadarrOpenAPI

/// Implements the generated Radarr server protocol on top of ``RadarrLibrary``.
/// Failures are thrown as ``SimulatorFailure`` and answered in Radarr's shapes.
struct RadarrHandler: APIProtocol {
    let library: RadarrLibrary
    /// The profiles and custom formats releases are scored with.
    let resources: ResourceStore

    func getApiV3Movie(_ input: Operations.GetApiV3Movie.Input) async throws -> Operations.GetApiV3Movie.Output {
        guard let tmdbID = input.query.tmdbId else { return .ok(.init(body: .any(HTTPBody(try await library.libraryBody())))) }
        return .ok(.init(body: .any(try jsonBody(await library.allMovies(tmdbID: tmdbID)))))
    }

    func postApiV3Movie(_ input: Operations.PostApiV3Movie.Input) async throws -> Operations.PostApiV3Movie.Output {
        guard case .json(let resource) = input.body else { throw SimulatorFailure.badRequest("Request body is required") }
        return .ok(.init(body: .json(try await library.add(resource))))
    }

    func getApiV3MovieId(_ input: Operations.GetApiV3MovieId.Input) async throws -> Operations.GetApiV3MovieId.Output {
        guard let movie = await library.movie(id: input.path.id) else { throw Self.movieNotFound(input.path.id) }
        return .ok(.init(body: .any(try jsonBody(movie))))
    }

    func putApiV3MovieId(_ input: Operations.PutApiV3MovieId.Input) async throws -> Operations.PutApiV3MovieId.Output {
        guard let id = Int(input.path.id) else { throw SimulatorFailure.badRequest("'\(input.path.id)' is not a valid movie id") }
        guard case .json(let resource) = input.body else { throw SimulatorFailure.badRequest("Request body is required") }
        guard let movie = await library.update(id: id, with: resource) else { throw Self.movieNotFound(id) }
        return .ok(.init(body: .json(movie)))
    }

    func deleteApiV3MovieId(_ input: Operations.DeleteApiV3MovieId.Input) async throws -> Operations.DeleteApiV3MovieId.Output {
        guard await library.delete(id: input.path.id) else { throw Self.movieNotFound(input.path.id) }
        return .ok(.init())
    }

    func getApiV3MovieLookup(_ input: Operations.GetApiV3MovieLookup.Input) async throws -> Operations.GetApiV3MovieLookup.Output {
        .ok(.init(body: .any(try jsonBody(await library.lookup(term: input.query.term ?? "")))))
    }

    func getApiV3MovieLookupTmdb(_ input: Operations.GetApiV3MovieLookupTmdb.Input) async throws -> Operations.GetApiV3MovieLookupTmdb.Output {
        guard let tmdbID = input.query.tmdbId else { throw SimulatorFailure.invalid("TmdbId", "'Tmdb Id' must not be empty.") }
        return .ok(.init(body: .json(try await library.lookup(tmdbID: tmdbID))))
    }

    func getApiV3MovieLookupImdb(_ input: Operations.GetApiV3MovieLookupImdb.Input) async throws -> Operations.GetApiV3MovieLookupImdb.Output {
        guard let imdbID = input.query.imdbId, !imdbID.isEmpty else { throw SimulatorFailure.invalid("ImdbId", "'Imdb Id' must not be empty.") }
        return .ok(.init(body: .json(try await library.lookup(imdbID: imdbID))))
    }

    func getApiV3Moviefile(_ input: Operations.GetApiV3Moviefile.Input) async throws -> Operations.GetApiV3Moviefile.Output {
        .ok(
            .init(
                body: .any(
                    try jsonBody(
                        await library.files(
                            movieIDs: input.query.movieId, fileIDs: input.query.movieFileIds, await resources.qualityCutoffs())))))
    }

    func getApiV3MoviefileId(_ input: Operations.GetApiV3MoviefileId.Input) async throws -> Operations.GetApiV3MoviefileId.Output {
        .ok(.init(body: .json(try await library.file(id: input.path.id, await resources.qualityCutoffs()))))
    }

    func deleteApiV3MoviefileId(_ input: Operations.DeleteApiV3MoviefileId.Input) async throws -> Operations.DeleteApiV3MoviefileId.Output {
        try await library.deleteFile(id: input.path.id)
        return .ok(.init())
    }

    func getApiV3Credit(_ input: Operations.GetApiV3Credit.Input) async throws -> Operations.GetApiV3Credit.Output {
        guard let id = input.query.movieId, let credits = await library.credits(movieID: id) else {
            throw SimulatorFailure.notFound("Movie not found")
        }
        return .ok(.init(body: .any(try jsonBody(credits))))
    }

    func getApiV3HistoryMovie(_ input: Operations.GetApiV3HistoryMovie.Input) async throws -> Operations.GetApiV3HistoryMovie.Output {
        // The event type binds by name (`grabbed`) or by number (`1`), as Radarr's enum binding reads it.
        let eventType = input.query.eventType.map { name in Int(name).map { library.activityShape.historyEventTypes[$0] ?? "unknown" } ?? name }
        let selection = ActivitySelection(
            mediaIDs: [input.query.movieId ?? 0], eventTypes: eventType.map { [$0.lowercased()] },
            includesParent: input.query.includeMovie ?? false)
        return .ok(.init(body: .any(try jsonBody(await library.history(selection)))))
    }

    func getApiV3Release(_ input: Operations.GetApiV3Release.Input) async throws -> Operations.GetApiV3Release.Output {
        guard let id = input.query.movieId, let body = try await library.releaseBody(movieID: id) else {
            throw SimulatorFailure.notFound("Movie not found")
        }
        let profile = await library.qualityProfileID(movieID: id)
        return .ok(.init(body: .any(HTTPBody(try await resources.scored(body, qualityProfileID: profile, owner: "Movie")))))
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

    func getApiV3Exclusions(_ input: Operations.GetApiV3Exclusions.Input) async throws -> Operations.GetApiV3Exclusions.Output {
        .ok(.init(body: .any(try jsonBody(await library.exclusions()))))
    }

    private static func movieNotFound(_ id: some CustomStringConvertible) -> SimulatorFailure {
        .notFound("Movie with ID \(id) does not exist")
    }
}

extension RadarrHandler {
    /// The generated operations served elsewhere: `POST release` by ``registerPlainRoutes(on:)``,
    /// `exclusions` by the generic resources (stateful there).
    static let servedElsewhere: Set<String> = ["POST /api/v3/release", "GET /api/v3/exclusions"]

    /// `POST release` answers the grabbed release, as Radarr does; `POST movie/import` adds each
    /// movie of the list as `POST movie` does and answers the added movies; the movie files are
    /// changed and deleted as ``MediaFileRoutes`` says.
    func registerPlainRoutes(on routes: PlainRoutes) {
        let library = library
        MediaFileRoutes.register(on: routes, library, resources: resources, includingDeleteByID: false)
        ReleaseGrab.register(on: routes, "api/v3/release") { guid in await library.grab(guid: guid) }
        routes.on(.post, "api/v3/movie/import") { input in
            var added: [Components.Schemas.MovieResource] = []
            for movie in try input.decoded([Components.Schemas.MovieResource].self) { added.append(try await library.add(movie)) }
            return try PlainRoutes.json(added)
        }
    }
}
