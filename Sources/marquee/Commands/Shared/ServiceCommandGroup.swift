import ArgumentParser
import MarqueeApp
import ServarrCore

/// `marquee radarr` or `marquee sonarr`: the service a group's verbs talk to and the words
/// they use, so the verbs every service has (``Delete``, ``Refresh``, ``RemoveFromQueue``,
/// ``RSSSync``) and the client (``ServiceClient``) are written once.
protocol ServiceCommandGroup: ParsableCommand {
    /// The service's repository (whose catalogue ids are numbers: TMDb, TVDB).
    associatedtype Repository: ServarrRepository where Repository.Media.ExternalID == Int
    /// The service's kind in the configuration.
    static var kind: ServiceKind { get }
    /// What one library item is called: "movie", "series".
    static var noun: String { get }
    /// What the library's items are called: "movies", "series".
    static var pluralNoun: String { get }
    /// What the wanted lists hold: "movies", "episodes".
    static var wantedNoun: String { get }
    /// The catalogue items are looked up in: "TMDb", "TVDB".
    static var catalogue: String { get }
    /// The help of `add --search`.
    static var searchOnAddHelp: String { get }
    /// The lookup term that finds one catalogue id ("tmdb:603").
    static func lookupTerm(externalID: Int) -> String
    /// What the delete exclusion adds: "an import exclusion".
    static var exclusion: String { get }
    /// Refreshes one item, or every item when `id` is nil.
    static func refresh(id: Int?) -> Repository.Command
    /// An example id for help texts ("12").
    static var exampleID: Int { get }
}

extension ServiceCommandGroup {
    /// The group's command name: "radarr".
    static var name: String { configuration.commandName ?? kind.rawValue }
    /// "movie's", "series'".
    static var possessive: String { noun.hasSuffix("s") ? noun + "'" : noun + "'s" }

    /// Runs `body` against the instance `options` chooses.
    @MainActor
    static func run(_ options: CommonOptions, _ body: (ServiceClient<Self>, OutputWriter) async throws -> Void) async throws(AppFailure) {
        try await ServiceTarget.run(kind, options: options, connect: ServiceClient<Self>.init(instance:), body: body)
    }
}

/// The noun of a verb on one library item (`movie`, `series`): the only value it accepts is
/// the group's ``ServiceCommandGroup/noun``.
struct ItemNoun<Group: ServiceCommandGroup>: ExpressibleByArgument {
    init?(argument: String) {
        guard argument == Group.noun else { return nil }
    }

    static var allValueStrings: [String] { [Group.noun] }
}
