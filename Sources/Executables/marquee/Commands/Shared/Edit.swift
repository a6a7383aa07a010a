import ArgumentParser

/// `marquee radarr|lidarr edit <noun> ID… …`: a library item's monitoring, quality profile or
/// tags (Sonarr's edit also edits episodes); several ids are changed in one editor request.
struct Edit<Group: ServiceCommandGroup>: ServiceCommand where Group.Repository.Media: OutputRecord {
    static var configuration: CommandConfiguration {
        let prefix = "marquee \(Group.name) edit \(Group.noun) \(Group.exampleID)"
        return CommandConfiguration(
            commandName: "edit",
            abstract: "Change \(Group.article) \(Group.possessive) monitoring, quality profile or tags.",
            discussion: """
                Every value is checked before the \(Group.noun) is saved; fields not given are kept.
                Examples:
                  \(prefix) --unmonitored
                  \(prefix) --quality-profile 2 --tags favourite
                  \(prefix) --tags ""      (removes every tag)
                  marquee \(Group.name) edit \(Group.noun) 3 8 12 --unmonitored      (one request for the three)
                """
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: Group.noun)) var noun: ItemNoun<Group>
    @Argument(help: "The \(Group.possessive) id in the library; several ids change them all in one request.") var ids: [Int]
    @OptionGroup var changes: ItemChanges<Group>
    @OptionGroup var options: CommonOptions

    func validate() throws {
        guard !ids.isEmpty else { throw ValidationError("give \(Group.article) \(Group.noun) id") }
        guard !changes.isEmpty else { throw ValidationError("nothing to change: give --monitored, --unmonitored, --quality-profile or --tags") }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            if ids.count == 1, let id = ids.first {
                try writer.write(try await service.apply(changes, toItem: id))
            } else {
                try writer.write(try await service.apply(changes, toItems: ids))
            }
        }
    }
}
