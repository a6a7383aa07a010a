import ArgumentParser

/// `marquee radarr|sonarr|lidarr refresh <noun> ID… | --all`: several ids in one command where
/// the server takes several (Radarr), else one command each.
struct Refresh<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "refresh",
            abstract: "Refresh \(Group.article) \(Group.possessive) metadata and rescan its folder, or every \(Group.possessive) with --all.",
            discussion: """
                Several ids are refreshed in one command where \(Group.Repository.api.name) takes several, else one command each.
                Examples:
                  marquee \(Group.name) refresh \(Group.noun) \(Group.exampleID)
                  marquee \(Group.name) refresh \(Group.noun) 3 8 12
                  marquee \(Group.name) refresh \(Group.noun) --all --wait
                """
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: Group.noun)) var noun: ItemNoun<Group>
    @Argument(help: "The \(Group.possessive) id in the library; several ids refresh several.") var ids: [Int] = []
    @Flag(help: "Refresh every \(Group.noun).") var all = false
    @Flag(help: "Wait until the command finishes.") var wait = false
    @OptionGroup var options: CommonOptions

    func validate() throws {
        guard ids.isEmpty == all else { throw ValidationError("give \(Group.article) \(Group.noun) id or --all (not both)") }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            guard !all else { return try await service.report(try await service.run(Group.refreshAll), wait: wait, to: writer) }
            // Every id is checked before anything starts.
            _ = try await service.items(ids: ids)
            try await service.report(Group.Repository.Command.refreshes(ofLibraryItems: ids), wait: wait, to: writer)
        }
    }
}
