import MarqueeNavigation

/// The modal screens every Servarr feature has, declared once for all services (see
/// ``ServarrModalRoutes``): the add flow (lookup, options, the quality-profile and
/// root-folder pickers, the confirmation), the edit sheet and its profile and root-folder pickers, the delete
/// alert, and the queue's remove alert.
///
/// A feature's modal route enum holds them in one case, `case kit(ServarrModal<ExternalID>)`,
/// beside its own cases (see ``ServarrModalRoute``). `ExternalID` is the catalogue id the add
/// flow names a lookup result by: TMDb and TVDB numbers, MusicBrainz texts.
public enum ServarrModal<ExternalID: LinkValue & Hashable & Codable>: Hashable, Sendable, Codable {
    /// The add sheet: search the catalogue for `term`.
    case addLookup(term: String)
    /// The add options of a lookup result, pushed inside the add sheet.
    case addOptions(ExternalID)
    /// Picks a quality profile for the item being added; returns its id (`Int`).
    case pickQualityProfile(ExternalID)
    /// Picks a root folder for the item being added; returns its path (`String`).
    case pickRootFolder(ExternalID)
    /// "Add this item?" over the add sheet; the add happens on confirmation.
    case confirmAdd(ExternalID)
    /// The edit sheet of a library item.
    case edit(id: Int)
    /// Picks the quality profile of the item being edited, over its edit sheet; returns the
    /// profile's id (`Int`).
    case pickEditedQualityProfile(id: Int)
    /// Picks the root folder of the item being edited, over its edit sheet; returns the
    /// folder's path (`String`).
    case pickEditedRootFolder(id: Int)
    /// "Delete this item?" with the "delete files" and "add exclusion" toggles.
    case delete(id: Int)
    /// "Remove this download?" over the queue, with the "remove from client" and "blocklist" toggles.
    case removeFromQueue(id: Int)
    /// "Monitor 12 movies?" over the library: a change to the marked items, sent in one editor request.
    case bulk(MediaBulkChange)
    /// The manual import sheet of queue record `queueID`: why it waits, its files and their proposals.
    case manualImport(queueID: Int)
    /// "Remove 3 downloads?" over the queue: its marked downloads, in one request.
    case removeDownloads(RecordIDs)
    /// The manual import sheet of a folder on the server (a title's folder, a root folder, the
    /// download client's folder).
    case importFolder(path: String)
    /// A picker over a manual import sheet: what the highlighted file is (one step of the
    /// service's pickers), its quality, languages or release group.
    case pickImport(ImportPick)
    /// Asks which folder on the server to import by hand (a path, completed from the root
    /// folders and the download client's folders).
    case chooseImportFolder
    /// One download of the queue in full, as a sheet over the queue.
    case queueDetails(id: Int)
    /// "Mark this grab as failed?" over the history.
    case markFailed(historyID: Int)
}

/// A feature's modal route enum that holds the shared ``ServarrModal`` screens in one case:
///
/// ```swift
/// public enum RadarrModal: ServarrModalRoute {
///     case kit(ServarrModal<Int>)
///     case pickMinimumAvailability(tmdbID: Int)
///     …
///     public var kitModal: ServarrModal<Int>? { if case .kit(let modal) = self { modal } else { nil } }
/// }
/// ```
///
/// The shared screens' routes then read as the feature's own: `RadarrModal.addLookup(term: "")`,
/// `.edit(id: 12)`, `.delete(id: 12)`.
public protocol ServarrModalRoute: Route {
    /// The catalogue id the add flow names a lookup result by.
    associatedtype ExternalID: LinkValue & Hashable & Codable
    /// The route of a shared modal screen.
    static func kit(_ modal: ServarrModal<ExternalID>) -> Self
    /// The shared modal screen this route is, or nil for one of the feature's own.
    var kitModal: ServarrModal<ExternalID>? { get }
}

extension ServarrModalRoute {
    /// The add sheet, searching for `term`.
    public static func addLookup(term: String) -> Self { .kit(.addLookup(term: term)) }
    /// The add options of the lookup result `id`.
    public static func addOptions(_ id: ExternalID) -> Self { .kit(.addOptions(id)) }
    /// The quality-profile picker of the add flow.
    public static func pickQualityProfile(_ id: ExternalID) -> Self { .kit(.pickQualityProfile(id)) }
    /// The root-folder picker of the add flow.
    public static func pickRootFolder(_ id: ExternalID) -> Self { .kit(.pickRootFolder(id)) }
    /// "Add this item?" over the add sheet.
    public static func confirmAdd(_ id: ExternalID) -> Self { .kit(.confirmAdd(id)) }
    /// The edit sheet of library item `id`.
    public static func edit(id: Int) -> Self { .kit(.edit(id: id)) }
    /// The quality-profile picker over the edit sheet of library item `id`.
    public static func pickEditedQualityProfile(id: Int) -> Self { .kit(.pickEditedQualityProfile(id: id)) }
    /// The root-folder picker over the edit sheet of library item `id`.
    public static func pickEditedRootFolder(id: Int) -> Self { .kit(.pickEditedRootFolder(id: id)) }
    /// "Delete this item?" for library item `id`.
    public static func delete(id: Int) -> Self { .kit(.delete(id: id)) }
    /// "Remove this download?" for queue record `id`.
    public static func removeFromQueue(id: Int) -> Self { .kit(.removeFromQueue(id: id)) }
    /// "Monitor 12 movies?" for the library's marked items.
    public static func bulk(_ change: MediaBulkChange) -> Self { .kit(.bulk(change)) }
    /// The manual import sheet of queue record `queueID`.
    public static func manualImport(queueID: Int) -> Self { .kit(.manualImport(queueID: queueID)) }
    /// "Remove 3 downloads?" for the queue's marked downloads.
    public static func removeDownloads(_ selection: RecordIDs) -> Self { .kit(.removeDownloads(selection)) }
    /// The manual import sheet of the folder at `path` on the server.
    public static func importFolder(path: String) -> Self { .kit(.importFolder(path: path)) }
    /// The manual import sheet of `source`.
    public static func manualImport(_ source: ImportSheetSource) -> Self {
        switch source {
        case .queue(let id): .manualImport(queueID: id)
        case .folder(let path): .importFolder(path: path)
        }
    }
    /// A picker over a manual import sheet.
    public static func pickImport(_ pick: ImportPick) -> Self { .kit(.pickImport(pick)) }
    /// Asks which folder to import by hand.
    public static var chooseImportFolder: Self { .kit(.chooseImportFolder) }
    /// The details of queue record `id`.
    public static func queueDetails(id: Int) -> Self { .kit(.queueDetails(id: id)) }
    /// "Mark this grab as failed?" for history record `historyID`.
    public static func markFailed(historyID: Int) -> Self { .kit(.markFailed(historyID: historyID)) }
}
