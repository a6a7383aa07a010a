import Foundation
import HTTPTypes
import Hummingbird
import OpenAPIRuntime

/// The management endpoints of one simulated server, as plain routes (``PlainRoutes``: the
/// API key check and the fault rules apply, operations are named like the spec's,
/// `put/api/v3/indexer/{id}`) below its API root, written once for every service over a
/// ``ManagementStore``:
///
/// - `indexer` and `downloadclient`: list, one, `POST` (201; an enabled one is tested first unless
///   `forceSave=true`), `PUT` (202), `DELETE`, `PUT`/`DELETE bulk`, `POST test` (400 with the
///   failure) and `POST testall` (400 with every result when one fails);
/// - `tag` (list, `POST` creates one or returns the one with that label), `tag/{id}` (`PUT` 202,
///   `DELETE`, 409 while the tag is in use) and `tag/detail`;
/// - `rootfolder` (list, `POST` 201 with the path validated) and `rootfolder/{id}` (`GET`, `DELETE`),
///   each with its free space (and its total where the server shows it); `diskspace` lists the
///   root folders' disks with the same figures.
///
/// Quality profiles are generic resources (``ResourceStore``).
struct ManagementRoutes: Sendable {
    let store: ManagementStore
    /// The API root: `api/v3`, Lidarr's `api/v1`.
    let root: String

    func register(on routes: PlainRoutes) {
        let store = store, root = root
        for kind in [ProviderKind.indexer, .downloadClient] {
            let path = "\(root)/\(kind.rawValue)"
            routes.on(.get, path) { _ in try PlainRoutes.json(await store.providers(kind)) }
            routes.on(.get, "\(path)/{id}") { input in try PlainRoutes.json(try await store.provider(kind, id: input.id())) }
            routes.on(.put, "\(path)/{id}") { input in
                Self.answer(.accepted, try await store.update(kind, id: input.id(), with: input.decoded(ProviderResource.self)))
            }
            routes.on(.delete, "\(path)/{id}") { input in
                try await store.delete(kind, id: input.id())
                return PlainRoutes.empty()
            }
            routes.on(.post, path) { input in
                let forceSave = input.query.get("forceSave")?.lowercased() == "true"
                return Self.answer(.created, try await store.create(kind, input.decoded(ProviderResource.self), forceSave: forceSave))
            }
            routes.on(.put, "\(path)/bulk") { input in
                Self.answer(.accepted, try await store.bulkUpdate(kind, input.decoded(ProviderBulkEdit.self)))
            }
            routes.on(.delete, "\(path)/bulk") { input in
                for id in try input.decoded(ProviderBulkEdit.self).ids ?? [] { try? await store.delete(kind, id: id) }
                return PlainRoutes.empty()
            }
            routes.on(.post, "\(path)/test") { input in
                if let failure = try await store.test(kind, input.decoded(ProviderResource.self)) {
                    throw SimulatorFailure.validation([failure])
                }
                return PlainRoutes.empty()
            }
            routes.on(.post, "\(path)/testall") { _ in
                let results = await store.testAll(kind)
                return Self.answer(results.allSatisfy(\.isValid) ? .ok : .badRequest, results)
            }
        }
        routes.on(.get, "\(root)/diskspace") { _ in try PlainRoutes.json(await store.diskSpace()) }
        routes.on(.get, "\(root)/tag") { _ in try PlainRoutes.json(await store.allTags()) }
        routes.on(.post, "\(root)/tag") { input in
            try PlainRoutes.json(try await store.addTag(label: input.decoded(TagResource.self).label))
        }
        routes.on(.get, "\(root)/tag/detail") { _ in try PlainRoutes.json(await store.tagDetails()) }
        routes.on(.get, "\(root)/tag/detail/{id}") { input in try PlainRoutes.json(try await store.tagDetails(id: input.id())) }
        routes.on(.get, "\(root)/tag/{id}") { input in try PlainRoutes.json(try await store.tag(id: input.id())) }
        routes.on(.put, "\(root)/tag/{id}") { input in
            Self.answer(.accepted, try await store.renameTag(id: input.id(), label: input.decoded(TagResource.self).label))
        }
        routes.on(.delete, "\(root)/tag/{id}") { input in
            try await store.deleteTag(id: input.id())
            return PlainRoutes.empty()
        }
        routes.on(.get, "\(root)/rootfolder") { _ in try PlainRoutes.json(await store.allRootFolders()) }
        routes.on(.post, "\(root)/rootfolder") { input in
            Self.answer(.created, try await store.addRootFolder(input.decoded(RootFolderResource.self)))
        }
        routes.on(.get, "\(root)/rootfolder/{id}") { input in try PlainRoutes.json(try await store.rootFolder(id: input.id())) }
        routes.on(.delete, "\(root)/rootfolder/{id}") { input in
            try await store.removeRootFolder(id: input.id())
            return PlainRoutes.empty()
        }
    }

    /// `value` as JSON with `status` (201 for a created record, 202 for an updated one, as the
    /// servers answer `POST` and `PUT`).
    private static func answer(_ status: HTTPResponse.Status, _ value: some Encodable) -> (HTTPResponse, HTTPBody?) {
        SimulatorFailure.json(status: status, value)
    }
}
