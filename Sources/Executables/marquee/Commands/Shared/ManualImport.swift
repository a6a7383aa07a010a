import ArgumentParser
import ServarrCore

/// `marquee radarr|sonarr|lidarr import --download-id ID | --path DIR [--copy] [--dry-run]`.
struct ManualImport<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        let service = Group.name
        return CommandConfiguration(
            commandName: "import",
            abstract: "Import a finished download's files (or a folder's) as the server proposes them.",
            discussion: """
                Every file whose proposal names what it is (the \(Group.noun) and what else the \
                service needs) is imported, rejections such as "Not an upgrade" included; samples \
                and files the server cannot place are skipped and say why. Prints one row per file \
                with its outcome.
                Examples:
                  marquee \(service) import --download-id SABnzbd_nzo_7k2p --dry-run
                  marquee \(service) import --path /downloads/complete --copy --output json
                """
        )
    }

    @Option(name: .customLong("download-id"), help: "The download client's id of a download (`list queue --output json`: downloadId).")
    var downloadID: String?
    @Option(help: "A folder on the server to import from.") var path: String?
    @Flag(help: "Copy (hardlink) the files instead of moving them.") var copy = false
    @Flag(help: "Print what would be imported; import nothing.") var dryRun = false
    @OptionGroup var options: CommonOptions

    func validate() throws {
        guard (downloadID == nil) != (path == nil) else { throw ValidationError("Give either --download-id or --path.") }
        if let downloadID, downloadID.isEmpty { throw ValidationError("--download-id must not be empty.") }
        if let path, path.isEmpty { throw ValidationError("--path must not be empty.") }
    }

    @MainActor
    func execute() async throws(AppFailure) {
        let source: ImportSource = downloadID.map { .download(id: $0) } ?? .folder(path: path ?? "")
        try await Group.run(options) { service, writer in
            try await service.importFiles(from: source, mode: copy ? .copy : .move, dryRun: dryRun, writer: writer)
        }
    }
}

/// `marquee radarr|sonarr|lidarr history mark-failed ID`.
struct HistoryAction<Group: ServiceCommandGroup>: ServiceCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "history",
            abstract: "Mark a grab in the history as failed: its release is blocklisted and another is searched for.",
            discussion: "Example: marquee \(Group.name) history mark-failed 1042 (the id from `list history`)"
        )
    }

    /// What to do with the history record.
    enum Action: String, ExpressibleByArgument, CaseIterable { case markFailed = "mark-failed" }

    @Argument(help: "mark-failed") var action: Action
    @Argument(help: "The history record's id (`list history`).") var id: Int
    @OptionGroup var options: CommonOptions

    @MainActor
    func execute() async throws(AppFailure) {
        try await Group.run(options) { service, writer in
            try await service.repository.markFailed(historyID: id)
            try writer.write(ActionResult(action: "marked as failed", id: .int(id), title: nil))
        }
    }
}

/// One file of a manual import and what became of it.
struct ImportOutcome<Proposal: ImportProposal>: OutputRecord {
    var file: ImportFile<Proposal>
    var mediaKey: String
    /// "imported", "would import", or "skipped: <why>".
    var outcome: String

    var fields: [OutputField] {
        [
            OutputField("path", .string(file.path)),
            OutputField("outcome", .string(outcome)),
            OutputField("proposal", .string(file.proposal.summary)),
            OutputField(mediaKey, .number(file.proposal.mediaID)),
            OutputField("quality", .text(file.quality?.name)),
            OutputField("languages", .strings(file.languages.map(\.name))),
            OutputField("releaseGroup", .text(file.releaseGroup)),
            OutputField("size", .bytes(file.size)),
            OutputField("rejections", .strings(file.rejections)),
            OutputField("downloadId", .text(file.downloadID)),
        ]
    }

    static var columns: [TableColumn] {
        [
            TableColumn("outcome", "OUTCOME"), TableColumn("proposal", "PROPOSAL", shrinks: true),
            TableColumn("quality", "QUALITY"), TableColumn("size", "SIZE", alignsRight: true), TableColumn("path", "PATH", shrinks: true),
        ]
    }
}

extension ServiceClient {
    /// `import`: lists the files of `source`, imports those that say what they are (not samples)
    /// unless `dryRun`, waits for the import to finish and writes each file's outcome.
    func importFiles(from source: ImportSource, mode: ImportMode, dryRun: Bool, writer: OutputWriter) async throws {
        let files = try await repository.importFiles(from: source)
        guard !files.isEmpty else {
            switch source {
            case .download(let id): throw CommandError.runtime("no files to import for download \(id)")
            case .folder(let path): throw CommandError.runtime("no files to import in \(path)")
            }
        }
        let chosen = files.filter(Self.imports)
        var outcome = dryRun ? "would import" : "imported"
        if !dryRun, !chosen.isEmpty {
            let status = try await repository.importFiles(chosen, mode: mode)
            let finished = try await finish(status)
            if finished.state != .completed { outcome = "failed: " + (finished.message ?? finished.state.name) }
        }
        try writer.write(
            files.map { file in
                ImportOutcome(file: file, mediaKey: mediaKey, outcome: Self.imports(file) ? outcome : "skipped: " + Self.skipReason(file))
            })
    }

    /// Whether `import` takes a file: it says what it is and is not a sample.
    private static func imports(_ file: ImportFile<Group.Repository.Proposal>) -> Bool {
        file.proposal.isComplete && !file.rejections.contains("Sample")
    }

    private static func skipReason(_ file: ImportFile<Group.Repository.Proposal>) -> String {
        file.rejections.contains("Sample") ? "Sample" : (file.rejections.first ?? file.proposal.summary)
    }

    /// `status` once the command has finished (polling every half second, at most ten minutes).
    private func finish(_ status: CommandStatus) async throws -> CommandStatus {
        var status = status
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(600)
        while !status.state.isFinished {
            guard clock.now < deadline else { throw CommandError.runtime("import command \(status.id) still \(status.state.name) after 10 minutes") }
            try await Task.sleep(for: .milliseconds(500))
            status = try await repository.commandStatus(id: status.id)
        }
        return status
    }
}
