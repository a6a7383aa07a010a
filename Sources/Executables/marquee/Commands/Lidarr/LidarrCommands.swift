import ArgumentParser
import LidarrAPI
import LidarrFeature
import MarqueeApp
import ServarrCore
import SettingsFeature

/// `marquee lidarr <verb> <noun>`: the Lidarr screens' actions for scripts, over the same
/// repository (``ServiceClient``). What Lidarr shares with Radarr and Sonarr is generic
/// (``Get``, ``Grab``, ``Delete``, ``Edit``, ``Refresh``, ``RemoveFromQueue``, ``RSSSync``); its own verbs walk
/// artists → albums → tracks and name artists by MusicBrainz id.
struct LidarrCommands: ReleaseSearching {
    static let configuration = groupConfiguration(
        examples: [
            "list artists",
            "list albums --artist-id 1 --output json | jq '.[] | select(.monitored) | .title'",
            "list tracks --album-id 4",
            "add artist --term Radiohead --metadata-profile Standard --monitor future",
            "search album 4 5 --wait",
            "delete artist 1 --yes",
        ], list: List.self, add: Add.self, edit: Edit<LidarrCommands>.self, search: Search.self, grab: Grab<LidarrCommands>.self)

    typealias Repository = LidarrRepository
    typealias Service = LidarrService
    static var kind: ServiceKind { .lidarr }
    static let noun = "artist", pluralNoun = "artists", catalogue = "MusicBrainz", exclusion = "import list exclusion", wantedNoun = "albums"
    static let exampleID = 1, catalogueOption = "mbid"
    static let searchOnAddHelp = "Search for the artist's missing albums right after adding."
    static func lookupTerm(externalID: String) -> String { "lidarr:\(externalID)" }
    static let refreshAll = LidarrCommand.refreshArtist(id: nil)
    static let partNoun: String? = "album", releaseOwner = "album"
    static func part(id: Int, of client: ServiceClient<Self>) async throws -> any OutputRecord { try await client.album(id: id) }
    static func releases(ownerID id: Int, of client: ServiceClient<Self>) async throws -> [Release] {
        _ = try await client.album(id: id)
        return try await client.releases(albumID: id)
    }
}
