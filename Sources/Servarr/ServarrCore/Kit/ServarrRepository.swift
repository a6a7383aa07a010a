import Foundation
import HTTPTypes
import MarqueeJSON

/// What every Servarr repository (Radarr, Sonarr, and the next service) offers: the library's
/// items (``Media``), lookup, add, edit and delete, and every endpoint the services share —
/// tags, quality profiles, root folders, commands, interactive search and grab, queue, history,
/// calendar, wanted lists, health, disk space and system status.
///
/// A repository fills in ``api`` (its paths, readers and editable fields), its ``connection``,
/// and what only it knows (``add(_:options:)``, whose body carries service fields);
/// the shared endpoints are implemented once, here. Generic screens (`ServarrScreens`) and the
/// `marquee` commands are written against this protocol.
public protocol ServarrRepository: Actor {
    /// An item of the library: a movie, a series.
    associatedtype Media: ServarrMedia
    /// What the calendar and the wanted lists hold: a movie, an episode.
    associatedtype WantedItem: Sendable & Hashable
    /// How a lookup result is added (quality profile, root folder, monitoring…).
    associatedtype AddOptions: Sendable & Hashable
    /// The commands the service runs.
    associatedtype Command: ServarrCommand
    /// What the service proposes a manual import's file is (a movie; episodes; tracks).
    associatedtype Proposal: ImportProposal

    /// The service's paths and readers.
    static var api: ServarrAPI<Media, WantedItem> { get }
    /// The connection to one instance.
    nonisolated var connection: ServarrConnection { get }

    /// Creates a repository for one instance.
    init(configuration: ServiceConfiguration)
    /// Adds a lookup result to the library and returns the new library item.
    func add(_ media: Media, options: AddOptions) async throws -> Media
}

// MARK: Reading answers

extension ServarrRepository {
    /// The configuration this repository talks to.
    public nonisolated var configuration: ServiceConfiguration { connection.configuration }

    private nonisolated func path(_ endpoint: String) -> String { "\(Self.api.root)/\(endpoint)" }

    /// GETs `endpoint` (below the API root) and reads a list with `read`.
    package func list<Element: Sendable>(
        _ endpoint: String, query: [(String, String)] = [], _ read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Listing<Element> {
        let connection = connection, path = path(endpoint)
        return try await connection.perform { try await connection.list(path, body: connection.send(.get, path, query: query), read) }
    }

    /// GETs one page of `endpoint` and reads its records with `read`.
    package func page<Element: Sendable & Hashable>(
        _ endpoint: String, page: Int, pageSize: Int, query: [(String, String)] = [],
        _ read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Page<Element> {
        let connection = connection, path = path(endpoint)
        let query = [("page", String(page)), ("pageSize", String(pageSize))] + query
        return try await connection.perform {
            try await connection.page(path, body: connection.send(.get, path, query: query), page: page, pageSize: pageSize, read)
        }
    }

    /// Sends `method endpoint` (GET by default, or with a JSON body) and reads one record with `read`.
    package func object<Element: Sendable>(
        _ method: HTTPRequest.Method = .get, _ endpoint: String, query: [(String, String)] = [], json: JSONValue? = nil,
        _ read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Element {
        let connection = connection, path = path(endpoint)
        let body = json?.requestBody
        return try await connection.perform { try await connection.object(path, body: connection.send(method, path, query: query, json: body), read) }
    }

    /// Sends `method endpoint` and ignores the answer's body.
    package func send(_ method: HTTPRequest.Method, _ endpoint: String, query: [(String, String)] = [], json: JSONValue? = nil) async throws {
        let connection = connection, path = path(endpoint)
        let body = json?.requestBody
        try await connection.perform { _ = try await connection.send(method, path, query: query, json: body) }
    }
}

// MARK: The library

extension ServarrRepository {
    /// Every item of the library, with a report of the rows that could not be read.
    public func mediaListing() async throws -> Listing<Media> {
        try await list(Self.api.mediaResource) { Self.api.readMedia(&$0, true) }
    }

    /// One item of the library. A field of the wrong type degrades that field only.
    public func media(id: Int) async throws -> Media {
        try await object(.get, "\(Self.api.mediaResource)/\(id)") { Self.api.readMedia(&$0, true) }
    }

    /// Searches the service's catalogue; results already in the library have an id.
    public func lookup(term: String) async throws -> [Media] {
        try await list("\(Self.api.mediaResource)/lookup", query: [("term", term)]) { Self.api.readMedia(&$0, false) }.elements
    }

    /// Saves the written fields of `media` (its ``ServarrRecord`` declaration) and returns the
    /// item as the server stored it. The server's JSON of the item is read first and sent back
    /// with those fields put over it, so fields this client does not know are kept as they were.
    public func update(_ media: Media, moveFiles: Bool = false) async throws -> Media {
        try await replace(
            "\(Self.api.mediaResource)/\(media.id)", query: [("moveFiles", String(moveFiles))], change: { Self.api.writeMedia(media, $0) }
        ) {
            Self.api.readMedia(&$0, true)
        }
    }

    /// Adds a lookup result to the library and returns the new library item: the item's
    /// declaration (with the options already set on it) written over the lookup result the
    /// server sent, and `addOptions` (what to monitor and search for, which differs by service).
    package func post(adding media: Media, addOptions: JSONValue) async throws -> Media {
        var body = Self.api.writeMedia(media, media.original?.value ?? .object([:]))
        body["path"] = nil  // the server makes it from the root folder
        body["addOptions"] = addOptions
        return try await object(.post, Self.api.mediaResource, json: body) { Self.api.readMedia(&$0, true) }
    }

    /// Removes an item from the library, with its files and an import exclusion if asked.
    public func deleteMedia(id: Int, deleteFiles: Bool = false, addExclusion: Bool = false) async throws {
        try await send(
            .delete, "\(Self.api.mediaResource)/\(id)",
            query: [("deleteFiles", String(deleteFiles)), (Self.api.exclusionParameter, String(addExclusion))])
    }
}

// MARK: Settings

extension ServarrRepository {
    /// Quality profiles, for pickers.
    public func qualityProfiles() async throws -> [QualityProfile] {
        try await list("qualityprofile") { QualityProfile.read(&$0) }.elements
    }

    /// Root folders, for pickers.
    public func rootFolders() async throws -> [RootFolder] {
        try await list("rootfolder") { RootFolder.read(&$0) }.elements
    }

    /// All tags.
    public func tags() async throws -> [Tag] {
        try await list("tag") { Tag.read(&$0) }.elements
    }

    /// Creates a tag.
    public func createTag(label: String) async throws -> Tag {
        try await object(.post, "tag", json: Tag(id: 0, label: label).json(over: .object([:]))) { Tag.read(&$0) }
    }
}

// MARK: Commands, interactive search

extension ServarrRepository {
    /// Starts a command and returns its initial status.
    public func run(_ command: Command) async throws -> CommandStatus {
        var body: [String: JSONValue] = ["name": .string(command.name)]
        for (name, value) in command.fields { body[name] = value.jsonValue }
        return try await object(.post, "command", json: .object(body)) { CommandStatus.read(&$0) }
    }

    /// Current status of a command.
    public func commandStatus(id: Int) async throws -> CommandStatus {
        try await object(.get, "command/\(id)") { CommandStatus.read(&$0) }
    }

    /// Commands that are queued, running or recently finished.
    public func commands() async throws -> [CommandStatus] {
        try await list("command") { CommandStatus.read(&$0) }.elements
    }

    /// Releases the indexers offer for what `parameters` name (`movieId`, `episodeId`…).
    package func releases(_ parameters: [(String, Int?)]) async throws -> [Release] {
        try await list("release", query: parameters.compactMap { name, value in value.map { (name, String($0)) } }) { Release.read(&$0) }.elements
    }

    /// Sends a release to the download client; it then appears in the queue.
    public func grab(_ release: Release) async throws {
        try await send(.post, "release", json: .object(["guid": .string(release.guid), "indexerId": release.indexerID.jsonValue]))
    }
}

// MARK: Activity

extension ServarrRepository {
    /// One page of the download queue.
    public func queue(page: Int = 1, pageSize: Int = 50) async throws -> Page<QueueItem> {
        try await self.page("queue", page: page, pageSize: pageSize) { QueueItem.read(&$0) }
    }

    /// Removes a download from the queue: from the download client too unless `removeFromClient`
    /// is false; with `blocklist`, its release is blocklisted and, with `searchAgain`, the server
    /// searches for another.
    public func removeFromQueue(id: Int, removeFromClient: Bool = true, blocklist: Bool = false, searchAgain: Bool = false) async throws {
        try await send(
            .delete, "queue/\(id)",
            query: [
                ("removeFromClient", String(removeFromClient)), ("blocklist", String(blocklist)), ("skipRedownload", String(!searchAgain)),
            ])
    }

    /// Counts for the queue badge.
    public func queueSummary() async throws -> QueueSummary {
        try await object(.get, "queue/status") { QueueSummary.read(&$0) }
    }

    /// One page of the history, newest first.
    public func history(page: Int = 1, pageSize: Int = 50) async throws -> Page<HistoryRecord> {
        try await self.page("history", page: page, pageSize: pageSize, query: [("sortKey", "date"), ("sortDirection", "descending")]) {
            HistoryRecord.read(&$0)
        }
    }

    /// What is released or airs between `start` and `end` (movies; episodes with their series title).
    public func calendar(from start: Date, to end: Date, includeUnmonitored: Bool = false) async throws -> [WantedItem] {
        let query =
            [
                ("start", ServarrDate.format(start, fractionalDigits: 0)), ("end", ServarrDate.format(end, fractionalDigits: 0)),
                ("unmonitored", String(includeUnmonitored)),
            ] + Self.api.wantedParameters
        return try await list("calendar", query: query, Self.api.readWantedItem).elements
    }

    /// Monitored items without a file (that have been released or aired).
    public func missing(page: Int = 1, pageSize: Int = 50) async throws -> Page<WantedItem> {
        try await self.page("wanted/missing", page: page, pageSize: pageSize, query: Self.api.wantedParameters, Self.api.readWantedItem)
    }

    /// Items whose file does not meet the quality profile's cutoff.
    public func cutoffUnmet(page: Int = 1, pageSize: Int = 50) async throws -> Page<WantedItem> {
        try await self.page(
            "wanted/cutoff", page: page, pageSize: pageSize, query: Self.api.wantedParameters + Self.api.cutoffParameters, Self.api.readWantedItem)
    }
}

// MARK: System

extension ServarrRepository {
    /// Version and environment.
    public func systemStatus() async throws -> SystemStatus {
        var status = try await object(.get, "system/status") { SystemStatus.read(&$0, requiresIdentity: false) }
        // An old server names neither; an instance without a name of its own is its application.
        if status.appName.isEmpty { status.appName = Self.api.name }
        if status.instanceName.isEmpty { status.instanceName = status.appName }
        if !status.version.isEmpty { connection.server.record(version: status.version) }
        return status
    }

    /// Current health warnings and errors.
    public func health() async throws -> [HealthCheck] {
        try await list("health") { HealthCheck.read(&$0) }.elements
    }

    /// Free space of the disks the service uses.
    public func diskSpace() async throws -> [DiskSpace] {
        try await list("diskspace") { DiskSpace.read(&$0) }.elements
    }
}
