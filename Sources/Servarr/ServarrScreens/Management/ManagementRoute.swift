import MarqueeNavigation

/// The server-management screens every Servarr feature has (issue 13); the raw value is the
/// deep link's last path component (`/radarr/download-clients`). A module's route enum wraps
/// it in one case (`case manage(ManagementRoute)`).
public enum ManagementRoute: String, CaseIterable, Hashable, Codable, Sendable {
    case blocklist, indexers
    case downloadClients = "download-clients"
    case tags
    case rootFolders = "root-folders"

    /// The screen's title.
    public var title: String {
        switch self {
        case .blocklist: "Blocklist"
        case .indexers: "Indexers"
        case .downloadClients: "Download clients"
        case .tags: "Tags"
        case .rootFolders: "Root folders"
        }
    }

    /// The key command that opens the screen from the feature's screens (shifted letters,
    /// like the activity screens').
    public var key: String {
        switch self {
        case .blocklist: "B"
        case .indexers: "N"
        case .downloadClients: "D"
        case .tags: "T"
        case .rootFolders: "R"
        }
    }
}

/// The sheets and alerts of the management screens. A module's modal enum wraps it in one
/// case (`case manageModal(ManagementModal)`).
public enum ManagementModal: Hashable, Codable, Sendable {
    /// "Remove these releases from the blocklist?"
    case removeFromBlocklist(ids: RecordIDs)
    /// "Clear the whole blocklist?"
    case clearBlocklist
    /// The edit sheet of an indexer: name, priority, RSS and search flags, tags.
    case editIndexer(id: Int)
    /// "Delete this indexer?"
    case deleteIndexer(id: Int)
    /// The edit sheet of a download client: name, priority, enabled, tags.
    case editDownloadClient(id: Int)
    /// "Delete this download client?"
    case deleteDownloadClient(id: Int)
    /// The name of a new tag.
    case newTag
    /// The new name of a tag.
    case renameTag(id: Int)
    /// "Delete this tag?" (only offered for tags nothing uses).
    case deleteTag(id: Int)
    /// The path of a new root folder.
    case addRootFolder
    /// "Remove this root folder?"
    case removeRootFolder(id: Int)
}

/// Record ids in a link, comma-separated: `/radarr/blocklist/remove/3,7,12`.
public struct RecordIDs: LinkValue, Hashable, Codable, Sendable {
    public var ids: [Int]

    public init(_ ids: [Int]) { self.ids = ids }

    public init?(linkText: String) {
        let parts = linkText.split(separator: ",", omittingEmptySubsequences: false)
        let ids = parts.compactMap { Int(linkText: String($0)) }
        guard !ids.isEmpty, ids.count == parts.count, ids.allSatisfy({ $0 > 0 }) else { return nil }
        self.ids = ids
    }

    public var linkText: String { ids.map(String.init).joined(separator: ",") }

    public static var linkDescription: String { "record ids separated by commas" }
}

extension ManagementModal {
    /// One value of each case, for checks that must cover every case (links, snapshot texts).
    public static let oneOfEach: [ManagementModal] = [
        .removeFromBlocklist(ids: RecordIDs([3, 7])), .clearBlocklist, .editIndexer(id: 2), .deleteIndexer(id: 2), .editDownloadClient(id: 2),
        .deleteDownloadClient(id: 2), .newTag,
        .renameTag(id: 1), .deleteTag(id: 1), .addRootFolder, .removeRootFolder(id: 1),
    ]
}
