import ArgumentParser

/// `marquee radarr|sonarr|lidarr refresh <noun> ID | --all`.
struct Refresh<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "refresh",
            abstract: "Refresh \(Group.article) \(Group.possessive) metadata and rescan its folder, or every \(Group.possessive) with --all.",
            discussion: """
                Examples:
                  marquee \(Group.name) refresh \(Group.noun) \(Group.exampleID)
                  marquee \(Group.name) refresh \(Group.noun) --all --wait
                """
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: Group.noun)) var noun: ItemNoun<Group>
    @Argument(help: "The \(Group.possessive) id in the library.") var id: Int?
    @Flag(help: "Refresh every \(Group.noun).") var all = false
    @Flag(help: "Wait until the command finishes.") var wait = false
    @OptionGroup var options: CommonOptions

    func validate() throws {
        guard (id == nil) == all else { throw ValidationError("give \(Group.article) \(Group.noun) id or --all (not both)") }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            if let id { _ = try await service.item(id: id) }
            try await service.report(try await service.run(Group.refresh(id: id)), wait: wait, to: writer)
        }
    }
}
