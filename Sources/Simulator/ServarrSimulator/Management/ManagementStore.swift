import Foundation

/// The management state of one simulated server — indexers, download clients, tags, root
/// folders and quality profiles — written once for Radarr, Sonarr and Lidarr, with the
/// servers' validation rules and messages (see ``ManagementRoutes``).
actor ManagementStore {
    /// What differs between the services.
    struct Profile: Sendable {
        var service: SimulatedService
        /// The name of a tag's media list in `tag/detail` (`movieIds`).
        var mediaKey: String
        var tags: [String]
        var rootFolders: [RootFolderResource]
        /// Folders that exist on the simulated disk besides the root folders.
        var otherFolders: [String]
        var qualityProfiles: [QualityProfile]
        /// Whether root folders show their disk's total space (Lidarr, Sonarr v4; Radarr's v3 API
        /// and Sonarr v3 report only the free space, and the total in `diskspace`).
        var rootFoldersShowTotalSpace: Bool
    }

    /// The media of the library by id, with their tag ids.
    typealias TaggedMedia = @Sendable () async -> [Int: [Int]]

    let profile: Profile
    private let taggedMedia: TaggedMedia
    private var tags: [TagResource]
    private var nextTagID: Int
    private var indexers: [ProviderResource]
    private var downloadClients: [ProviderResource]
    private var rootFolders: [RootFolderResource]
    private var nextRootFolderID: Int
    /// Providers whose test fails, with the failure the server reports.
    private let failingTests: [Int: String]
    private let failingClientTests: [Int: String]

    init(_ profile: Profile, taggedMedia: @escaping TaggedMedia) {
        self.profile = profile
        self.taggedMedia = taggedMedia
        tags = profile.tags.enumerated().map { TagResource(id: $0.offset + 1, label: $0.element) }
        nextTagID = profile.tags.count + 1
        indexers = ManagementSeed.indexers
        downloadClients = ManagementSeed.downloadClients
        failingTests = ManagementSeed.failingIndexers
        failingClientTests = ManagementSeed.failingClients
        rootFolders = profile.rootFolders
        nextRootFolderID = (profile.rootFolders.compactMap(\.id).max() ?? 0) + 1
    }

    // MARK: Tags

    func allTags() -> [TagResource] { tags }

    func tag(id: Int) throws(SimulatorFailure) -> TagResource {
        guard let tag = tags.first(where: { $0.id == id }) else { throw .notFound("Tag with ID \(id) does not exist") }
        return tag
    }

    /// Creates a tag, or returns the one with this label (as the servers do).
    func addTag(label: String?) throws(SimulatorFailure) -> TagResource {
        let label = try Self.validLabel(label)
        if let existing = tags.first(where: { $0.label?.lowercased() == label }) { return existing }
        let tag = TagResource(id: nextTagID, label: label)
        nextTagID += 1
        tags.append(tag)
        return tag
    }

    func renameTag(id: Int, label: String?) throws(SimulatorFailure) -> TagResource {
        _ = try tag(id: id)
        let label = try Self.validLabel(label)
        if tags.contains(where: { $0.label?.lowercased() == label && $0.id != id }) {
            throw .invalid("Label", "A tag with this label already exists", attempted: .string(label))
        }
        let index = tags.firstIndex { $0.id == id }!
        tags[index].label = label
        return tags[index]
    }

    /// Deletes a tag; a tag still in use is refused as the servers do (409).
    func deleteTag(id: Int) async throws(SimulatorFailure) {
        let tag = try tag(id: id)
        let details = await details(of: tag)
        guard details.mediaIDs.isEmpty, details.indexerIds.isEmpty, details.downloadClientIds.isEmpty else {
            throw .conflict("'\(tag.label ?? "")' cannot be deleted since it's still in use")
        }
        tags.removeAll { $0.id == id }
    }

    func tagDetails() async -> [TagDetails] {
        var result: [TagDetails] = []
        for tag in tags { result.append(await details(of: tag)) }
        return result
    }

    func tagDetails(id: Int) async throws(SimulatorFailure) -> TagDetails {
        await details(of: try tag(id: id))
    }

    private func details(of tag: TagResource) async -> TagDetails {
        let id = tag.id ?? 0
        let media = await taggedMedia().filter { $0.value.contains(id) }.keys.sorted()
        return TagDetails(
            id: id, label: tag.label ?? "", indexerIds: indexers.filter { $0.tags?.contains(id) == true }.compactMap(\.id),
            downloadClientIds: downloadClients.filter { $0.tags?.contains(id) == true }.compactMap(\.id), mediaIDs: media,
            mediaKey: profile.mediaKey)
    }

    /// Labels are letters, digits and dashes, lowercased as the servers store them (the servers
    /// check `^[a-z0-9-]+$`; the simulator also takes other scripts' letters, as older ones did).
    private static func validLabel(_ label: String?) throws(SimulatorFailure) -> String {
        let label = (label ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard !label.isEmpty else { throw .invalid("Label", "'Label' must not be empty.", attempted: .string(""), code: "NotEmptyValidator") }
        guard label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw .invalid("Label", "Allowed characters a-z, 0-9 and -", attempted: .string(label), code: "RegularExpressionValidator")
        }
        return label
    }

    // MARK: Indexers and download clients

    func providers(_ kind: ProviderKind) -> [ProviderResource] {
        kind == .indexer ? indexers : downloadClients
    }

    func provider(_ kind: ProviderKind, id: Int) throws(SimulatorFailure) -> ProviderResource {
        guard let provider = providers(kind).first(where: { $0.id == id }) else {
            throw .notFound("\(kind.noun) with ID \(id) does not exist")
        }
        return provider
    }

    /// Saves `resource` over the provider `id` after the servers' checks: a name, unique
    /// among the kind's providers, and a priority from 1 to 50.
    func update(_ kind: ProviderKind, id: Int, with resource: ProviderResource) throws(SimulatorFailure) -> ProviderResource {
        var stored = try provider(kind, id: id)
        var failures: [ValidationFailure] = []
        let name = (resource.name ?? "").trimmingCharacters(in: .whitespaces)
        if name.isEmpty {
            failures.append(
                .init(propertyName: "Name", errorMessage: "'Name' must not be empty.", attemptedValue: .string(""), errorCode: "NotEmptyValidator"))
        } else if providers(kind).contains(where: { $0.id != id && $0.name?.lowercased() == name.lowercased() }) {
            failures.append(
                .init(propertyName: "Name", errorMessage: "Should be unique", attemptedValue: .string(name), errorCode: "PredicateValidator"))
        }
        let priority = resource.priority ?? stored.priority ?? 25
        if !(1...50).contains(priority) {
            failures.append(
                .init(
                    propertyName: "Priority", errorMessage: "'Priority' must be between 1 and 50. You entered \(priority).",
                    attemptedValue: .integer(priority), errorCode: "InclusiveBetweenValidator"))
        }
        if let unknown = resource.tags?.first(where: { tag in !tags.contains { $0.id == tag } }) {
            failures.append(
                .init(
                    propertyName: "Tags", errorMessage: "Tag \(unknown) does not exist", attemptedValue: .integer(unknown),
                    errorCode: "PredicateValidator"))
        }
        guard failures.isEmpty else { throw .validation(failures) }
        stored.name = name
        stored.priority = priority
        stored.tags = resource.tags ?? stored.tags
        stored.fields = resource.fields ?? stored.fields
        if kind == .indexer {
            // An indexer that cannot do RSS or search keeps those flags off.
            stored.enableRss = (resource.enableRss ?? stored.enableRss ?? false) && stored.supportsRss == true
            stored.enableAutomaticSearch = (resource.enableAutomaticSearch ?? stored.enableAutomaticSearch ?? false) && stored.supportsSearch == true
            stored.enableInteractiveSearch =
                (resource.enableInteractiveSearch ?? stored.enableInteractiveSearch ?? false) && stored.supportsSearch == true
            indexers[indexers.firstIndex { $0.id == id }!] = stored
        } else {
            stored.enable = resource.enable ?? stored.enable
            downloadClients[downloadClients.firstIndex { $0.id == id }!] = stored
        }
        return stored
    }

    /// Creates a provider (`POST indexer`, `POST downloadclient`) after the checks of ``update``;
    /// an enabled one is tested first, as the servers do, unless `forceSave` (its outside service
    /// is unreachable here, so it fails).
    func create(_ kind: ProviderKind, _ resource: ProviderResource, forceSave: Bool) throws(SimulatorFailure) -> ProviderResource {
        let id = (providers(kind).compactMap(\.id).max() ?? 0) + 1
        var created = resource
        created.id = id
        created.tags = resource.tags ?? []
        created.fields = resource.fields ?? []
        let enabled =
            kind == .indexer
            ? (resource.enableRss == true || resource.enableAutomaticSearch == true || resource.enableInteractiveSearch == true)
            : resource.enable == true
        if enabled, !forceSave {
            throw .validation([
                ValidationFailure(
                    propertyName: "",
                    errorMessage: "Unable to connect to \(resource.implementationName ?? resource.implementation ?? kind.noun): no route to host",
                    attemptedValue: .null, errorCode: "PredicateValidator")
            ])
        }
        if kind == .indexer { indexers.append(created) } else { downloadClients.append(created) }
        do {
            return try update(kind, id: id, with: created)
        } catch {
            if kind == .indexer { indexers.removeAll { $0.id == id } } else { downloadClients.removeAll { $0.id == id } }
            throw error
        }
    }

    /// `PUT …/bulk`: the flags, priority and tags of the providers `ids` names.
    func bulkUpdate(_ kind: ProviderKind, _ edit: ProviderBulkEdit) throws(SimulatorFailure) -> [ProviderResource] {
        var edited: [ProviderResource] = []
        for id in edit.ids ?? [] {
            guard var provider = try? provider(kind, id: id) else { continue }
            provider.enableRss = edit.enableRss ?? provider.enableRss
            provider.enableAutomaticSearch = edit.enableAutomaticSearch ?? provider.enableAutomaticSearch
            provider.enableInteractiveSearch = edit.enableInteractiveSearch ?? provider.enableInteractiveSearch
            provider.enable = edit.enable ?? provider.enable
            provider.priority = edit.priority ?? provider.priority
            if let tags = edit.tags { provider.tags = EditorRequest.apply(tags, as: edit.applyTags, to: provider.tags ?? []) }
            edited.append(try update(kind, id: id, with: provider))
        }
        return edited
    }

    func delete(_ kind: ProviderKind, id: Int) throws(SimulatorFailure) {
        _ = try provider(kind, id: id)
        if kind == .indexer { indexers.removeAll { $0.id == id } } else { downloadClients.removeAll { $0.id == id } }
    }

    /// Tests the provider a body describes (by its id): nil when the test passes, else the
    /// failure the server reports.
    func test(_ kind: ProviderKind, _ resource: ProviderResource) throws(SimulatorFailure) -> ValidationFailure? {
        guard let id = resource.id, id > 0 else {
            throw .invalid("Name", "'Name' must not be empty.", attempted: .string(resource.name ?? ""), code: "NotEmptyValidator")
        }
        _ = try provider(kind, id: id)
        guard let message = (kind == .indexer ? failingTests : failingClientTests)[id] else { return nil }
        return ValidationFailure(propertyName: "", errorMessage: message, attemptedValue: .null, errorCode: "PredicateValidator")
    }

    /// Tests every enabled provider, as `testall` does.
    func testAll(_ kind: ProviderKind) -> [ProviderTestAllResult] {
        providers(kind).filter {
            kind == .indexer ? ($0.enableRss == true || $0.enableAutomaticSearch == true || $0.enableInteractiveSearch == true) : $0.enable == true
        }
        .compactMap { provider in
            guard let id = provider.id else { return nil }
            let failure = try? test(kind, provider)
            return ProviderTestAllResult(id: id, isValid: failure == nil, validationFailures: failure.map { [$0] } ?? [])
        }
    }

    // MARK: Root folders

    func allRootFolders() -> [RootFolderResource] { rootFolders.map(shown) }

    func rootFolder(id: Int) throws(SimulatorFailure) -> RootFolderResource {
        guard let folder = rootFolders.first(where: { $0.id == id }) else { throw .notFound("RootFolder with ID \(id) does not exist") }
        return shown(folder)
    }

    /// The disks of the root folders, with the space the root folders report (`diskspace`).
    func diskSpace() -> [SystemChecks.DiskSpace] {
        SystemChecks.diskSpace(rootFolders: rootFolders)
    }

    /// A root folder as the server shows it: without its total space where the server keeps it
    /// to `diskspace`.
    private func shown(_ folder: RootFolderResource) -> RootFolderResource {
        var folder = folder
        if !profile.rootFoldersShowTotalSpace { folder.totalSpace = nil }
        return folder
    }

    /// Adds a root folder after the servers' path checks: an absolute path, not configured
    /// already, that exists.
    func addRootFolder(_ resource: RootFolderResource) throws(SimulatorFailure) -> RootFolderResource {
        var path = (resource.path ?? "").trimmingCharacters(in: .whitespaces)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard path.hasPrefix("/"), !path.contains("//") else {
            throw .invalid("Path", "Invalid Path", attempted: .string(path), code: "PathValidator")
        }
        guard !rootFolders.contains(where: { $0.path == path }) else {
            throw .invalid("Path", "Path is already configured as a root folder", attempted: .string(path), code: "RootFolderValidator")
        }
        guard profile.otherFolders.contains(path) else {
            throw .invalid("Path", "Path '\(path)' does not exist", attempted: .string(path), code: "PathExistsValidator")
        }
        var folder = RootFolderResource(
            id: nextRootFolderID, path: path, accessible: true, freeSpace: 512_000_000_000, totalSpace: 2_000_000_000_000)
        if profile.service == .lidarr {
            guard let name = resource.name, !name.isEmpty else {
                throw .invalid("Name", "'Name' must not be empty.", attempted: .string(""), code: "NotEmptyValidator")
            }
            guard let quality = resource.defaultQualityProfileId, quality > 0 else {
                throw .invalid(
                    "DefaultQualityProfileId", "Quality Profile does not exist", attempted: .integer(resource.defaultQualityProfileId ?? 0))
            }
            guard let metadata = resource.defaultMetadataProfileId, metadata > 0 else {
                throw .invalid(
                    "DefaultMetadataProfileId", "Metadata Profile does not exist", attempted: .integer(resource.defaultMetadataProfileId ?? 0))
            }
            folder.name = name
            folder.defaultQualityProfileId = quality
            folder.defaultMetadataProfileId = metadata
            folder.defaultMonitorOption = resource.defaultMonitorOption ?? "all"
            folder.defaultNewItemMonitorOption = resource.defaultNewItemMonitorOption ?? "all"
            folder.defaultTags = resource.defaultTags ?? []
        } else {
            folder.unmappedFolders = []
        }
        nextRootFolderID += 1
        rootFolders.append(folder)
        return shown(folder)
    }

    func removeRootFolder(id: Int) throws(SimulatorFailure) {
        _ = try rootFolder(id: id)
        rootFolders.removeAll { $0.id == id }
    }
}

/// Indexers or download clients.
enum ProviderKind: String, Sendable {
    case indexer
    case downloadClient = "downloadclient"

    /// The servers' name in "not found" messages.
    var noun: String { self == .indexer ? "Indexer" : "DownloadClient" }
}
