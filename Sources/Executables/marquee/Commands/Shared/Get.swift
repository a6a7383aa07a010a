import ArgumentParser

/// `marquee <service> get <noun> ID`: one library item, or one of its parts (a Sonarr
/// episode, a Lidarr album; see ``ServiceCommandGroup/partNoun``).
struct Get<Group: ServiceCommandGroup>: ServiceCommand where Group.Repository.Media: OutputRecord {
    static var configuration: CommandConfiguration {
        let prefix = "marquee \(Group.name) get"
        return CommandConfiguration(
            commandName: "get",
            abstract: "Show one \(Group.noun)" + (Group.partNoun.map { " or \($0)" } ?? " of the library") + ".",
            discussion: "Examples:\n  \(prefix) \(Group.noun) \(Group.exampleID)\n"
                + "  \(prefix) \(Group.partNoun ?? Group.noun) \(Group.exampleID) --output json | jq .monitored"
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: ItemOrPartNoun<Group>.allValueStrings.joined(separator: " or ")))
    var noun: ItemOrPartNoun<Group>
    @Argument(help: "The id.") var id: Int
    @OptionGroup var options: CommonOptions

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            if noun.isPart { try writer.write(try await Group.part(id: id, of: service)) } else { try writer.write(try await service.item(id: id)) }
        }
    }
}

/// The noun of `get`: the group's ``ServiceCommandGroup/noun`` or its part's.
struct ItemOrPartNoun<Group: ServiceCommandGroup>: ExpressibleByArgument {
    /// Whether the noun names a part (an episode, an album) rather than a library item.
    var isPart: Bool

    init?(argument: String) {
        guard argument == Group.noun || argument == Group.partNoun else { return nil }
        isPart = argument != Group.noun
    }

    static var allValueStrings: [String] { [Group.noun] + (Group.partNoun.map { [$0] } ?? []) }
}
