import Foundation
import MarqueeJSON

// Manual import, and what the queue and the history do about downloads that went wrong:
// details with their status messages, removal of several at once (with the blocklist and a new
// search), a held-back release sent now, a grab marked as failed. The same calls on Radarr,
// Sonarr and Lidarr; the files' proposals are each service's (``ServarrRepository/Proposal``).

extension ServarrRepository {
    /// Every download in the queue with its status messages (`queue/details`).
    public func queueDetails() async throws -> [QueueItem] {
        try await list("queue/details") { QueueItem.read(&$0) }.elements
    }

    /// Removes the downloads `ids` from the queue in one request (`DELETE queue/bulk`): from the
    /// download client too unless `removeFromClient` is false; with `blocklist`, their releases
    /// are blocklisted and, with `searchAgain`, the server searches for another.
    public func removeFromQueue(
        ids: [Int], removeFromClient: Bool = true, blocklist: Bool = false, searchAgain: Bool = false
    ) async throws {
        guard !ids.isEmpty else { return }
        try await send(
            .delete, "queue/bulk",
            query: [
                ("removeFromClient", String(removeFromClient)), ("blocklist", String(blocklist)),
                ("skipRedownload", String(!searchAgain)),
            ], json: .object(["ids": ids.jsonValue]))
    }

    /// Sends a release the queue holds back (a delay profile, an unavailable client) to the
    /// download client now (`POST queue/grab/{id}`).
    public func grabQueued(id: Int) async throws {
        try await send(.post, "queue/grab/\(id)")
    }

    /// Marks the grab of history record `historyID` as failed (`POST history/failed/{id}`): the
    /// release is blocklisted and, with the server's default settings, another is searched for.
    public func markFailed(historyID: Int) async throws {
        try await send(.post, "history/failed/\(historyID)")
    }

    /// The files a manual import of `source` offers, each with the server's proposal and its
    /// rejections. A folder is listed without the files already in the library.
    public func importFiles(from source: ImportSource) async throws -> [ImportFile<Proposal>] {
        var query = source.query
        if case .folder = source { query.append(("filterExistingFiles", "true")) }
        return try await list("manualimport", query: query) { ImportFile<Proposal>.read(&$0) }.elements
    }

    /// Imports `files` as they are (proposals, qualities, languages and release groups as the
    /// user left them) with the `ManualImport` command, moving or copying them, and returns the
    /// command's first status; the import is done when the command has finished.
    public func importFiles(_ files: [ImportFile<Proposal>], mode: ImportMode) async throws -> CommandStatus {
        let body: JSONValue = .object([
            "name": .string("ManualImport"), "importMode": .string(mode.rawValue), "files": .array(files.map(\.commandFile)),
        ])
        return try await object(.post, "command", json: body) { CommandStatus.read(&$0) }
    }

    /// `files` as the server evaluates them once changed (`POST manualimport`, what the web UIs
    /// send while the user edits): each with the proposal it names now and the rejections for it
    /// ("Not an upgrade…" goes once another movie is named, "Sample" stays). Only the files it
    /// answers for are returned; the names and sizes of the answer are not to be relied on.
    public func reevaluate(_ files: [ImportFile<Proposal>]) async throws -> [ImportFile<Proposal>] {
        guard !files.isEmpty else { return [] }
        let connection = connection, path = "\(Self.api.root)/manualimport"
        let body = JSONValue.array(files.map(\.commandFile)).requestBody
        return try await connection.perform {
            try await connection.list(path, body: connection.send(.post, path, query: [], json: body)) { ImportFile<Proposal>.read(&$0) }
        }.elements
    }

    /// The qualities a file can be said to be (`qualitydefinition`), in the server's order.
    public func qualityChoices() async throws -> [QualityChoice] {
        // A definition holds the quality itself (`{"quality": {"id", "name"}, "title", …}`), not a quality model.
        try await list("qualitydefinition") { json in
            guard var quality = json.record("quality"), let id = quality.int("id") else { return nil }
            return QualityChoice(id: id, name: quality.string("name") ?? "Unknown")
        }.elements
    }

    /// The languages the service knows (`language`): what a file can be said to be in.
    public func languages() async throws -> [Language] {
        try await list("language") { Language.read(&$0) }.elements
    }
}
