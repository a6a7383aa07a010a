import ArgumentParser
import ServarrCore
import ServarrScreens

/// `marquee radarr|sonarr|lidarr rename <noun> ID [--yes] [--dry-run]`: the files of one
/// library item that renaming would move (old → new path, as the server's naming settings
/// make them), then, once confirmed, one `RenameFiles` command for them, waited for.
struct Rename<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        let noun = Group.noun, id = Group.exampleID
        return CommandConfiguration(
            commandName: "rename",
            abstract: "Rename \(Group.article) \(Group.possessive) files to follow the naming settings (asks first unless --yes).",
            discussion: """
                Lists each file that would move, old → new path; on a terminal it then asks, \
                without one it refuses unless --yes is given (exit code 2, nothing renamed). \
                --dry-run only lists. Prints the files with "renamed": true once the server has \
                renamed them; a file already named as the settings say is not listed.
                Examples:
                  marquee \(Group.name) rename \(noun) \(id) --dry-run --output json
                  marquee \(Group.name) rename \(noun) \(id) --yes
                """
        )
    }

    @Argument(help: ArgumentHelp(stringLiteral: Group.noun)) var noun: ItemNoun<Group>
    @Argument(help: "The \(Group.possessive) id in the library.") var id: Int
    @Flag(help: "Only list the files that would be renamed.") var dryRun = false
    @Flag(name: [.customShort("y"), .long], help: "Do not ask for confirmation.") var yes = false
    @OptionGroup var options: CommonOptions

    /// The most files listed before the question, then "… and N more".
    static var listedInQuestion: Int { 20 }

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            let item = try await service.item(id: id)
            let files = try await Group.renamePreview(id: id, of: service)
            guard !dryRun, !files.isEmpty else {
                return try writer.write(files.map { RenamedFile($0, isRenamed: false) })
            }
            let lines = files.prefix(Self.listedInQuestion).map { "  \($0.existingPath) → \($0.newPath)" }
            let more = files.count > Self.listedInQuestion ? ["  … and \(files.count - Self.listedInQuestion) more"] : []
            try Confirmation.require(
                "Rename \(files.count) file\(files.count == 1 ? "" : "s") of \(Group.noun) \(id) \(item.quotedTitle)?", yes: yes,
                details: lines + more)
            let started = try await service.repository.run(Group.renameFiles(id: id, fileIDs: files.map(\.fileID)))
            try ServiceClient<Group>.requireCompleted(try await service.end(of: started))
            try writer.write(files.map { RenamedFile($0, isRenamed: true) })
        }
    }
}

/// A file of `rename`: where it is, where renaming puts it, and whether it was renamed.
struct RenamedFile: OutputRecord {
    var file: FileRename
    var isRenamed: Bool

    init(_ file: FileRename, isRenamed: Bool) {
        self.file = file
        self.isRenamed = isRenamed
    }

    var fields: [OutputField] {
        [
            OutputField("fileId", .int(file.fileID)), OutputField("seasonNumber", .number(file.seasonNumber)),
            OutputField("albumId", .number(file.albumID)), OutputField("existingPath", .string(file.existingPath)),
            OutputField("newPath", .string(file.newPath)), OutputField("renamed", .bool(isRenamed)),
        ]
    }

    static let columns = [
        TableColumn("fileId", "FILE", alignsRight: true), TableColumn("existingPath", "PATH", shrinks: true),
        TableColumn("newPath", "NEW PATH", shrinks: true), TableColumn("renamed", "RENAMED"),
    ]
}

/// A file of a rename or retag preview screen (`marquee open …/rename --format json`).
extension FileChange: OutputRecord {
    var fields: [OutputField] {
        [
            OutputField("fileId", .int(id)), OutputField("mediaId", .int(mediaID)), OutputField("path", .string(path)),
            OutputField("outcome", .string(outcome)),
        ]
    }

    static let columns = [
        TableColumn("fileId", "FILE", alignsRight: true), TableColumn("path", "PATH", shrinks: true),
        TableColumn("outcome", "OUTCOME", shrinks: true),
    ]
}
