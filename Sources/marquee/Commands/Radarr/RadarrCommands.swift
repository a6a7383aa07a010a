import ArgumentParser
import MarqueeApp
import RadarrAPI

/// `marquee radarr <verb> <noun>`: the Radarr screens' actions for scripts, over the same
/// repository (``ServiceClient``).
struct RadarrCommands: ServiceCommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "radarr",
        abstract: "Script a Radarr instance: list, get, add, edit, delete, search, refresh, grab, remove, rss-sync.",
        discussion: """
            Every verb takes --instance NAME (default: the first Radarr instance of the \
            configuration), --demo (the built-in simulator), --output table|json|yaml and --utc.
            Examples:
              marquee radarr list movies
              marquee radarr list movies --output json | jq '.[] | select(.hasFile | not) | .title'
              marquee radarr get movie 603 --instance 4k
              marquee radarr add movie --tmdb-id 603 --quality-profile HD-1080p --search
              marquee radarr delete movie 603 --delete-files --yes
            See docs/cli.md for the JSON fields and exit codes.
            """,
        subcommands: [
            List.self, Get.self, Add.self, Edit.self, Delete<RadarrCommands>.self, Search.self, Refresh<RadarrCommands>.self,
            Grab.self, RemoveFromQueue<RadarrCommands>.self, RSSSync<RadarrCommands>.self,
        ]
    )

    typealias Repository = RadarrRepository
    static var kind: ServiceKind { .radarr }
    static let noun = "movie", pluralNoun = "movies", catalogue = "TMDb", exclusion = "import exclusion", wantedNoun = "movies", exampleID = 12
    static let searchOnAddHelp = "Search for the movie right after adding it."
    static func lookupTerm(externalID: Int) -> String { "tmdb:\(externalID)" }
    static func refresh(id: Int?) -> RadarrCommand { .refreshMovies(ids: id.map { [$0] } ?? []) }
}
