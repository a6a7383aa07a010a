import ArgumentParser

/// `marquee <service> get <noun> ID`: one library item, or one of its parts (a Sonarr
/// episode, a Lidarr album; see ``ServiceCommandGroup/partNoun``); `get quality-profile NAME`
/// one quality profile (by name or id).
struct Get<Group: ServiceCommandGroup>: ServiceCommand where Group.Repository.Media: OutputRecord {
    static var configuration: CommandConfiguration {
        let prefix = "marquee \(Group.name) get"
        return CommandConfiguration(
            commandName: "get",
            abstract: "Show one \(Group.noun)" + (Group.partNoun.map { " or \($0)" } ?? " of the library") + ", or a quality profile.",
            discussion: "Examples:\n  \(prefix) \(Group.noun) \(Group.exampleID)\n"
                + "  \(prefix) \(Group.partNoun ?? Group.noun) \(Group.exampleID) --output json | jq .monitored\n"
                + "  \(prefix) quality-profile HD-1080p --output json | jq .formatScores"
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: ItemOrPartNoun<Group>.allValueStrings.joined(separator: " or ")))
    var noun: ItemOrPartNoun<Group>
    @Argument(help: "The id (a quality profile: its name or id).") var id: String
    @OptionGroup var options: CommonOptions

    func validate() throws {
        guard noun.kind == .qualityProfile || Int(id) != nil else { throw ValidationError("the id must be a number") }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            switch noun.kind {
            case .qualityProfile: try writer.write(try await service.qualityProfile(named: id))
            case .part: try writer.write(try await Group.part(id: Int(id) ?? 0, of: service))
            case .item: try writer.write(try await service.namingProfile(of: service.item(id: Int(id) ?? 0)))
            }
        }
    }
}

/// The noun of `get`: the group's ``ServiceCommandGroup/noun``, its part's, or `quality-profile`.
struct ItemOrPartNoun<Group: ServiceCommandGroup>: ExpressibleByArgument {
    /// What a noun names.
    enum Kind {
        /// A library item.
        case item
        /// A part of one (an episode, an album).
        case part
        /// A quality profile.
        case qualityProfile
    }

    var kind: Kind

    init?(argument: String) {
        switch argument {
        case Group.noun: kind = .item
        case Group.partNoun: kind = .part
        case "quality-profile": kind = .qualityProfile
        default: return nil
        }
    }

    static var allValueStrings: [String] { [Group.noun] + (Group.partNoun.map { [$0] } ?? []) + ["quality-profile"] }
}
