import Foundation

/// What a client may change on a file of the library (Radarr's `moviefile`, Sonarr's
/// `episodefile`, Lidarr's `trackfile`): the record `PUT {id}` and `PUT bulk` send, or the
/// fields of `PUT editor`. A field left out stays as it is. The quality binds by its id, as the
/// servers bind it (a quality without one is Unknown).
struct MediaFileChange: Decodable, Sendable {
    var id: Int?
    var quality: ActivityRecords.Quality?
    var languages: [ActivityRecords.Named]?
    var releaseGroup: String?
    var sceneName: String?
    var edition: String?
    var indexerFlags: Int?
    var releaseType: String?

    /// The quality the change sets, as `service` has it; nil when the change names none.
    func quality(_ service: SimulatedService) throws(SimulatorFailure) -> ServerQualities.Quality? {
        guard let quality else { return nil }
        let id = quality.quality?.id ?? 0
        guard let found = ServerQualities.of(service).withID(id) else {
            throw .badRequest("ID does not match a known quality (Parameter 'id')")
        }
        return found
    }
}

/// A library whose files a client can change and delete through `PUT {id}`, `PUT editor`,
/// `PUT bulk`, `DELETE {id}` and `DELETE bulk`, answered as the servers answer them: one unknown
/// id is a 404 (`MovieFile with ID 5 does not exist`), a list with an unknown id fails whole
/// with a 500 (the servers ask their database for every id and count the rows), and nothing
/// changes on a refused request.
protocol MediaFileLibrary: Actor {
    associatedtype FileRecord: Encodable & Sendable

    /// The service the files belong to (their qualities, the wording of failures).
    nonisolated var fileService: SimulatedService { get }
    /// Whether a file `id` exists.
    func hasFile(id: Int) -> Bool
    /// Applies `change` to file `id` (it exists).
    func apply(_ change: MediaFileChange, quality: ServerQualities.Quality?, toFile id: Int)
    /// Removes file `id` (it exists) from the library: its items are missing again.
    func removeFile(id: Int)
    /// The records of files `ids` (they exist), in that order.
    func fileRecords(ids: [Int], _ cutoffs: QualityCutoffs) -> [FileRecord]
}

extension MediaFileLibrary {
    /// `PUT {id}`: the file changed, or a 404 when there is none.
    func changeFile(id: Int, _ change: MediaFileChange, _ cutoffs: QualityCutoffs) throws(SimulatorFailure) -> FileRecord {
        try requireFile(id: id)
        apply(change, quality: try change.quality(fileService), toFile: id)
        return fileRecords(ids: [id], cutoffs)[0]
    }

    /// `PUT editor` and `PUT bulk`: every file changed, each by its change, or nothing when one is
    /// unknown.
    func changeFiles(_ changes: [(id: Int, change: MediaFileChange)], _ cutoffs: QualityCutoffs) throws(SimulatorFailure) -> [FileRecord] {
        try requireFiles(ids: changes.map(\.id))
        var qualities: [ServerQualities.Quality?] = []
        for entry in changes { qualities.append(try entry.change.quality(fileService)) }
        for (entry, quality) in zip(changes, qualities) { apply(entry.change, quality: quality, toFile: entry.id) }
        return fileRecords(ids: changes.map(\.id), cutoffs)
    }

    /// `DELETE {id}`.
    func deleteFile(id: Int) throws(SimulatorFailure) {
        try requireFile(id: id)
        removeFile(id: id)
    }

    /// `DELETE bulk`: every file, or none when one is unknown.
    func deleteFiles(ids: [Int]) throws(SimulatorFailure) {
        try requireFiles(ids: ids)
        for id in Set(ids) { removeFile(id: id) }
    }

    private func requireFile(id: Int) throws(SimulatorFailure) {
        guard hasFile(id: id) else { throw .notFound("\(fileService.fileModel) with ID \(id) does not exist") }
    }

    /// The servers read a list of files in one query and fail when it returns fewer rows than
    /// ids (an id named twice is one row); Radarr and Sonarr then read the first file's item,
    /// which an empty list lacks.
    private func requireFiles(ids: [Int]) throws(SimulatorFailure) {
        let found = Set(ids).filter { hasFile(id: $0) }.count
        if found != ids.count {
            throw .serverError("Expected query to return \(ids.count) rows but returned \(found)", exception: "System.ApplicationException")
        }
        if ids.isEmpty, fileService != .lidarr {
            throw .serverError("Sequence contains no elements", exception: "System.InvalidOperationException")
        }
    }
}

extension SimulatedService {
    /// The servers' name of a file record (`MovieFile with ID 5 does not exist`).
    var fileModel: String {
        switch self {
        case .radarr: "MovieFile"
        case .sonarr: "EpisodeFile"
        case .lidarr: "TrackFile"
        }
    }

    /// The API path of the files (`api/v3/moviefile`) and the editor's list of ids (`movieFileIds`).
    var filePaths: (path: String, ids: String) {
        switch self {
        case .radarr: ("api/v3/moviefile", "movieFileIds")
        case .sonarr: ("api/v3/episodefile", "episodeFileIds")
        case .lidarr: ("api/v1/trackfile", "trackFileIds")
        }
    }
}

/// Serves the file routes of a ``MediaFileLibrary``: `PUT {id}`, `PUT editor` and `PUT bulk`
/// (Radarr and Sonarr; Lidarr has none) answer 202 with the files as they are now, `DELETE bulk`
/// answers `{}`, `DELETE {id}` nothing (where no generated stub serves it already).
enum MediaFileRoutes {
    static func register<Library: MediaFileLibrary>(
        on routes: PlainRoutes, _ library: Library, resources: ResourceStore, includingDeleteByID: Bool
    ) {
        let (path, idsKey) = library.fileService.filePaths
        routes.on(.put, "\(path)/editor") { input in
            let ids = try input.jsonObject()[idsKey] as? [Int] ?? []
            let change = try input.decoded(MediaFileChange.self)
            let files = try await library.changeFiles(ids.map { (id: $0, change: change) }, await resources.qualityCutoffs())
            return SimulatorFailure.json(status: .accepted, files)
        }
        if library.fileService != .lidarr {
            routes.on(.put, "\(path)/bulk") { input in
                let changes = try input.decoded([MediaFileChange].self)
                let files = try await library.changeFiles(changes.map { (id: $0.id ?? 0, change: $0) }, await resources.qualityCutoffs())
                return SimulatorFailure.json(status: .accepted, files)
            }
        }
        routes.on(.put, "\(path)/{id}") { input in
            let file = try await library.changeFile(id: try input.id(), try input.decoded(MediaFileChange.self), await resources.qualityCutoffs())
            return SimulatorFailure.json(status: .accepted, file)
        }
        routes.on(.delete, "\(path)/bulk") { input in
            try await library.deleteFiles(ids: try input.jsonObject()[idsKey] as? [Int] ?? [])
            return try PlainRoutes.json([String: Int]())
        }
        if includingDeleteByID {
            routes.on(.delete, "\(path)/{id}") { input in
                try await library.deleteFile(id: try input.number())
                return PlainRoutes.empty()
            }
        }
    }
}
