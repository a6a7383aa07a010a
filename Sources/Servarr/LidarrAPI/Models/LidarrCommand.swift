import ServarrCore

/// A command Lidarr can run.
public enum LidarrCommand: ServarrCommand {
    /// Search indexers for all monitored albums of an artist.
    case searchArtist(id: Int)
    /// Search indexers for the given albums.
    case searchAlbums(ids: [Int])
    /// Refresh metadata and rescan files of an artist (all when nil).
    case refreshArtist(id: Int?)
    /// Fetch the indexers' RSS feeds.
    case rssSync
    /// Search all monitored albums without files.
    case searchMissingAlbums

    public var name: String {
        switch self {
        case .searchArtist: "ArtistSearch"
        case .searchAlbums: "AlbumSearch"
        case .refreshArtist: "RefreshArtist"
        case .rssSync: "RssSync"
        case .searchMissingAlbums: "MissingAlbumSearch"
        }
    }

    public var fields: [String: CommandField] {
        switch self {
        case .searchArtist(let id): ["artistId": .number(id)]
        case .searchAlbums(let ids): ["albumIds": .numbers(ids)]
        case .refreshArtist(let id): id.map { ["artistId": .number($0)] } ?? [:]
        case .rssSync, .searchMissingAlbums: [:]
        }
    }
}
