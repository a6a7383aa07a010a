import ArgumentParser
import MarqueeApp
import SonarrAPI

/// `marquee sonarr <verb> <noun>`: the Sonarr screens' actions for scripts, over the same
/// repository (``ServiceClient``).
struct SonarrCommands: ServiceCommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "sonarr",
        abstract: "Script a Sonarr instance: list, get, add, edit, delete, search, refresh, grab, remove, rss-sync.",
        discussion: """
            Every verb takes --instance NAME (default: the first Sonarr instance of the \
            configuration), --demo (the built-in simulator), --output table|json|yaml and --utc.
            Examples:
              marquee sonarr list series
              marquee sonarr list episodes --series-id 3 --season 1 --output json
              marquee sonarr add series --tvdb-id 81189 --monitor future --series-type standard
              marquee sonarr edit episode 120 --unmonitored
              marquee sonarr delete series 3 --yes
            See docs/cli.md for the JSON fields and exit codes.
            """,
        subcommands: [
            List.self, Get.self, Add.self, Edit.self, Delete<SonarrCommands>.self, Search.self, Refresh<SonarrCommands>.self,
            Grab.self, RemoveFromQueue<SonarrCommands>.self, RSSSync<SonarrCommands>.self,
        ]
    )

    typealias Repository = SonarrRepository
    static var kind: ServiceKind { .sonarr }
    static let noun = "series", pluralNoun = "series", catalogue = "TVDB", exclusion = "import list exclusion", wantedNoun = "episodes", exampleID = 3
    static let searchOnAddHelp = "Search for missing episodes right after adding."
    static func lookupTerm(externalID: Int) -> String { "tvdb:\(externalID)" }
    static func refresh(id: Int?) -> SonarrCommand { .refreshSeries(id: id) }
}
