import Foundation
import MarqueeJSON

// The wire shapes of the management endpoints (indexers, download clients, tags, root folders,
// quality profiles), as Radarr, Sonarr and Lidarr send them. Every field is optional so that
// a PUT or POST body is read the way the servers read it: what is missing is then validated.

/// One `{name, value}` setting of an indexer or download client.
struct ProviderField: Codable, Sendable, Hashable {
    var order: Int?
    var name: String?
    var label: String?
    /// The setting's value: a string, number, boolean or list, as its `type` says.
    var value: JSONValue?
    var type: String?
    var advanced: Bool?
}

/// An indexer (`IndexerResource`) or download client (`DownloadClientResource`): the
/// servers' providers share one shape, the flags differ.
struct ProviderResource: Codable, Sendable, Hashable {
    var id: Int?
    var name: String?
    var fields: [ProviderField]?
    var implementationName: String?
    var implementation: String?
    var configContract: String?
    var infoLink: String?
    var tags: [Int]?
    var presets: [ProviderField]?
    var `protocol`: String?
    var priority: Int?
    // Indexers.
    var enableRss: Bool?
    var enableAutomaticSearch: Bool?
    var enableInteractiveSearch: Bool?
    var supportsRss: Bool?
    var supportsSearch: Bool?
    var downloadClientId: Int?
    // Download clients.
    var enable: Bool?
    var removeCompletedDownloads: Bool?
    var removeFailedDownloads: Bool?
}

/// The body of `PUT indexer/bulk` and `PUT downloadclient/bulk`.
struct ProviderBulkEdit: Decodable, Sendable {
    var ids: [Int]?
    var enableRss: Bool?
    var enableAutomaticSearch: Bool?
    var enableInteractiveSearch: Bool?
    var enable: Bool?
    var priority: Int?
    var tags: [Int]?
    /// `add` (the default), `remove` or `replace`.
    var applyTags: String?
}

/// The result of one provider of `POST …/testall`.
struct ProviderTestAllResult: Encodable, Sendable {
    var id: Int
    var isValid: Bool
    var validationFailures: [ValidationFailure]
}

/// A tag (`TagResource`).
struct TagResource: Codable, Sendable, Hashable {
    var id: Int?
    var label: String?
}

/// What uses a tag (`TagDetailsResource`); the media list is named by the service
/// (`movieIds`, `seriesIds`, `artistIds`), see ``TagDetails/encode(to:)``.
struct TagDetails: Encodable, Sendable {
    var id: Int
    var label: String
    var delayProfileIds: [Int] = []
    var importListIds: [Int] = []
    var notificationIds: [Int] = []
    var restrictionIds: [Int] = []
    var indexerIds: [Int]
    var downloadClientIds: [Int]
    var autoTagIds: [Int] = []
    var mediaIDs: [Int]
    var mediaKey: String

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: Key("id"))
        try container.encode(label, forKey: Key("label"))
        try container.encode(delayProfileIds, forKey: Key("delayProfileIds"))
        try container.encode(importListIds, forKey: Key("importListIds"))
        try container.encode(notificationIds, forKey: Key("notificationIds"))
        try container.encode(restrictionIds, forKey: Key(mediaKey == "movieIds" ? "releaseProfileIds" : "restrictionIds"))
        try container.encode(indexerIds, forKey: Key("indexerIds"))
        try container.encode(downloadClientIds, forKey: Key("downloadClientIds"))
        try container.encode(autoTagIds, forKey: Key("autoTagIds"))
        try container.encode(mediaIDs, forKey: Key(mediaKey))
    }
}

/// A folder below a root folder that no library item uses (`UnmappedFolder`).
struct UnmappedFolder: Codable, Sendable, Hashable {
    var name: String?
    var path: String?
    var relativePath: String?
}

/// A root folder (`RootFolderResource`) with the free and total space of its disk (the total
/// left out where the server does not show it): Radarr and Sonarr list its unmapped folders;
/// Lidarr's has a name and default profiles.
struct RootFolderResource: Codable, Sendable, Hashable {
    var id: Int?
    var name: String?
    var path: String?
    var defaultMetadataProfileId: Int?
    var defaultQualityProfileId: Int?
    var defaultMonitorOption: String?
    var defaultNewItemMonitorOption: String?
    var defaultTags: [Int]?
    var accessible: Bool?
    var freeSpace: Int64?
    var totalSpace: Int64?
    var unmappedFolders: [UnmappedFolder]?
}

/// A quality profile (`QualityProfileResource`), as the simulator lists them.
struct QualityProfile: Encodable, Sendable, Hashable {
    var id: Int
    var name: String
    var upgradeAllowed: Bool
    var cutoff: Int
}
