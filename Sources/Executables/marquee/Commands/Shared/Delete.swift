import ArgumentParser

/// `marquee radarr|sonarr|lidarr delete <noun> ID…`: several ids go in one editor request.
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
                  marquee \(Group.name) delete \(noun) 3 8 12 --yes      (one request for the three)
                """
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: Group.noun)) var noun: ItemNoun<Group>
    @Argument(help: "The \(Group.possessive) id in the library; several ids delete them all in one request.") var ids: [Int]
    @Flag(help: "Delete the \(Group.possessive) folder and files too.") var deleteFiles = false
    @Flag(help: "Add the \(Group.noun) to the \(Group.exclusion)s so lists do not add it again.") var addExclusion = false
    @Flag(name: [.customShort("y"), .long], help: "Do not ask for confirmation.") var yes = false
    @OptionGroup var options: CommonOptions

    func validate() throws {
        guard !ids.isEmpty else { throw ValidationError("give \(Group.article) \(Group.noun) id") }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        guard ids.count == 1, let id = ids.first else {
            return try await Group.run(options) { service, writer in
                let items = try await service.items(ids: ids)
                try Confirmation.require(
                    "Delete \(ids.count) \(Group.pluralNoun) (\(items.map(\.quotedTitle).joined(separator: ", ")))"
                        + (deleteFiles ? " and their files" : "") + (addExclusion ? ", adding \(Group.exclusion)s" : "") + "?",
                    yes: yes)
                try await service.repository.deleteMedia(ids: ids, deleteFiles: deleteFiles, addExclusion: addExclusion)
                let action = deleteFiles ? "deleted with files" : "deleted"
                try writer.write(items.map { ActionResult(action: action, id: .int($0.id), title: $0.title) })
            }
        }
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
