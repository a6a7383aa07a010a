import Foundation
import HTTPTypes
import Hummingbird

/// The System endpoints the three services share, mounted once for every service under its API
/// root: the log files, the scheduled tasks, the log and the updates; and Radarr's collections.
struct SystemRoutes {
    let service: SimulatedService
    /// The API root without slashes ("api/v3").
    let root: String
    let start: Date
    let installedVersion: String
    /// Radarr's collections and the library's TMDb ids; nil for the other services.
    let collections: (store: SimulatedCollections, libraryIDs: @Sendable () async -> Set<Int>)?

    /// Serves the System endpoints; the scheduled tasks show the last runs of `library`'s commands.
    func register(on routes: PlainRoutes, library: any ActivityLibrary) {
        let service = service, root = root, start = start, version = installedVersion
        routes.on(.get, "\(root)/log/file") { _ in try PlainRoutes.json(LogFiles.files(service, root: root, start: start)) }
        routes.on(.get, "\(root)/log/file/{filename}") { input in
            let name = input.parameters.get("filename") ?? ""
            guard let text = LogFiles.contents(service, filename: name, start: start) else {
                throw SimulatorFailure.notFound("Log file \(name) does not exist")
            }
            return PlainRoutes.text(text)
        }
        routes.on(.get, "\(root)/system/task") { _ in
            try PlainRoutes.json(SystemActivity.tasks(service, start: start, commands: await library.currentActivity().commands))
        }
        routes.on(.get, "\(root)/system/task/{id}") { input in
            let id = try input.number()
            return try PlainRoutes.json(SystemActivity.task(service, start: start, commands: await library.currentActivity().commands, id: id))
        }
        routes.on(.get, "\(root)/log") { input in
            try PlainRoutes.json(SystemActivity.logs(service, start: start, input.pageRequest(), level: input.query.get("level")))
        }
        routes.on(.get, "\(root)/update") { _ in try PlainRoutes.json(SystemActivity.updates(service, installed: version, start: start)) }
        if let (store, libraryIDs) = collections {
            routes.on(.get, "\(root)/collection") { input in
                let tmdbID = try input.query("tmdbId") { Int($0) }
                return try PlainRoutes.json(await store.all(existing: libraryIDs(), tmdbID: tmdbID))
            }
            routes.on(.get, "\(root)/collection/{id}") { input in
                try PlainRoutes.json(await store.one(id: input.id(), existing: libraryIDs()))
            }
            routes.on(.put, "\(root)/collection/{id}") { input in
                let id = try input.id()
                let body = try input.jsonObject()
                return try PlainRoutes.json(await store.update(id: id, with: body, existing: libraryIDs()))
            }
        }
    }
}
