import Foundation
import HTTPTypes

/// The body of `PUT` and `DELETE` on `movie/editor`, `series/editor` and `artist/editor`
/// (Radarr's `MovieEditorResource`, Sonarr's `SeriesEditorResource`, Lidarr's
/// `ArtistEditorResource`), read as one shape: each service reads the fields it has.
struct EditorRequest: Decodable, Sendable {
    var movieIds: [Int]?
    var seriesIds: [Int]?
    var artistIds: [Int]?
    var monitored: Bool?
    /// Sonarr v4's and Lidarr's monitoring of new seasons or albums (`all`, `none`, …).
    var monitorNewItems: String?
    var qualityProfileId: Int?
    var metadataProfileId: Int?
    var languageProfileId: Int?
    var minimumAvailability: String?
    var seriesType: String?
    var seasonFolder: Bool?
    var rootFolderPath: String?
    var tags: [Int]?
    /// `add` (the servers' default), `remove` or `replace`.
    var applyTags: String?
    var moveFiles: Bool?
    var deleteFiles: Bool?
    var addImportExclusion: Bool?
    var addImportListExclusion: Bool?

    /// The ids of the items the request names, whichever service's key it uses.
    var ids: [Int] { movieIds ?? seriesIds ?? artistIds ?? [] }

    /// Whether deleted items are added to the import list exclusions.
    var addsExclusion: Bool { addImportExclusion ?? addImportListExclusion ?? false }

    /// The new root folder, when the request moves the items (a non-blank `rootFolderPath`).
    var destination: String? {
        guard let root = rootFolderPath?.trimmingCharacters(in: .whitespaces), !root.isEmpty else { return nil }
        return MediaPath.trimmed(root)
    }

    /// `current` tags after the request's `tags` are applied as `applyTags` says.
    func tags(applyingTo current: [Int]?) -> [Int]? {
        guard let tags else { return current }
        switch applyTags?.lowercased() {
        case "replace": return tags
        case "remove": return (current ?? []).filter { !tags.contains($0) }
        default: return (current ?? []) + tags.filter { !(current ?? []).contains($0) }
        }
    }

    /// The path an item at `path` gets in the new root folder (its folder name kept), or nil
    /// when the request does not move it.
    func movedPath(from path: String?, folder: String) -> String? {
        guard let destination else { return nil }
        let name = path.flatMap { $0.split(separator: "/").last.map(String.init) } ?? folder
        return destination + "/" + name
    }
}

/// A library whose items the bulk editors change.
protocol EditableLibrary: Actor {
    /// Applies `request` to the items it names (unknown ids are left out, as the servers do) and
    /// returns the edited items as the JSON list the servers answer with.
    func edit(_ request: EditorRequest) throws -> Data
    /// Deletes the items `request` names (their files too when it says so).
    func deleteItems(_ request: EditorRequest)
}

/// The bulk editors of one service: `PUT` answers 202 with the edited items, `DELETE` 200 with
/// `{}`. Sonarr and Lidarr validate the request first (a root folder path that is not absolute:
/// "Invalid Path"; a quality profile that does not exist), Radarr applies it as it comes.
struct EditorRoutes: Sendable {
    /// The editor's path below the API root: `api/v3/movie/editor`.
    let path: String
    let library: any EditableLibrary
    let validates: Bool
    /// The service's generic resources, whose quality profiles a request must name.
    let resources: ResourceStore

    func register(on routes: PlainRoutes) {
        let library = library, validates = validates, resources = resources
        routes.on(.put, path) { input in
            let request = try input.decoded(EditorRequest.self)
            if validates { try Self.validate(request, profiles: try await resources.ids(of: "qualityprofile")) }
            return PlainRoutes.json(encoded: try await library.edit(request), status: .accepted)
        }
        routes.on(.delete, path) { input in
            await library.deleteItems(try input.decoded(EditorRequest.self))
            return PlainRoutes.json(encoded: Data("{}".utf8))
        }
    }

    private static func validate(_ request: EditorRequest, profiles: Set<Int>) throws(SimulatorFailure) {
        var failures: [ValidationFailure] = []
        if let root = request.destination, !MediaPath.isValid(root) {
            failures.append(
                .init(propertyName: "RootFolderPath", errorMessage: "Invalid Path", attemptedValue: .string(root), errorCode: "PathValidator"))
        }
        if let profile = request.qualityProfileId, !profiles.contains(profile) {
            failures.append(
                .init(
                    propertyName: "QualityProfileId", errorMessage: "Quality Profile does not exist", attemptedValue: .integer(profile),
                    errorCode: "QualityProfileExistsValidator"))
        }
        guard failures.isEmpty else { throw .validation(failures) }
    }
}

/// Paths as the servers check them (`IsValidPath`): absolute, without empty segments.
enum MediaPath {
    static func isValid(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.contains("//") && !path.contains("\0")
    }

    /// `path` without trailing slashes.
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Where an added item goes: its own `path`, or `folder` below `rootFolderPath`; the
    /// servers refuse an add with neither (`Path` and `RootFolderPath`: "Invalid Path").
    static func added(path: String?, rootFolderPath: String?, folder: String) throws(SimulatorFailure) -> (path: String, root: String) {
        let path = path?.trimmingCharacters(in: .whitespaces) ?? ""
        let root = rootFolderPath?.trimmingCharacters(in: .whitespaces) ?? ""
        if !root.isEmpty {
            guard isValid(root) else { throw .invalid("RootFolderPath", "Invalid Path", attempted: .string(root), code: "PathValidator") }
            let trimmedRoot = trimmed(root)
            return (path.isEmpty ? trimmedRoot + "/" + folder : trimmed(path), trimmedRoot)
        }
        guard !path.isEmpty else {
            throw .validation([
                .init(propertyName: "Path", errorMessage: "Invalid Path", attemptedValue: .string(path), errorCode: "PathValidator"),
                .init(propertyName: "RootFolderPath", errorMessage: "Invalid Path", attemptedValue: .string(root), errorCode: "PathValidator"),
            ])
        }
        guard isValid(path) else { throw .invalid("Path", "Invalid Path", attempted: .string(path), code: "PathValidator") }
        let full = trimmed(path)
        let parent = full.split(separator: "/").dropLast().joined(separator: "/")
        return (full, "/" + parent)
    }
}
