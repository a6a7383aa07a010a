import Foundation
import LidarrOpenAPI
import OpenAPIRuntime

/// Implements the generated Lidarr server protocol on top of ``LidarrLibrary``.
/// Failures are thrown as ``SimulatorFailure`` and answered in Lidarr's shapes.
struct LidarrHandler: APIProtocol {
    let library: LidarrLibrary
    /// The profiles and custom formats releases are scored with.
    let resources: ResourceStore

    func getApiV1Artist(_ input: Operations.GetApiV1Artist.Input) async throws -> Operations.GetApiV1Artist.Output {
        let artists = await library.allArtists()
        let id = input.query.mbId
        return .ok(.init(body: .any(try jsonBody(id.map { id in artists.filter { $0.foreignArtistId == id } } ?? artists))))
    }

    func postApiV1Artist(_ input: Operations.PostApiV1Artist.Input) async throws -> Operations.PostApiV1Artist.Output {
        guard case .json(let resource) = input.body else { throw SimulatorFailure.badRequest("Request body is required") }
        return .ok(.init(body: .json(try await library.add(resource))))
    }

    func getApiV1ArtistId(_ input: Operations.GetApiV1ArtistId.Input) async throws -> Operations.GetApiV1ArtistId.Output {
        guard let artist = await library.artist(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Artist with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .any(try jsonBody(artist))))
    }

    func putApiV1ArtistId(_ input: Operations.PutApiV1ArtistId.Input) async throws -> Operations.PutApiV1ArtistId.Output {
        guard let id = Int(input.path.id), case .json(let resource) = input.body, let artist = await library.update(id: id, with: resource) else {
            throw SimulatorFailure.notFound("Artist with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .json(artist)))
    }

    func deleteApiV1ArtistId(_ input: Operations.DeleteApiV1ArtistId.Input) async throws -> Operations.DeleteApiV1ArtistId.Output {
        guard await library.delete(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Artist with ID \(input.path.id) does not exist")
        }
        return .ok(.init())
    }

    func getApiV1ArtistLookup(_ input: Operations.GetApiV1ArtistLookup.Input) async throws -> Operations.GetApiV1ArtistLookup.Output {
        .ok(.init(body: .any(try jsonBody(await library.lookup(term: input.query.term ?? "")))))
    }

    func getApiV1Album(_ input: Operations.GetApiV1Album.Input) async throws -> Operations.GetApiV1Album.Output {
        .ok(.init(body: .any(try jsonBody(await library.allAlbums(artistID: input.query.artistId, albumIDs: input.query.albumIds)))))
    }

    func getApiV1AlbumId(_ input: Operations.GetApiV1AlbumId.Input) async throws -> Operations.GetApiV1AlbumId.Output {
        guard let album = await library.album(id: Int(input.path.id)) else {
            throw SimulatorFailure.notFound("Album with ID \(input.path.id) does not exist")
        }
        return .ok(.init(body: .any(try jsonBody(album))))
    }

    func getApiV1Track(_ input: Operations.GetApiV1Track.Input) async throws -> Operations.GetApiV1Track.Output {
        let query = input.query
        guard query.artistId != nil || query.albumId != nil || query.trackIds != nil else {
            throw SimulatorFailure.badRequest("One of artistId, albumId, albumReleaseId or trackIds must be provided")
        }
        return .ok(
            .init(
                body: .any(
                    try jsonBody(
                        await library.allTracks(
                            artistID: query.artistId, albumID: query.albumId,
                            trackIDs: query.trackIds)))))
    }

    func getApiV1Metadataprofile(_ input: Operations.GetApiV1Metadataprofile.Input) async throws -> Operations.GetApiV1Metadataprofile.Output {
        .ok(.init(body: .any(try jsonBody(library.metadataProfiles))))
    }

    func getApiV1Release(_ input: Operations.GetApiV1Release.Input) async throws -> Operations.GetApiV1Release.Output {
        guard let releases = await library.releases(albumID: input.query.albumId, artistID: input.query.artistId) else {
            throw SimulatorFailure.notFound("Album not found")
        }
        let profile = await library.qualityProfileID(albumID: input.query.albumId, artistID: input.query.artistId)
        let body = try await resources.scored(encodeJSON(releases), qualityProfileID: profile, owner: "Artist")
        return .ok(.init(body: .any(HTTPBody(body))))
    }

    func postApiV1Release(_ input: Operations.PostApiV1Release.Input) async throws -> Operations.PostApiV1Release.Output {
        guard case .json(let release) = input.body, let guid = release.guid, let grabbed = await library.grab(guid: guid) else {
            throw SimulatorFailure.notFound("Couldn't find requested release in cache, cache timeout probably expired.")
        }
        return .ok(.init(body: .json(grabbed)))
    }

    func getApiV1SystemStatus(_ input: Operations.GetApiV1SystemStatus.Input) async throws -> Operations.GetApiV1SystemStatus.Output {
        .ok(.init(body: .any(try jsonBody(await library.systemStatus()))))
    }

}

extension LidarrHandler {
    /// The generated operations served elsewhere: `metadataprofile` by the generic resources
    /// (stateful there, with `{id}` and `schema`).
    static let servedElsewhere: Set<String> = ["GET /api/v1/metadataprofile"]

    /// `PUT album/monitor` and `PUT album/{id}` answer 202 with the albums, as Lidarr does;
    /// `GET trackfile` and `GET trackfile/{id}` answer the library's track files, which
    /// ``MediaFileRoutes`` changes and deletes.
    func registerPlainRoutes(on routes: PlainRoutes) {
        let library = library, resources = resources
        MediaFileRoutes.register(on: routes, library, resources: resources, includingDeleteByID: true)
        routes.on(.get, "api/v1/trackfile") { input in
            let files = try await library.trackFiles(
                artistID: try input.query("artistId") { Int($0) }, albumIDs: try input.integers("albumId"),
                trackFileIDs: try input.integers("trackFileIds"), unmapped: try input.query("unmapped") { Bool($0.lowercased()) },
                await resources.qualityCutoffs())
            return try PlainRoutes.json(files)
        }
        routes.on(.get, "api/v1/trackfile/{id}") { input in
            try PlainRoutes.json(try await library.trackFile(id: try input.number(), await resources.qualityCutoffs()))
        }
        struct Monitoring: Decodable {
            var albumIds: [Int]?
            var monitored: Bool?
        }
        routes.on(.put, "api/v1/album/monitor") { input in
            let request = try input.decoded(Monitoring.self)
            guard let ids = request.albumIds else {
                throw SimulatorFailure.invalid("AlbumIds", "'Album Ids' must not be empty.", code: "NotEmptyValidator")
            }
            return SimulatorFailure.json(status: .accepted, await library.setMonitored(albumIDs: ids, monitored: request.monitored ?? false))
        }
        routes.on(.put, "api/v1/album/{id}") { input in
            let id = try input.id()
            guard let album = await library.album(id: id) else { throw SimulatorFailure.notFound("Album with ID \(id) does not exist") }
            let monitored = try input.decoded(Monitoring.self).monitored ?? album.monitored ?? false
            return SimulatorFailure.json(status: .accepted, await library.setMonitored(albumIDs: [id], monitored: monitored).first ?? album)
        }
    }
}
