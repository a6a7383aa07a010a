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
    /// Rename the given track files of an artist to follow the naming settings (`RenameFiles`).
    case renameFiles(artistID: Int, fileIDs: [Int])
    /// Rename every track file of the given artists (`RenameArtist`).
    case renameArtists(ids: [Int])
    /// Rewrite the tags of the given track files of an artist from its metadata (`RetagFiles`).
    case retagFiles(artistID: Int, fileIDs: [Int])
    /// Rewrite the tags of every track file of the given artists (`RetagArtist`).
    case retagArtists(ids: [Int])

    /// One `ArtistSearch` per artist: the command takes one `artistId`.
    public static func searches(ofLibraryItems ids: [Int]) -> [LidarrCommand] { ids.map { .searchArtist(id: $0) } }

    /// One `RefreshArtist` per artist (`artistId`, which every Lidarr version reads).
    public static func refreshes(ofLibraryItems ids: [Int]) -> [LidarrCommand] { ids.map { .refreshArtist(id: $0) } }

    public var name: String {
        switch self {
        case .searchArtist: "ArtistSearch"
        case .searchAlbums: "AlbumSearch"
        case .refreshArtist: "RefreshArtist"
        case .rssSync: "RssSync"
        case .searchMissingAlbums: "MissingAlbumSearch"
        case .renameFiles: "RenameFiles"
        case .renameArtists: "RenameArtist"
        case .retagFiles: "RetagFiles"
        case .retagArtists: "RetagArtist"
        }
    }

    public var fields: [String: CommandField] {
        switch self {
        case .searchArtist(let id): ["artistId": .number(id)]
        case .searchAlbums(let ids): ["albumIds": .numbers(ids)]
        case .refreshArtist(let id): id.map { ["artistId": .number($0)] } ?? [:]
        case .renameFiles(let artistID, let fileIDs), .retagFiles(let artistID, let fileIDs):
            ["artistId": .number(artistID), "files": .numbers(fileIDs)]
        case .renameArtists(let ids), .retagArtists(let ids): ["artistIds": .numbers(ids)]
        case .rssSync, .searchMissingAlbums: [:]
        }
    }
}
