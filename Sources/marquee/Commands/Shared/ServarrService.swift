import ServarrCore

/// What the Radarr and Sonarr adapters (``RadarrService``, ``SonarrService``) both offer, so
/// the verbs the two services share are written once. An adapter is the only place a command
/// calls its repository.
protocol ServarrService: Sendable {
    /// The key a queue or history record's movie or series id goes under (`movieId`, `seriesId`).
    var mediaKey: String { get }
    /// Up to `limit` downloads of the queue, and how many there are in all.
    func queue(limit: Int) async throws -> Listing<QueueItem>
    /// Up to `limit` history events, newest first, and how many there are in all.
    func history(limit: Int) async throws -> Listing<HistoryRecord>
    func health() async throws -> [HealthCheck]
    func diskSpace() async throws -> [DiskSpace]
    func tags() async throws -> [Tag]
    func qualityProfiles() async throws -> [QualityProfile]
    func rootFolders() async throws -> [RootFolder]
    /// Removes a download from the queue (and the client), optionally blocklisting the release.
    func removeFromQueue(id: Int, blocklist: Bool) async throws
    /// Sends a release the server found to the download client.
    func grab(guid: String, indexerID: Int) async throws
    /// Starts an RSS sync.
    func rssSync() async throws -> CommandStatus
    /// A command's current status.
    func commandStatus(id: Int) async throws -> CommandStatus
}

/// Some of a paged list's records, and how many the server holds.
struct Listing<Item: Sendable>: Sendable {
    var records: [Item]
    var totalRecords: Int

    /// Fetches pages until `limit` records, the last record the server counts, or an empty or
    /// short page: at most `limit / pageSize + 1` requests, however many records the server
    /// claims (a server that sends no count is read until a short page).
    static func collect(
        limit: Int, fetch: (_ page: Int, _ pageSize: Int) async throws -> (records: [Item], totalRecords: Int)
    ) async throws -> Listing {
        let pageSize = min(max(limit, 1), 250)
        var records: [Item] = []
        var total = 0
        var page = 1
        while records.count < limit {
            let batch = try await fetch(page, pageSize)
            total = batch.totalRecords
            records += batch.records.prefix(limit - records.count)
            if batch.records.count < pageSize || (total > 0 && records.count >= total) { break }
            page += 1
        }
        return Listing(records: records, totalRecords: max(total, records.count))
    }

    /// Says on standard error when the list was cut at `--limit` (a script sees the rest is missing).
    func noteWhenCut() {
        if records.count < totalRecords {
            printError("marquee: showing \(records.count) of \(totalRecords); use --limit to see more")
        }
    }
}

extension ServarrService {
    /// The quality profile `text` names (its name, any case, or its id); the first profile when nil.
    ///
    /// - Throws: ``CommandError`` (exit code 2) listing the profiles when none matches.
    func qualityProfile(named text: String?) async throws -> QualityProfile {
        let profiles = try await qualityProfiles()
        let match = text.map { text in
            profiles.first { $0.name.lowercased() == text.lowercased() } ?? Int(text).flatMap { id in profiles.first { $0.id == id } }
        } ?? profiles.first
        guard let match else {
            let known = profiles.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            throw CommandError.usage(text.map { "no quality profile \"\($0)\" (available: \(known.isEmpty ? "none" : known))" }
                ?? "the server has no quality profile")
        }
        return match
    }

    /// The root folder at `path`; the first root folder when nil.
    ///
    /// - Throws: ``CommandError`` (exit code 2) listing the folders when none matches.
    func rootFolder(at path: String?) async throws -> RootFolder {
        let folders = try await rootFolders()
        let trimmed = path.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let match = trimmed.map { path in folders.first { $0.path == path || $0.path == path + "/" } } ?? folders.first
        guard let match else {
            let known = folders.map(\.path).joined(separator: ", ")
            throw CommandError.usage(path.map { "no root folder \"\($0)\" (available: \(known.isEmpty ? "none" : known))" }
                ?? "the server has no root folder")
        }
        return match
    }

    /// The ids of the tags labelled `labels` (any case).
    ///
    /// - Throws: ``CommandError`` (exit code 2) naming the unknown labels and the known ones.
    func tagIDs(labelled labels: [String]) async throws -> [Int] {
        guard !labels.isEmpty else { return [] }
        let known = try await tags()
        var ids: [Int] = []
        var unknown: [String] = []
        for label in labels {
            if let tag = known.first(where: { $0.label.lowercased() == label.lowercased() }) { ids.append(tag.id) } else { unknown.append(label) }
        }
        guard unknown.isEmpty else {
            throw CommandError.usage("no tag \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")) (available: "
                + (known.isEmpty ? "none" : known.map(\.label).joined(separator: ", ")) + ")")
        }
        return ids
    }

    /// Prints one of the lists both services have.
    func write(_ list: SharedList, limit: Int, to writer: OutputWriter) async throws {
        switch list {
        case .queue:
            let listing = try await queue(limit: limit)
            try writer.write(listing.records.map { QueueRow(item: $0, mediaKey: mediaKey) })
            listing.noteWhenCut()
        case .history:
            let listing = try await history(limit: limit)
            try writer.write(listing.records.map { HistoryRow(record: $0, mediaKey: mediaKey) })
            listing.noteWhenCut()
        case .health: try writer.write(try await health())
        case .diskSpace: try writer.write(try await diskSpace())
        case .tags: try writer.write(try await tags())
        case .qualityProfiles: try writer.write(try await qualityProfiles())
        case .rootFolders: try writer.write(try await rootFolders())
        }
    }

    /// `remove queue ID`: finds the download (so a bad id writes nothing), confirms, removes.
    func removeFromQueue(id: Int, blocklist: Bool, yes: Bool, writer: OutputWriter) async throws {
        let items = try await queue(limit: 10_000).records
        guard let item = items.first(where: { $0.id == id }) else {
            throw CommandError.runtime("no download with id \(id) in the queue")
        }
        try Confirmation.require(
            "Remove \"\(TableText.singleLine(item.title))\" (queue id \(id)) from the queue and the download client"
                + (blocklist ? ", and blocklist the release?" : "?"), yes: yes)
        try await removeFromQueue(id: id, blocklist: blocklist)
        try writer.write(ActionResult(action: blocklist ? "removed and blocklisted" : "removed", id: .int(id), title: item.title))
    }

    /// Prints `status`, first waiting (polling every half second, at most `limit`) until it
    /// finishes when `wait`.
    func report(_ status: CommandStatus, wait: Bool, limit: Duration = .seconds(600), to writer: OutputWriter) async throws {
        var status = status
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while wait, !status.state.isFinished {
            guard clock.now < deadline else { throw CommandError.runtime("command \(status.id) (\(status.name)) still \(status.state.name) after \(limit)") }
            try await Task.sleep(for: .milliseconds(500))
            status = try await commandStatus(id: status.id)
        }
        try writer.write(status)
        if wait, status.state != .completed {
            throw CommandError.runtime("command \(status.id) (\(status.name)) \(status.state.name)" + (status.message.map { ": \($0)" } ?? ""))
        }
    }
}

/// The lists Radarr and Sonarr both have.
enum SharedList: Sendable {
    case queue, history, health, diskSpace, tags, qualityProfiles, rootFolders
}
