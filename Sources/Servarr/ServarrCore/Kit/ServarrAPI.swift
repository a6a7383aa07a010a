import Foundation
import MarqueeJSON

/// What differs between the services' shared endpoints: a small description a repository fills
/// in once (see ``ServarrRepository``). A third service (Lidarr: `api/v1`, `artist`, `artistId`,
/// albums in the calendar and wanted lists) is one more value of this type.
public struct ServarrAPI<Media: Sendable, WantedItem: Sendable>: Sendable {
    /// The service's name, as messages and system status show it ("Radarr").
    public let name: String
    /// The API's root path ("api/v3").
    package let root: String
    /// The library's resource ("movie", "series").
    package let mediaResource: String
    /// The field that names a queue or history record's library item ("movieId").
    package let mediaKey: StaticString
    /// The delete parameter that adds an import exclusion ("addImportExclusion").
    package let exclusionParameter: String
    /// Extra parameters of calendar and wanted requests (Sonarr: `includeSeries=true`).
    package let wantedParameters: [(String, String)]
    /// Extra parameters of cutoff-unmet requests beyond ``wantedParameters`` (Sonarr:
    /// `includeEpisodeFile=true`, for the quality each file has).
    package let cutoffParameters: [(String, String)]
    /// The profile fields a new root folder needs, each with the endpoint whose first record's
    /// id it takes (Lidarr: `defaultQualityProfileId` from `qualityprofile`).
    package let rootFolderDefaults: [(field: String, endpoint: String)]
    /// Reads a library or lookup row (`requiresID` false for lookup results).
    package let readMedia: @Sendable (inout JSONRecord, _ requiresID: Bool) -> Media?
    /// Reads a calendar or wanted row.
    package let readWantedItem: @Sendable (inout JSONRecord) -> WantedItem?
    /// Puts the written fields of an item over the server's JSON of it (the rest is kept).
    package let writeMedia: @Sendable (Media, JSONValue) -> JSONValue

    /// Describes one service's API whose items and wanted items are declared records: they are
    /// read and written from their declarations (``ServarrRecord``).
    package init(
        name: String, root: String = "api/v3", mediaResource: String, mediaKey: StaticString, exclusionParameter: String,
        wantedParameters: [(String, String)] = [], cutoffParameters: [(String, String)] = [],
        rootFolderDefaults: [(field: String, endpoint: String)] = []
    ) where Media: ServarrRecord, WantedItem: ServarrRecord {
        self.init(
            name: name, root: root, mediaResource: mediaResource, mediaKey: mediaKey, exclusionParameter: exclusionParameter,
            wantedParameters: wantedParameters, cutoffParameters: cutoffParameters, rootFolderDefaults: rootFolderDefaults,
            readMedia: { Media.read(&$0, requiresIdentity: $1) }, readWantedItem: { WantedItem.read(&$0) },
            writeMedia: { $0.json(over: $1) })
    }

    private init(
        name: String, root: String = "api/v3", mediaResource: String, mediaKey: StaticString, exclusionParameter: String,
        wantedParameters: [(String, String)] = [], cutoffParameters: [(String, String)] = [],
        rootFolderDefaults: [(field: String, endpoint: String)] = [],
        readMedia: @escaping @Sendable (inout JSONRecord, _ requiresID: Bool) -> Media?,
        readWantedItem: @escaping @Sendable (inout JSONRecord) -> WantedItem?,
        writeMedia: @escaping @Sendable (Media, JSONValue) -> JSONValue
    ) {
        self.name = name
        self.root = root
        self.mediaResource = mediaResource
        self.mediaKey = mediaKey
        self.exclusionParameter = exclusionParameter
        self.wantedParameters = wantedParameters
        self.cutoffParameters = cutoffParameters
        self.rootFolderDefaults = rootFolderDefaults
        self.readMedia = readMedia
        self.readWantedItem = readWantedItem
        self.writeMedia = writeMedia
    }
}
