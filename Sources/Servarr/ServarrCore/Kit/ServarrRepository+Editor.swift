import Foundation
import MarqueeJSON

/// What the bulk editor changes on many library items at once, sent in one request to the
/// service's editor endpoint (`movie/editor`, `series/editor`, `artist/editor`). A field left
/// nil is left as each item has it.
public struct MediaEditorChange: Sendable, Hashable {
    /// How ``tags`` apply to each item's tags.
    public enum TagMode: String, Sendable, Hashable, CaseIterable {
        /// Adds the tags to each item's.
        case add
        /// Removes the tags from each item's.
        case remove
        /// Replaces each item's tags with these.
        case replace
    }

    /// Monitors (true) or unmonitors (false) every item.
    public var isMonitored: Bool?
    /// The quality profile every item gets.
    public var qualityProfileID: Int?
    /// The root folder every item moves to.
    public var rootFolderPath: String?
    /// Whether the server moves the files to the new root folder (with ``rootFolderPath``).
    public var movesFiles = false
    /// Tag ids, applied as ``tagMode`` says.
    public var tags: [Int]?
    /// How ``tags`` apply.
    public var tagMode = TagMode.add
    /// A service's own fields, by their name on the wire (Radarr's `minimumAvailability`,
    /// Sonarr's `seriesType` and `seasonFolder`, Lidarr's `metadataProfileId`).
    public var serviceFields: [String: ServiceFieldValue] = [:]

    /// A value of a service's own field.
    public enum ServiceFieldValue: Sendable, Hashable {
        case text(String)
        case number(Int)
        case flag(Bool)

        var json: JSONValue {
            switch self {
            case .text(let text): text.jsonValue
            case .number(let number): number.jsonValue
            case .flag(let flag): flag.jsonValue
            }
        }
    }

    /// A change that changes nothing yet.
    public init(isMonitored: Bool? = nil) {
        self.isMonitored = isMonitored
    }

    /// The editor request's body for the items `ids` (`idsField`: `movieIds`, `seriesIds`, `artistIds`).
    func body(ids: [Int], idsField: String) -> JSONValue {
        var body: [String: JSONValue] = [idsField: ids.jsonValue, "moveFiles": movesFiles.jsonValue]
        if let isMonitored { body["monitored"] = isMonitored.jsonValue }
        if let qualityProfileID { body["qualityProfileId"] = qualityProfileID.jsonValue }
        if let rootFolderPath { body["rootFolderPath"] = rootFolderPath.jsonValue }
        if let tags {
            body["tags"] = tags.jsonValue
            body["applyTags"] = tagMode.rawValue.jsonValue
        }
        for (field, value) in serviceFields { body[field] = value.json }
        return .object(body)
    }
}

extension ServarrRepository {
    /// The editor's field naming the items: `movieIds`, `seriesIds`, `artistIds`.
    private nonisolated var editorIDsField: String { "\(Self.api.mediaResource)Ids" }

    /// Applies `change` to the library items `ids` in one request (`PUT <resource>/editor`).
    /// The server's refusal is thrown as ``ServarrError/rejected(status:message:)``.
    public func edit(mediaIDs ids: [Int], _ change: MediaEditorChange) async throws {
        try await send(.put, "\(Self.api.mediaResource)/editor", json: change.body(ids: ids, idsField: editorIDsField))
    }

    /// Removes the library items `ids` in one request (`DELETE <resource>/editor`), with their
    /// files and an import exclusion if asked.
    public func deleteMedia(ids: [Int], deleteFiles: Bool = false, addExclusion: Bool = false) async throws {
        try await send(
            .delete, "\(Self.api.mediaResource)/editor",
            json: .object([
                editorIDsField: ids.jsonValue, "deleteFiles": deleteFiles.jsonValue, Self.api.exclusionParameter: addExclusion.jsonValue,
            ]))
    }
}
