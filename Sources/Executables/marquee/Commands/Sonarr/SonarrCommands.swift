import ArgumentParser
import MarqueeApp
import SettingsFeature
import SonarrAPI
import SonarrFeature

/// `marquee sonarr <verb> <noun>`: the Sonarr screens' actions for scripts, over the same
/// repository (``ServiceClient``).
struct SonarrCommands: ServiceCommandGroup {
    static let configuration = groupConfiguration(
        examples: [
            "list series",
            "list episodes --series-id 3 --season 1 --output json",
            "add series --tvdb-id 81189 --monitor future --series-type standard",
            "edit episode 120 --unmonitored",
            "delete series 3 --yes",
        ], list: List.self, add: Add.self, edit: Edit.self, search: Search.self, grab: Grab.self)

    typealias Repository = SonarrRepository
    typealias Service = SonarrService
    static var kind: ServiceKind { .sonarr }
    static let noun = "series", pluralNoun = "series", catalogue = "TVDB", exclusion = "import list exclusion", wantedNoun = "episodes", exampleID = 3
    static let searchOnAddHelp = "Search for missing episodes right after adding."
    static func lookupTerm(externalID: Int) -> String { "tvdb:\(externalID)" }
    static let refreshAll = SonarrCommand.refreshSeries(id: nil)
    static let partNoun: String? = "episode"
    static func part(id: Int, of client: ServiceClient<Self>) async throws -> any OutputRecord { try await client.episode(id: id) }
}
