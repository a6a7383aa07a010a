import ArgumentParser
import MarqueeApp
import ServarrCore
import ServarrScreens

/// `marquee radarr`, `marquee sonarr` or `marquee lidarr`: the service a group's verbs talk to and the words
/// they use, so the verbs every service has (``Delete``, ``Refresh``, ``RemoveFromQueue``,
/// ``RSSSync``) and the client (``ServiceClient``) are written once.
protocol ServiceCommandGroup: ParsableCommand {
    /// The service's repository (whose catalogue ids are numbers for TMDb and TVDB, texts
    /// for MusicBrainz).
    associatedtype Repository: ServarrRepository where Repository.Media.ExternalID: ExpressibleByArgument & CustomStringConvertible
    /// The service's feature, which knows what its wanted items read (the qualities of cutoff
    /// unmet), as the app's screens show them.
    associatedtype Service: ServarrActivityService where Service.Repository == Repository
    /// The service's kind in the configuration.
    static var kind: ServiceKind { get }
    /// What one library item is called: "movie", "series", "artist".
    static var noun: String { get }
    /// What the library's items are called: "movies", "series".
    static var pluralNoun: String { get }
    /// What the wanted lists hold: "movies", "episodes".
    static var wantedNoun: String { get }
    /// The catalogue items are looked up in: "TMDb", "TVDB", "MusicBrainz".
    static var catalogue: String { get }
    /// The option naming a catalogue id, without dashes: "tmdb-id" (the default), "mbid".
    static var catalogueOption: String { get }
    /// The help of `add --search`.
    static var searchOnAddHelp: String { get }
    /// The lookup term that finds one catalogue id ("tmdb:603").
    static func lookupTerm(externalID: Repository.Media.ExternalID) -> String
    /// What the delete exclusion adds: "an import exclusion".
    static var exclusion: String { get }
    /// Refreshes every item (`refresh --all`; some items:
    /// ``ServarrCore/ServarrCommand/refreshes(ofLibraryItems:)``).
    static var refreshAll: Repository.Command { get }
    /// An example id for help texts ("12").
    static var exampleID: Int { get }
    /// What `get` shows besides a library item: "episode", "album"; nil (the default) when nothing.
    static var partNoun: String? { get }
    /// The part `id` (a clear "no episode with id" failure when missing), for `get`.
    static func part(id: Int, of client: ServiceClient<Self>) async throws -> any OutputRecord
    /// The files renaming would move for library item `id`, for `rename`.
    static func renamePreview(id: Int, of client: ServiceClient<Self>) async throws -> [FileRename]
    /// The command that renames the files `fileIDs` of library item `id`.
    static func renameFiles(id: Int, fileIDs: [Int]) -> Repository.Command
}

extension ServiceCommandGroup {
    /// The group's command name: "radarr".
    static var name: String { configuration.commandName ?? kind.rawValue }
    static var partNoun: String? { nil }
    static func part(id: Int, of client: ServiceClient<Self>) async throws -> any OutputRecord {
        throw CommandError.usage("\(name) has no parts to show")
    }

    /// A client for `instance` (of this group's kind).
    static func client(for instance: ServiceInstance) -> any ServarrClient { ServiceClient<Self>(instance: instance) }

    /// `--tmdb-id`, `--tvdb-id`.
    static var catalogueOption: String { catalogue.lowercased() + "-id" }
    /// The indefinite article before ``noun``: "a" (movie, series), "an" (artist).
    static var article: String { noun.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
    /// "movie's", "series'".
    static var possessive: String { noun.hasSuffix("s") ? noun + "'" : noun + "'s" }

    /// Runs `body` against the instance `options` chooses.
    @MainActor
    static func run(_ options: CommonOptions, _ body: (ServiceClient<Self>, OutputWriter) async throws -> Void) async throws(AppFailure) {
        try await ServiceTarget.run(kind, options: options, connect: ServiceClient<Self>.init(instance:), body: body)
    }
}

extension ServarrMedia {
    /// The quoted title with the year when known: `"The Matrix" (1999)`, `"Radiohead"`.
    var quotedTitle: String { "\"\(TableText.singleLine(title))\"" + (year > 0 ? " (\(year))" : "") }
}

/// The noun of a verb on one library item (`movie`, `series`): the only value it accepts is
/// the group's ``ServiceCommandGroup/noun``.
struct ItemNoun<Group: ServiceCommandGroup>: ExpressibleByArgument {
    init?(argument: String) {
        guard argument == Group.noun else { return nil }
    }

    static var allValueStrings: [String] { [Group.noun] }
}

extension ServiceCommandGroup where Repository.Media: OutputRecord {
    /// A group's help and verbs: its own `list`, `add`, `edit`, `search` and `grab` among the
    /// generic ones, in the order help lists them, with `examples` (after `marquee <name> `).
    static func groupConfiguration(
        examples: [String], list: any ParsableCommand.Type, add: any ParsableCommand.Type, edit: any ParsableCommand.Type,
        search: any ParsableCommand.Type, grab: any ParsableCommand.Type
    ) -> CommandConfiguration {
        let service = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
        return CommandConfiguration(
            commandName: kind.rawValue,
            abstract:
                "Script a \(service) instance: list, get, add, edit, delete, search, refresh, grab, remove, rss-sync, rename, import, history, export, apply.",
            discussion: """
                Every verb takes --instance NAME (default: the first \(service) instance of the \
                configuration), --demo (the built-in simulator), --output table|json|yaml and --utc.
                Examples:

                """ + examples.map { "  marquee \(kind.rawValue) " + $0 }.joined(separator: "\n")
                    + "\nSee docs/cli.md for the JSON fields and exit codes.",
            subcommands: [
                list, Get<Self>.self, add, edit, Delete<Self>.self, search, Refresh<Self>.self, grab, RemoveFromQueue<Self>.self, RSSSync<Self>.self,
                Rename<Self>.self, ManualImport<Self>.self, HistoryAction<Self>.self,
                ExportProfiles<Self>.self, ApplyProfiles<Self>.self,
            ]
        )
    }
}
