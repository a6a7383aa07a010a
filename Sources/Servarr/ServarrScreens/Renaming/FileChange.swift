import ServarrCore

/// One file a rename or a retag would change, as the preview lists it: the file, where it is,
/// and what would become of it (its new path, or its tags' new values).
public struct FileChange: Sendable, Hashable, Identifiable {
    /// The file's id on the server.
    public var id: Int
    /// The library item the file belongs to.
    public var mediaID: Int
    /// Where the file is.
    public var path: String
    /// What the change makes of it: the new path, or the tags that change ("Year: – → 1997").
    public var outcome: String

    public init(id: Int, mediaID: Int, path: String, outcome: String) {
        self.id = id
        self.mediaID = mediaID
        self.path = path
        self.outcome = outcome
    }

    /// A file renaming would move.
    public init(_ rename: FileRename) {
        self.init(id: rename.fileID, mediaID: rename.mediaID, path: rename.existingPath, outcome: rename.newPath)
    }

    /// A track file a retag would rewrite: its tags' changes, "Album Artist: – → Radiohead · Year: – → 1997".
    public init(_ retag: FileRetag) {
        let changes = retag.changes.map { "\($0.field): \($0.oldValue.isEmpty ? "–" : $0.oldValue) → \($0.newValue.isEmpty ? "–" : $0.newValue)" }
        self.init(id: retag.fileID, mediaID: retag.mediaID, path: retag.path, outcome: changes.joined(separator: " · "))
    }
}

/// What a file-changes preview shows and applies: renaming (files moved to follow the naming
/// settings) or retagging (tags rewritten from the metadata; Lidarr).
public struct FileChangeKind<Repository: ServarrRepository>: Sendable {
    /// The verb: "Rename", "Retag".
    public var verb: String
    /// The verb done: "renamed", "retagged".
    public var pastTense: String
    /// The outcome column's title: "New path", "Tag changes".
    public var outcomeTitle: String
    /// What the preview says when no file would change.
    public var nothingToDo: String
    /// Loads the files that would change.
    public var load: @Sendable (Repository) async throws -> [FileChange]
    /// The commands that apply the change to `files`: one per library item (in the order the
    /// files list them), naming its files, with how many it names.
    public var commands: @Sendable (_ files: [FileChange]) -> [(command: Repository.Command, fileCount: Int)]

    public init(
        verb: String, pastTense: String, outcomeTitle: String, nothingToDo: String,
        load: @escaping @Sendable (Repository) async throws -> [FileChange],
        command: @escaping @Sendable (_ mediaID: Int, _ fileIDs: [Int]) -> Repository.Command
    ) {
        self.verb = verb
        self.pastTense = pastTense
        self.outcomeTitle = outcomeTitle
        self.nothingToDo = nothingToDo
        self.load = load
        self.commands = { files in
            var order: [Int] = []
            var byItem: [Int: [Int]] = [:]
            for file in files {
                if byItem[file.mediaID] == nil { order.append(file.mediaID) }
                byItem[file.mediaID, default: []].append(file.id)
            }
            return order.map { (command($0, byItem[$0] ?? []), byItem[$0]?.count ?? 0) }
        }
    }

    /// Renaming the files `load` finds, with the service's `RenameFiles` command.
    public static func rename(
        load: @escaping @Sendable (Repository) async throws -> [FileRename], command: @escaping @Sendable (Int, [Int]) -> Repository.Command
    ) -> Self {
        FileChangeKind(
            verb: "Rename", pastTense: "renamed", outcomeTitle: "New path",
            nothingToDo: "Nothing to rename: every file already follows the naming settings",
            load: { try await load($0).map(FileChange.init) }, command: command)
    }

    /// Renaming the files of the items `ids`, asked item by item (for a service whose preview
    /// takes one item per request).
    public static func rename(
        eachOf ids: [Int], load: @escaping @Sendable (Repository, Int) async throws -> [FileRename],
        command: @escaping @Sendable (Int, [Int]) -> Repository.Command
    ) -> Self {
        rename(load: { repository in try await eachItem(ids) { try await load(repository, $0) } }, command: command)
    }

    /// Retagging the files of the items `ids`, asked item by item.
    public static func retag(
        eachOf ids: [Int], load: @escaping @Sendable (Repository, Int) async throws -> [FileRetag],
        command: @escaping @Sendable (Int, [Int]) -> Repository.Command
    ) -> Self {
        retag(load: { repository in try await eachItem(ids) { try await load(repository, $0) } }, command: command)
    }

    private static func eachItem<Row>(_ ids: [Int], _ load: (Int) async throws -> [Row]) async throws -> [Row] {
        var rows: [Row] = []
        for id in ids { rows += try await load(id) }
        return rows
    }

    /// Retagging the files `load` finds, with the service's `RetagFiles` command.
    public static func retag(
        load: @escaping @Sendable (Repository) async throws -> [FileRetag], command: @escaping @Sendable (Int, [Int]) -> Repository.Command
    ) -> Self {
        FileChangeKind(
            verb: "Retag", pastTense: "retagged", outcomeTitle: "Tag changes",
            nothingToDo: "Nothing to retag: every file's tags match its metadata",
            load: { try await load($0).map(FileChange.init) }, command: command)
    }
}
