import Foundation

/// A release the service will not grab again (`Activity → Blocklist`).
public struct BlocklistItem: Sendable, Hashable, Identifiable {
    public var id: Int
    /// The library item it was grabbed for (movie, series, artist), when known.
    public var mediaID: Int?
    /// The release's name.
    public var sourceTitle: String
    /// The release's quality ("WEBDL-1080p").
    public var quality: String?
    /// When it was blocklisted.
    public var date: Date?
    /// `usenet` or `torrent`.
    public var downloadProtocol: String
    /// The indexer that offered it.
    public var indexer: String
    /// Why it was blocklisted.
    public var message: String

    public init(
        id: Int, mediaID: Int?, sourceTitle: String, quality: String?, date: Date?, downloadProtocol: String, indexer: String,
        message: String
    ) {
        self.id = id
        self.mediaID = mediaID
        self.sourceTitle = sourceTitle
        self.quality = quality
        self.date = date
        self.downloadProtocol = downloadProtocol
        self.indexer = indexer
        self.message = message
    }
}

/// How the blocklist is sorted: the server sorts, so every page follows the same order.
public struct BlocklistSort: Sendable, Hashable {
    /// A column the servers sort the blocklist by.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case date, sourceTitle, indexer

        /// The column's name in the screen's header.
        public var title: String {
            switch self {
            case .date: "date"
            case .sourceTitle: "release"
            case .indexer: "indexer"
            }
        }
    }

    public var key: Key
    public var isAscending: Bool

    public init(key: Key = .date, isAscending: Bool = false) {
        self.key = key
        self.isAscending = isAscending
    }

    /// Newest first: what the servers show.
    public static let newestFirst = BlocklistSort()
}

extension BlocklistItem: ServarrRecord {
    package static let blank = BlocklistItem(
        id: 0, mediaID: nil, sourceTitle: "", quality: nil, date: nil, downloadProtocol: "", indexer: "", message: "")

    // The library item is `movieId`, `seriesId` or `artistId`: each service sends its own.
    package static let fields: [RecordField<BlocklistItem>] = [
        .identity(\.id),
        .field("movieId", \.mediaID),
        .field("seriesId", \.mediaID),
        .field("artistId", \.mediaID),
        .field("sourceTitle", \.sourceTitle),
        .custom("quality", .object, read: { json, item in item.quality = json.qualityName() }),
        .field("date", \.date),
        .field("protocol", \.downloadProtocol),
        .field("indexer", \.indexer),
        .field("message", \.message),
    ]
}
