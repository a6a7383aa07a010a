import Foundation
import MarqueeApp
import ServarrCore
import ServarrScreens

/// What every `marquee <service>` verb needs from a service, over the repository its screens
/// use (``ServarrRepository``): written once, so a third service is one more
/// ``ServiceCommandGroup``. A client is the only place a command calls its repository.
protocol ServarrClient: Sendable {
    /// The key a queue or history record's movie, series or artist id goes under (`movieId`, `seriesId`, `artistId`).
    var mediaKey: String { get }
    /// Up to `limit` downloads of the queue, and how many there are in all.
    func queue(limit: Int) async throws -> RecordPages<QueueItem>
}

/// The client of one instance of the service `Group` scripts.
struct ServiceClient<Group: ServiceCommandGroup>: ServarrClient {
    typealias Media = Group.Repository.Media
    let repository: Group.Repository

    init(instance: ServiceInstance) {
        repository = Group.Repository(configuration: ServiceTarget.serviceConfiguration(for: instance))
    }

    var mediaKey: String { Group.Repository.api.mediaKey.description }

    // MARK: The library

    /// The library; rows that could not be read are named on standard error.
    func items() async throws -> [Media] { DecodeNotice.elements(of: try await repository.mediaListing(), for: Group.pluralNoun) }

    /// One library item; a missing one is a clear "no movie with id" failure.
    func item(id: Int) async throws -> Media {
        do {
            return try await repository.media(id: id)
        } catch ServarrError.notFound {
            throw CommandError.runtime("no \(Group.noun) with id \(id)")
        }
    }

    /// The lookup result for a catalogue (TMDb, TVDB) id.
    func lookup(externalID: Media.ExternalID) async throws -> Media {
        let term = Group.lookupTerm(externalID: externalID)
        guard let item = try await repository.lookup(term: term).first(where: { $0.externalID == externalID }) else {
            throw CommandError.runtime("\(Group.catalogue) has no \(Group.noun) with id \(externalID)")
        }
        return item
    }

    func lookup(term: String) async throws -> [Media] { try await repository.lookup(term: term) }

    /// What `add` adds: the lookup result a catalogue id or a term chooses (a term must match
    /// one title, or one exactly), not yet in the library, with the quality profile, root
    /// folder and tags the options name (checked before anything is added).
    func addition(
        externalID: Media.ExternalID?, term: String?, qualityProfile: String?, rootFolder: String?, tags: TagList?
    ) async throws -> Addition<Media> {
        let item = try await choose(externalID: externalID, term: term ?? "")
        if item.isInLibrary {
            throw CommandError.runtime("\(item.quotedTitle) is already in the library as \(Group.noun) \(item.id)")
        }
        return Addition(
            item: item, qualityProfile: try await self.qualityProfile(named: qualityProfile), rootFolder: try await self.rootFolder(at: rootFolder),
            tagIDs: try await tagIDs(labelled: tags?.labels ?? []))
    }

    private func choose(externalID: Media.ExternalID?, term: String) async throws -> Media {
        if let externalID { return try await lookup(externalID: externalID) }
        let results = try await lookup(term: term)
        let exact = results.filter { $0.title.lowercased() == term.lowercased() }
        if results.count == 1 { return results[0] }
        if exact.count == 1 { return exact[0] }
        guard !results.isEmpty else { throw CommandError.runtime("no \(Group.noun) matches \"\(term)\"") }
        let key = Group.catalogue.lowercased()
        let candidates = results.prefix(10).map { "\($0.title) (" + ($0.year > 0 ? "\($0.year), " : "") + "\(key) \($0.externalID))" }
        throw CommandError.usage(
            "\(results.count) \(Group.pluralNoun) match \"\(term)\": \(candidates.joined(separator: "; ")); choose one with --\(Group.catalogueOption)"
        )
    }
    func add(_ item: Media, options: Group.Repository.AddOptions) async throws -> Media { try await repository.add(item, options: options) }
    func update(_ item: Media) async throws -> Media { try await repository.update(item, moveFiles: false) }

    func delete(id: Int, deleteFiles: Bool, addExclusion: Bool) async throws {
        try await repository.deleteMedia(id: id, deleteFiles: deleteFiles, addExclusion: addExclusion)
    }

    func calendar(from start: Date, to end: Date) async throws -> [Group.Repository.WantedItem] {
        try await repository.calendar(from: start, to: end)
    }

    /// Monitored items without a file.
    func missing(limit: Int) async throws -> RecordPages<Group.Repository.WantedItem> {
        try await RecordPages.collect(limit: limit) { try await repository.missing(page: $0, pageSize: $1) }
    }

    /// Monitored items below their profile's cutoff, each with the quality it has and the
    /// cutoff it aims at, read as the app's cutoff-unmet screen reads them (one quality request
    /// per page at most).
    func cutoffUnmet(limit: Int) async throws -> RecordPages<CutoffUnmetRecord<Group.Repository.WantedItem>>
    where Group.Repository.WantedItem: OutputRecord {
        let cutoffs = CutoffQualities.cutoffNames(of: try await repository.qualityProfiles())
        return try await RecordPages.collect(limit: limit) { number, size in
            let page = try await repository.cutoffUnmet(page: number, pageSize: size)
            let known = page.records.isEmpty ? [:] : try await Group.Service.cutoffQualities(of: page.records, from: repository)
            return Page(
                page: page.page, pageSize: page.pageSize, totalRecords: page.totalRecords,
                records: page.records.map { item in
                    let qualities = known[item.id]
                    return CutoffUnmetRecord(item: item, quality: qualities?.current, cutoff: qualities?.cutoff(in: cutoffs))
                }, hasMorePages: page.hasMorePages, report: page.report)
        }
    }

    // MARK: Commands and releases

    func run(_ command: Group.Repository.Command) async throws -> CommandStatus { try await repository.run(command) }
    func rssSync() async throws -> CommandStatus { try await repository.run(.rssSync) }

    func grab(guid: String, indexerID: Int) async throws {
        try await repository.grab(
            Release(
                guid: guid, indexerID: indexerID, indexer: "", title: "", quality: "", size: 0,
                ageInDays: 0, seeders: nil, leechers: nil, downloadProtocol: .unknown(""),
                isApproved: true, rejections: []))
    }

    // MARK: Shared lists and verbs

    /// Up to `limit` downloads of the queue, and how many there are in all.
    func queue(limit: Int) async throws -> RecordPages<QueueItem> {
        try await RecordPages.collect(limit: limit) { try await repository.queue(page: $0, pageSize: $1) }
    }

    /// Up to `limit` history events, newest first, and how many there are in all.
    func history(limit: Int) async throws -> RecordPages<HistoryRecord> {
        try await RecordPages.collect(limit: limit) { try await repository.history(page: $0, pageSize: $1) }
    }

    /// The quality profile `text` names (its name, any case, or its id); the first profile when nil.
    ///
    /// - Throws: ``CommandError`` (exit code 2) listing the profiles when none matches.
    func qualityProfile(named text: String?) async throws -> QualityProfile {
        try Self.profile(named: text, among: try await repository.qualityProfiles(), kind: "quality profile") { ($0.id, $0.name) }
    }

    /// The profile of `profiles` that `text` names (its name, any case, or its id); the first when nil.
    ///
    /// - Throws: ``CommandError`` (exit code 2) listing the profiles when none matches.
    static func profile<Profile>(
        named text: String?, among profiles: [Profile], kind: String, identity: (Profile) -> (id: Int, name: String)
    ) throws -> Profile {
        let match =
            text.map { text in
                profiles.first { identity($0).name.lowercased() == text.lowercased() }
                    ?? Int(text).flatMap { id in profiles.first { identity($0).id == id } }
            } ?? profiles.first
        guard let match else {
            let known = profiles.map { "\(identity($0).name) (\(identity($0).id))" }.joined(separator: ", ")
            throw CommandError.usage(
                text.map { "no \(kind) \"\($0)\" (available: \(known.isEmpty ? "none" : known))" } ?? "the server has no \(kind)")
        }
        return match
    }

    /// The root folder at `path`; the first root folder when nil.
    ///
    /// - Throws: ``CommandError`` (exit code 2) listing the folders when none matches.
    func rootFolder(at path: String?) async throws -> RootFolder {
        let folders = try await repository.rootFolders()
        let trimmed = path.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let match = trimmed.map { path in folders.first { $0.path == path || $0.path == path + "/" } } ?? folders.first
        guard let match else {
            let known = folders.map(\.path).joined(separator: ", ")
            throw CommandError.usage(
                path.map { "no root folder \"\($0)\" (available: \(known.isEmpty ? "none" : known))" }
                    ?? "the server has no root folder")
        }
        return match
    }

    /// The ids of the tags labelled `labels` (any case).
    ///
    /// - Throws: ``CommandError`` (exit code 2) naming the unknown labels and the known ones.
    func tagIDs(labelled labels: [String]) async throws -> [Int] {
        guard !labels.isEmpty else { return [] }
        let known = try await repository.tags()
        var ids: [Int] = []
        var unknown: [String] = []
        for label in labels {
            if let tag = known.first(where: { $0.label.lowercased() == label.lowercased() }) { ids.append(tag.id) } else { unknown.append(label) }
        }
        guard unknown.isEmpty else {
            throw CommandError.usage(
                "no tag \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")) (available: "
                    + (known.isEmpty ? "none" : known.map(\.label).joined(separator: ", ")) + ")")
        }
        return ids
    }

    /// Prints one of the lists every service has.
    func write(_ list: SharedList, limit: Int, to writer: OutputWriter) async throws {
        switch list {
        case .queue:
            let listing = try await queue(limit: limit)
            try writer.write(listing.records.map { QueueRow(item: $0, mediaKey: mediaKey) })
            listing.noteOmissions(of: list == .queue ? "queue" : "history")
        case .history:
            let listing = try await history(limit: limit)
            try writer.write(listing.records.map { HistoryRow(record: $0, mediaKey: mediaKey) })
            listing.noteOmissions(of: list == .queue ? "queue" : "history")
        case .health: try writer.write(try await repository.health())
        case .diskSpace: try writer.write(try await repository.diskSpace())
        case .tags: try writer.write(try await repository.tags())
        case .qualityProfiles: try writer.write(try await repository.qualityProfiles())
        case .customFormats: try writer.write(try await repository.customFormatListing().elements)
        case .delayProfiles:
            let tags = try await repository.tags()
            try writer.write(try await repository.delayProfiles().elements.map { DelayProfileRow(profile: $0, tags: tags) })
        case .releaseProfiles:
            let tags = try await repository.tags()
            try writer.write(try await repository.releaseProfiles().elements.map { ReleaseProfileRow(profile: $0, tags: tags) })
        case .naming: try writer.write(NamingRow.rows(try await repository.namingSettings()))
        case .rootFolders: try writer.write(try await repository.rootFolders())
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
        try await repository.removeFromQueue(id: id, removeFromClient: true, blocklist: blocklist)
        try writer.write(ActionResult(action: blocklist ? "removed and blocklisted" : "removed", id: .int(id), title: item.title))
    }

    /// Prints `status`, first waiting (polling every half second, at most `limit`) until it
    /// finishes when `wait`.
    /// Starts the commands that act on library items `ids` (one for them all where the server
    /// takes several ids, one per item where it takes one) and reports them: one as
    /// ``report(_:wait:limit:to:)`` does, several as a list; with `wait`, each once it has
    /// finished (and a failure if one did not complete).
    func report(
        _ commands: [Group.Repository.Command], wait: Bool, limit: Duration = .seconds(600), to writer: OutputWriter
    ) async throws {
        var statuses: [CommandStatus] = []
        for command in commands { statuses.append(try await repository.run(command)) }
        guard statuses.count != 1 else { return try await report(statuses[0], wait: wait, limit: limit, to: writer) }
        if wait {
            for index in statuses.indices { statuses[index] = try await end(of: statuses[index], limit: limit) }
        }
        try writer.write(statuses)
        if wait { try statuses.forEach(Self.requireCompleted) }
    }

    func report(_ status: CommandStatus, wait: Bool, limit: Duration = .seconds(600), to writer: OutputWriter) async throws {
        let status = wait ? try await end(of: status, limit: limit) : status
        try writer.write(status)
        if wait { try Self.requireCompleted(status) }
    }

    /// `status` once its command has finished (asked every half second, at most `limit`).
    func end(of status: CommandStatus, limit: Duration = .seconds(600)) async throws -> CommandStatus {
        var status = status
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while !status.state.isFinished {
            guard clock.now < deadline else {
                throw CommandError.runtime("command \(status.id) (\(status.name)) still \(status.state.name) after \(limit)")
            }
            try await Task.sleep(for: .milliseconds(500))
            status = try await repository.commandStatus(id: status.id)
        }
        return status
    }

    /// Fails, with the server's message, unless the finished command completed.
    static func requireCompleted(_ status: CommandStatus) throws(CommandError) {
        guard status.state == .completed else {
            throw .runtime("command \(status.id) (\(status.name)) \(status.state.name)" + (status.message.map { ": \($0)" } ?? ""))
        }
    }
}

/// A lookup result to add, with the quality profile, root folder and tags chosen for it.
struct Addition<Media: Sendable>: Sendable {
    var item: Media
    var qualityProfile: QualityProfile
    var rootFolder: RootFolder
    var tagIDs: [Int]
}
