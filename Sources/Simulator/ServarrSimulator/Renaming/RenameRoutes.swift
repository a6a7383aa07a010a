import Foundation

/// The naming settings and the rename and retag previews of one simulated server, served once
/// for the three services: `config/naming` (GET, and PUT by id: the members sent replace the
/// stored ones, validated as the servers do), `rename` (Radarr: `movieId` once per movie;
/// Sonarr: `seriesId` and an optional `seasonNumber`; Lidarr: `artistId`) and Lidarr's `retag`.
/// Previews are computed from the settings and the library's files: only the files whose name
/// (or tags) would change. An unknown item answers 404, a missing one 400.
struct RenameRoutes {
    /// The API root without slashes ("api/v3").
    let root: String
    let library: any RenamableLibrary

    func register(on routes: PlainRoutes) {
        let library = library, root = root, service = library.activityShape.service
        routes.on(.get, "\(root)/config/naming") { _ in try PlainRoutes.json(await library.naming) }
        routes.on(.get, "\(root)/config/naming/{id}") { _ in try PlainRoutes.json(await library.naming) }
        routes.on(.put, "\(root)/config/naming/{id}") { input in
            let changes = try input.decoded(NamingSettings.self)
            return try PlainRoutes.json(try await library.changeNaming(changes))
        }
        let parameter =
            switch service {
            case .radarr: "movieId"
            case .sonarr: "seriesId"
            case .lidarr: "artistId"
            }
        routes.on(.get, "\(root)/rename") { input in
            let ids = try Self.itemIDs(parameter, in: input)
            let seasonNumber = service == .sonarr ? try input.query("seasonNumber") { Int($0) } : nil
            var previews: [RenamePreviewRecord] = []
            for id in ids {
                guard let found = await library.renamePreviews(mediaID: id, seasonNumber: seasonNumber) else {
                    throw SimulatorFailure.notFound(library.missingItemMessage(id))
                }
                previews += found
            }
            return try PlainRoutes.json(previews)
        }
        if service == .lidarr {
            routes.on(.get, "\(root)/retag") { input in
                let id = try Self.itemIDs(parameter, in: input)[0]
                guard let previews = await library.retagPreviews(mediaID: id) else { throw SimulatorFailure.notFound(library.missingItemMessage(id)) }
                return try PlainRoutes.json(previews)
            }
        }
    }

    /// The item ids of a preview request; 400 when there are none.
    private static func itemIDs(_ parameter: String, in input: PlainRoutes.Input) throws(SimulatorFailure) -> [Int] {
        guard let ids = try input.integers(parameter), !ids.isEmpty else {
            throw .invalid(parameter, "'\(parameter)' must not be empty.", code: "NotEmptyValidator")
        }
        return ids
    }
}

extension RenamableLibrary {
    /// Puts `changes` over the naming settings (validated first) and returns the new settings.
    func changeNaming(_ changes: NamingSettings) throws(SimulatorFailure) -> NamingSettings {
        naming = try naming.updated(with: changes, for: activityShape.service)
        return naming
    }
}
