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
    /// The feature's modal routes.
    associatedtype Modal: MarqueeNavigation.Route
    /// What the add-options form keeps across pickers and confirmation.
    associatedtype Draft: AddDraft
    /// The rows of the add-options form.
    associatedtype AddField: FormField
    /// The rows of the edit sheet.
    associatedtype EditField: EditFormField

    /// The tab the feature's screens live on.
    static var tab: TabID { get }
    /// What one library item is called in messages and titles: "movie", "series".
    static var noun: String { get }
    /// The screen of one library item.
    static func detail(id: Int) -> Route

    // MARK: Lookup and add

    /// The lookup field's placeholder ("title, tmdb:603 or imdb:tt0133093").
    static var lookupPlaceholder: String { get }
    /// The lookup term that finds one catalogue id ("tmdb:603").
    static func lookupTerm(externalID: Int) -> String
    /// The add options of a lookup result, pushed inside the add sheet.
    static func addOptions(externalID: Int) -> Modal
    /// "Add this item?" over the add sheet.
    static func confirmAdd(externalID: Int) -> Modal
    /// The quality-profile picker of the add flow (returns an `Int`).
    static var qualityProfilePicker: Modal { get }
    /// The root-folder picker of the add flow (returns a `String`).
    static var rootFolderPicker: Modal { get }
    /// A new draft for `item` (the lookup result, when known).
    static func newDraft(for item: Repository.Media?) -> Draft
    /// What the form's `field` shows, its label, and what activating it does.
    static func addRow(_ field: AddField, of draft: Draft) -> AddFormRow<Draft, Modal>
    /// The repository's add options for a draft and the ids of its tags.
    static func addOptions(for draft: Draft, tagIDs: [Int]) -> Repository.AddOptions

    // MARK: Edit and delete

    /// The quality-profile picker over an edit sheet (returns an `Int`).
    static func editedQualityProfilePicker(mediaID: Int) -> Modal
    /// What the edit sheet's service field `field` shows, its label, and how ←→ change it.
    static func editRow(_ field: EditField, of media: Repository.Media) -> EditFormRow<Repository.Media>
    /// Why an edited item cannot be saved beyond the shared checks (path, quality profile), or nil.
    static func editProblem(_ media: Repository.Media) -> String?
    /// The width of the edit sheet's labels.
    static var editLabelWidth: Int { get }
    /// What the delete dialog calls the exclusion toggle: "Add import exclusion".
    static var exclusionLabel: String { get }
    /// Whether `route` shows the item `id` (or a part of it), so that deleting the item
    /// leaves it.
    static func showsItem(_ route: Route, id: Int) -> Bool
}

extension ServarrService {
    /// The service's name ("Radarr").
    public static var serviceName: String { Repository.api.name }
    /// The message of a screen whose service is not configured.
    public static var notConfigured: String { "\(serviceName) is not configured" }
    public static func editProblem(_ media: Repository.Media) -> String? { nil }
}
