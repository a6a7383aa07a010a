import ArgumentParser
import MarqueeApp
import RadarrAPI
import RadarrFeature
import ServarrCore
import SettingsFeature

/// `marquee radarr <verb> <noun>`: the Radarr screens' actions for scripts, over the same
/// repository (``ServiceClient``).
struct RadarrCommands: ReleaseSearching {
    static let configuration = groupConfiguration(
        examples: [
            "list movies",
            "list movies --output json | jq '.[] | select(.hasFile | not) | .title'",
            "get movie 603 --instance 4k",
            "add movie --tmdb-id 603 --quality-profile HD-1080p --search",
            "delete movie 603 --delete-files --yes",
        ], list: List.self, add: Add.self, edit: Edit<RadarrCommands>.self, search: Search.self, grab: Grab<RadarrCommands>.self)

    typealias Repository = RadarrRepository
    typealias Service = RadarrService
    static var kind: ServiceKind { .radarr }
    static let noun = "movie", pluralNoun = "movies", catalogue = "TMDb", exclusion = "import exclusion", wantedNoun = "movies", exampleID = 12
    static let searchOnAddHelp = "Search for the movie right after adding it."
    static func lookupTerm(externalID: Int) -> String { "tmdb:\(externalID)" }
    static let refreshAll = RadarrCommand.refreshMovies(ids: [])
    static let releaseOwner = "movie"
    static func releases(ownerID id: Int, of client: ServiceClient<Self>) async throws -> [Release] {
        _ = try await client.item(id: id)
        return try await client.releases(movieID: id)
    }
}
