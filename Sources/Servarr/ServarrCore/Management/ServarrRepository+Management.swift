import Foundation
import HTTPTypes
import MarqueeJSON

// The management endpoints every service shares (issue 13): blocklist, indexers, download
// clients, tags and root folders. Edits re-send the server's own JSON of the record with the
// edited fields changed (see ``ServarrRepository/replace(_:change:read:)``), so settings this
// client does not know (an indexer's fields, a client's categories) are kept.

// MARK: Blocklist

extension ServarrRepository {
    /// One page of the blocklist, in `sort`'s order (the server sorts).
    public func blocklist(page: Int = 1, pageSize: Int = 50, sort: BlocklistSort = .newestFirst) async throws -> Page<BlocklistItem> {
        try await self.page(
            "blocklist", page: page, pageSize: pageSize,
            query: [("sortKey", sort.key.rawValue), ("sortDirection", sort.isAscending ? "ascending" : "descending")]
        ) { BlocklistItem.read(&$0) }
    }

    /// Removes one release from the blocklist (it may be grabbed again).
    public func removeFromBlocklist(id: Int) async throws {
        try await send(.delete, "blocklist/\(id)")
    }

    /// Removes the releases `ids` from the blocklist in one request.
    public func removeFromBlocklist(ids: [Int]) async throws {
        guard !ids.isEmpty else { return }
        try await send(.delete, "blocklist/bulk", json: .object(["ids": ids.jsonValue]))
    }

    /// Empties the blocklist: every page is read, then all of it removed in one request.
    /// Returns how many releases were removed.
    public func clearBlocklist() async throws -> Int {
        let ids = try await Page.all { @Sendable page, size in try await self.blocklist(page: page, pageSize: size) }.records.map(\.id)
        try await removeFromBlocklist(ids: ids)
        return ids.count
    }
}

// MARK: Indexers and download clients

extension ServarrRepository {
    /// Every indexer.
    public func indexers() async throws -> Listing<Indexer> {
        try await list("indexer") { Indexer.read(&$0) }
    }

    /// Saves an indexer's name, priority, RSS and search flags and tags; returns it as stored.
    /// The server's validation failures are thrown as ``ServarrError/rejected(status:message:)``.
    public func update(_ indexer: Indexer) async throws -> Indexer {
        try await replace("indexer/\(indexer.id)", change: indexer.json(over:)) { Indexer.read(&$0) }
    }

    /// Deletes an indexer.
    public func deleteIndexer(id: Int) async throws {
        try await send(.delete, "indexer/\(id)")
    }

    /// Deletes a download client.
    public func deleteDownloadClient(id: Int) async throws {
        try await send(.delete, "downloadclient/\(id)")
    }

    /// Tests one indexer with its stored settings.
    public func testIndexer(id: Int) async throws -> ProviderTestResult {
        try await test("indexer", id: id)
    }

    /// Every download client.
    public func downloadClients() async throws -> Listing<DownloadClient> {
        try await list("downloadclient") { DownloadClient.read(&$0) }
    }

    /// Turns a download client on or off; returns it as stored.
    public func setDownloadClient(id: Int, enabled: Bool) async throws -> DownloadClient {
        try await replace(
            "downloadclient/\(id)",
            change: { stored in
                var json = stored
                json["enable"] = .bool(enabled)
                return json
            }
        ) { DownloadClient.read(&$0) }
    }

    /// Saves a download client's name, priority, enabled state and tags; returns it as stored.
    /// The server's validation failures are thrown as ``ServarrError/rejected(status:message:)``.
    public func update(_ client: DownloadClient) async throws -> DownloadClient {
        try await replace("downloadclient/\(client.id)", change: client.json(over:)) { DownloadClient.read(&$0) }
    }

    /// Tests one download client with its stored settings.
    public func testDownloadClient(id: Int) async throws -> ProviderTestResult {
        try await test("downloadclient", id: id)
    }

    /// Tests each of `ids` in turn (one request each, so every result names its provider
    /// even when some fail; `testall` answers a failure with one list for all of them).
    public func testEach(_ ids: [Int], test: (Int) async throws -> ProviderTestResult) async throws -> [ProviderTestResult] {
        var results: [ProviderTestResult] = []
        for id in ids {
            try Task.checkCancellation()
            results.append(try await test(id))
        }
        return results
    }

    /// Sends the provider's stored JSON to `kind/test`: a 400 is a failed test with the
    /// server's reason; other errors are thrown.
    private func test(_ kind: String, id: Int) async throws -> ProviderTestResult {
        let json = try await storedJSON("\(kind)/\(id)")
        do {
            try await send(.post, "\(kind)/test", json: json)
            return ProviderTestResult(id: id, failure: nil)
        } catch ServarrError.rejected(400, let message) {
            return ProviderTestResult(id: id, failure: message ?? "The test failed")
        }
    }
}

// MARK: Tags

extension ServarrRepository {
    /// Every tag with what uses it.
    public func tagUsages() async throws -> Listing<TagUsage> {
        try await list("tag/detail") { TagUsage.read(&$0) }
    }

    /// Renames a tag; returns it as stored (the servers lowercase labels).
    public func renameTag(id: Int, label: String) async throws -> Tag {
        try await object(.put, "tag/\(id)", json: Tag(id: id, label: label).json(over: .object([:]))) { Tag.read(&$0) }
    }

    /// Deletes a tag. The servers refuse (HTTP 409, with the reason) while something uses it.
    public func deleteTag(id: Int) async throws {
        try await send(.delete, "tag/\(id)")
    }
}

// MARK: Root folders

extension ServarrRepository {
    /// Every root folder with its free space and unmapped folders.
    public func rootFolderListing() async throws -> Listing<RootFolder> {
        try await list("rootfolder") { RootFolder.read(&$0) }
    }

    /// Adds a root folder; the server checks the path (absolute, existing, not already a root
    /// folder) and its failures are thrown as ``ServarrError/rejected(status:message:)``.
    /// Services that need default profiles for it (Lidarr) get their first ones.
    public func addRootFolder(path: String) async throws -> RootFolder {
        var body: JSONValue = .object(["path": .string(path)])
        if !Self.api.rootFolderDefaults.isEmpty {
            body["name"] = .string((path as NSString).lastPathComponent)
            for (field, endpoint) in Self.api.rootFolderDefaults {
                body[field] = (try await list(endpoint) { $0.id() }.elements.first ?? 0).jsonValue
            }
        }
        return try await object(.post, "rootfolder", json: body) { RootFolder.read(&$0) }
    }

    /// Removes a root folder (the media in it stay on disk and in the library).
    public func removeRootFolder(id: Int) async throws {
        try await send(.delete, "rootfolder/\(id)")
    }
}

// MARK: Editing stored records

extension ServarrRepository {
    /// The server's JSON object at `endpoint`, as it sent it.
    package func storedJSON(_ endpoint: String) async throws -> JSONValue {
        let connection = connection, path = "\(Self.api.root)/\(endpoint)"
        return try await connection.perform {
            let tape = try await connection.tape(of: connection.send(.get, path), endpoint: path)
            guard tape.kind(at: tape.root) == .object else {
                throw ServarrError.unreadable(
                    url: connection.url(path), problem: .unexpectedShape(expected: "a JSON object", found: tape.kind(at: tape.root).phrase))
            }
            return tape.value(at: tape.root)
        }
    }

    /// Reads the server's JSON of the record at `endpoint`, applies `change` and PUTs it back;
    /// returns the record as the server stored it. Fields this client does not know are kept.
    package func replace<Element: Sendable>(
        _ endpoint: String, query: [(String, String)] = [], change: (JSONValue) -> JSONValue,
        read: @escaping @Sendable (inout JSONRecord) -> Element?
    ) async throws -> Element {
        let stored = try await storedJSON(endpoint)
        return try await object(.put, endpoint, query: query, json: change(stored), read)
    }
}
