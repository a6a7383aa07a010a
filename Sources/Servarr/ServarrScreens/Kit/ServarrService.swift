import MarqueeNavigation
import ServarrCore

/// What a Servarr feature module (Radarr, Sonarr, and the next one) tells the shared screens
/// about its service: its repository, its routes, the words its screens use, and the few
/// places where its forms differ. The generic screens (``MediaLibraryScreen``,
/// ``AddLookupScreen``, ``AddOptionsScreen``, ``EditMediaScreen``, ``DeleteMediaScreen``) are
/// written once against it; a module fills in one value of this protocol, typically an
/// empty enum:
///
/// ```swift
/// enum LidarrService: ServarrService {
///     typealias Repository = LidarrRepository
///     typealias Route = LidarrRoute
///     typealias Modal = LidarrModal
///     static let tab: TabID = "lidarr"
///     static let noun = "artist"
///     …
/// }
/// ```
public protocol ServarrService: SendableMetatype {
    /// The service's repository.
    associatedtype Repository: ServarrRepository
    /// The feature's routes on a tab's stack.
    associatedtype Route: MarqueeNavigation.Route
    /// The feature's modal routes, the shared ones (``ServarrModal``) among them.
    associatedtype Modal: ServarrModalRoute where Modal.ExternalID == Repository.Media.ExternalID
    /// What the add-options form keeps across pickers and confirmation.
    associatedtype Draft: AddDraft
    /// The rows of the add-options form.
    associatedtype AddField: FormField
    /// The rows of the edit sheet.
    associatedtype EditField: EditFormField
    /// What the edit sheet loads beside the item for the service's own rows (Lidarr's
    /// metadata profiles); nothing for most services.
    associatedtype EditChoices: Sendable = Void

    /// The tab the feature's screens live on.
    static var tab: TabID { get }
    /// What one library item is called in messages, titles and links: "movie", "series".
    static var noun: String { get }
    /// The noun with its article, for summaries: "a movie", "an artist".
    static var nounWithArticle: String { get }
    /// The library, at the root of the tab.
    static var library: Route { get }
    /// The screen of one library item.
    static func detail(id: Int) -> Route
    /// One of the activity screens (the queue, history, calendar…).
    static func activity(_ kind: ActivityKind) -> Route

    // MARK: Lookup and add

    /// The lookup field's placeholder ("title, tmdb:603 or imdb:tt0133093").
    static var lookupPlaceholder: String { get }
    /// The lookup term that finds one catalogue id ("tmdb:603").
    static func lookupTerm(externalID: Repository.Media.ExternalID) -> String
    /// What links call the catalogue id: "tmdbID".
    static var externalIDName: String { get }
    /// A new draft for `item` (the lookup result, when known).
    static func newDraft(for item: Repository.Media?) -> Draft
    /// The confirmation's question: "Add The Matrix (1999) to /movies?".
    static func confirmAddMessage(_ item: Repository.Media?, _ draft: Draft) -> String
    /// What the form's `field` shows, its label, and what activating it does.
    static func addRow(_ field: AddField, of draft: Draft) -> AddFormRow<Draft, Modal>
    /// The repository's add options for a draft and the ids of its tags.
    static func addOptions(for draft: Draft, tagIDs: [Int]) -> Repository.AddOptions

    // MARK: Edit and delete

    /// Loads what the service's edit rows choose from, beside the item.
    static func editChoices(from repository: Repository) async throws -> EditChoices
    /// What the edit sheet's service field `field` shows, its label, and how ←→ change it,
    /// given what ``editChoices(from:)`` loaded.
    static func editRow(_ field: EditField, of media: Repository.Media, choices: EditChoices) -> EditFormRow<Repository.Media>
    /// Why an edited item cannot be saved beyond the shared checks (path, quality profile), or nil.
    static func editProblem(_ media: Repository.Media) -> String?
    /// The width of the edit sheet's labels.
    static var editLabelWidth: Int { get }
    /// The bulk editor's rows for the service's own editor fields (Radarr's minimum
    /// availability, Sonarr's series type and season folders, Lidarr's metadata profile),
    /// loaded as the editor opens; none by default.
    static func bulkEditRows(from repository: Repository) async throws -> [BulkEditRow]
    /// What the delete dialog calls the exclusion toggle: "Add import exclusion".
    static var exclusionLabel: String { get }
    /// Whether `route` shows the item `id` (or a part of it), so that deleting the item
    /// leaves it.
    static func showsItem(_ route: Route, id: Int) -> Bool

    // MARK: Manual import

    /// The pickers that change what a manual import's file is, in the order they open over
    /// the import sheet (the movie; the series, the season, the episodes; the artist, the
    /// album, the tracks).
    static var importProposalSteps: [ImportProposalStep<Repository>] { get }
    /// Whether a manual import's files carry languages (not Lidarr's); true by default.
    static var importsLanguages: Bool { get }
}

extension ServarrService {
    /// The service's name ("Radarr").
    public static var serviceName: String { Repository.api.name }
    /// The start of the feature's links: "/radarr".
    public static var linkRoot: String { "/" + Route.feature.rawValue }
    /// The message of a screen whose service is not configured.
    public static var notConfigured: String { "\(serviceName) is not configured" }
    public static func editProblem(_ media: Repository.Media) -> String? { nil }
    public static func bulkEditRows(from repository: Repository) async throws -> [BulkEditRow] { [] }
    public static var importsLanguages: Bool { true }
}

extension ServarrService where EditChoices == Void {
    /// Nothing to load.
    public static func editChoices(from repository: Repository) async throws {}

    /// "Add The Matrix (1999) to /movies?".
    public static func confirmAddMessage(_ item: Repository.Media?, _ draft: Draft) -> String {
        "Add \(item?.titleWithYear ?? "this \(noun)")\(draft.rootFolderPath.map { " to \($0)" } ?? "")?"
    }
}
