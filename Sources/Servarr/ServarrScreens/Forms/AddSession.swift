import Foundation
import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// The state an add flow shares between its modal screens: the lookup results, the profiles
/// and folders the pickers offer, the draft per item, and the last add error.
///
/// One per module registration (so one per host). Screens are made from routes, so the
/// options screen, the pickers and the confirmation meet here instead of passing closures.
/// `Item` is what is looked up and added (a movie, a series, an artist), keyed by its
/// catalogue id (``ServarrMedia/externalID``).
@MainActor
public final class AddSession<Item: ServarrMedia, Draft: AddDraft> {
    /// A lookup result's catalogue id.
    public typealias ExternalID = Item.ExternalID

    /// The lookup results by external id.
    public private(set) var results: [ExternalID: Item] = [:]
    /// The quality profiles offered (loaded by the options screen).
    public var qualityProfiles: [QualityProfile] = []
    /// The root folders offered (loaded by the options screen).
    public var rootFolders: [RootFolder] = []
    /// The drafts by external id.
    public var drafts: [ExternalID: Draft] = [:]
    /// The external id of the item the options screen shows.
    public var currentID: ExternalID?
    /// The server's message when the last add failed, shown on the options screen.
    public var addError: String?
    /// Whether an add request is running.
    public private(set) var isAdding = false

    private let serviceName: String
    /// The server the results, profiles, folders and drafts came from.
    private var source: ObjectIdentifier?

    /// A session whose "not configured" message names `serviceName`.
    public init(serviceName: String) {
        self.serviceName = serviceName
    }

    /// Makes `repository` the session's server. What the session knew of another server (an add
    /// flow on another instance of the service) is forgotten: its lookup results (whose "in
    /// library" is that server's), profiles, folders and drafts.
    public func use(_ repository: some Actor) {
        let id = ObjectIdentifier(repository)
        guard id != source else { return }
        source = id
        results = [:]
        qualityProfiles = []
        rootFolders = []
        drafts = [:]
        addError = nil
    }

    /// Remembers lookup results so the options screen can find its item.
    public func remember(_ items: [Item]) {
        for item in items { results[item.externalID] = item }
    }

    /// The current item and its draft, when the options screen is showing one.
    public var current: (item: Item, draft: Draft)? {
        guard let id = currentID, let item = results[id] else { return nil }
        return (item, drafts[id] ?? Draft())
    }

    /// Loads what the options form for item `id` offers: the item itself when the form was
    /// opened by a link (not from the lookup), the quality profiles and the root folders. A
    /// draft without a profile or folder gets the first profile and the first accessible
    /// folder (or the first); a new draft starts as `newDraft` makes it from the item.
    public func loadOptions<Repository: Sendable>(
        for id: ExternalID, from repository: Repository,
        lookUp: @escaping @Sendable (Repository) async throws -> [Item],
        profiles: @escaping @Sendable (Repository) async throws -> [QualityProfile],
        folders: @escaping @Sendable (Repository) async throws -> [RootFolder],
        newDraft: (Item?) -> Draft = { _ in Draft() }
    ) async throws {
        if results[id] == nil { remember(try await lookUp(repository)) }
        async let loadingProfiles = profiles(repository)
        async let loadingFolders = folders(repository)
        let (loadedProfiles, loadedFolders) = try await (loadingProfiles, loadingFolders)
        qualityProfiles = loadedProfiles
        rootFolders = loadedFolders
        var draft = drafts[id] ?? newDraft(results[id])
        if draft.qualityProfileID == nil { draft.qualityProfileID = loadedProfiles.first?.id }
        if draft.rootFolderPath == nil { draft.rootFolderPath = loadedFolders.first(where: \.isAccessible)?.path ?? loadedFolders.first?.path }
        drafts[id] = draft
    }

    /// Presents a picker for item `id`'s draft now (so the navigation change is synchronous)
    /// and applies its typed result with `apply` when it finishes, then calls `changed`; a
    /// picker dismissed without a result changes nothing.
    public func pick<Value: Sendable, Route, Modal>(
        _ picker: Modal, for id: ExternalID, returning type: Value.Type, router: FeatureRouter<Route, Modal>, tasks: TaskTracker,
        changed: @escaping @MainActor () -> Void, apply: @escaping @MainActor (inout Draft, Value) -> Void
    ) throws(NavigationError) {
        let presentation = try router.present(picker)
        PickerResults.apply(type, of: presentation, coordinator: router.coordinator, tasks: tasks) { [weak self] value in
            guard let self else { return }
            var draft = self.drafts[id] ?? Draft()
            apply(&draft, value)
            self.drafts[id] = draft
            changed()
        }
    }

    /// Makes item `id` current and says whether its draft can be added; when it cannot,
    /// ``addError`` says why.
    public func prepareAdd(of id: ExternalID) -> Bool {
        currentID = id
        guard let problem = (drafts[id] ?? Draft()).problem else { return true }
        addError = problem
        return false
    }

    /// Adds the current item with its draft: creates unknown tags, then calls `add` with the
    /// tag ids. Returns the added item, or nil with ``addError`` set to the server's message.
    ///
    /// - Parameters:
    ///   - repository: The service's repository, or nil when the service is not configured.
    ///   - tags: Lists the service's tags.
    ///   - createTag: Creates a tag with a label.
    ///   - add: Adds the item with the draft and the tag ids; returns the added item.
    public func add<Repository: Sendable>(
        using repository: Repository?,
        tags: @escaping @Sendable (Repository) async throws -> [Tag],
        createTag: @escaping @Sendable (Repository, String) async throws -> Tag,
        add: (Repository, Item, Draft, [Int]) async throws -> Item
    ) async -> Item? {
        guard let repository else {
            addError = "\(serviceName) is not configured"
            return nil
        }
        guard let (item, draft) = current else {
            addError = "Nothing to add"
            return nil
        }
        if let problem = draft.problem {
            addError = problem
            return nil
        }
        isAdding = true
        defer { isAdding = false }
        do {
            let tagIDs = try await TagLabels.ids(
                for: draft.tagLabels, known: { try await tags(repository) },
                create: { try await createTag(repository, $0) })
            let added = try await add(repository, item, draft, tagIDs)
            addError = nil
            results[item.externalID] = added
            drafts[item.externalID] = nil
            return added
        } catch {
            addError = ServarrError.userMessage(for: error)
            return nil
        }
    }
}
