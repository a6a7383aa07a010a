import ArgumentParser

/// `marquee radarr|sonarr|lidarr delete <noun> ID`.
struct Delete<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        let noun = Group.noun, id = Group.exampleID
        return CommandConfiguration(
            commandName: "delete",
            abstract: "Remove \(Group.article) \(noun) from the library (asks first unless --yes).",
            discussion: """
                On a terminal it asks for confirmation; without a terminal it refuses unless \
                --yes is given (exit code 2, nothing deleted).
                Examples:
                  marquee \(Group.name) delete \(noun) \(id)
                  marquee \(Group.name) delete \(noun) \(id) --delete-files --add-exclusion --yes
                """
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: Group.noun)) var noun: ItemNoun<Group>
    @Argument(help: "The \(Group.possessive) id in the library.") var id: Int
    @Flag(help: "Delete the \(Group.possessive) folder and files too.") var deleteFiles = false
    @Flag(help: "Add the \(Group.noun) to the \(Group.exclusion)s so lists do not add it again.") var addExclusion = false
    @Flag(name: [.customShort("y"), .long], help: "Do not ask for confirmation.") var yes = false
    @OptionGroup var options: CommonOptions

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            let item = try await service.item(id: id)
            try Confirmation.require(
                "Delete \(Group.noun) \(id) \(item.quotedTitle)"
                    + (deleteFiles ? " and its files" : "") + (addExclusion ? ", adding an \(Group.exclusion)" : "") + "?",
                yes: yes)
            try await service.delete(id: id, deleteFiles: deleteFiles, addExclusion: addExclusion)
            try writer.write(ActionResult(action: deleteFiles ? "deleted with files" : "deleted", id: .int(id), title: item.title))
        }
    }
}
