import MarqueeNavigation
import RadarrAPI
import ServarrCore
import ServarrScreens

/// What the shared Servarr screens need to know about Radarr: movies, looked up by TMDb id,
/// added and edited with a minimum availability.
public enum RadarrService: ServarrService {
    public typealias Repository = RadarrRepository
    public typealias Route = RadarrRoute
    public typealias Modal = RadarrModal
    public typealias Draft = AddMovieDraft

    /// The rows of the add-options form.
    public enum AddField: Int, FormField {
        case qualityProfile, rootFolder, minimumAvailability, monitor, tags, searchOnAdd, add
    }

    /// The rows of the edit sheet.
    public enum EditField: Int, EditFormField {
        case monitored, minimumAvailability, qualityProfile, rootFolder, path, moveFiles, tags, save
    }

    public static let tab: TabID = "radarr"
    public static let noun = "movie"
    public static let nounWithArticle = "a movie"
    public static let library = RadarrRoute.library
    public static func detail(id: Int) -> RadarrRoute { .movie(id: id) }
    public static func activity(_ kind: ActivityKind) -> RadarrRoute { .activity(kind) }

    public static let lookupPlaceholder = "title, tmdb:603 or imdb:tt0133093"
    public static func lookupTerm(externalID: Int) -> String { "tmdb:\(externalID)" }
    public static let externalIDName = "tmdbID"
    public static func newDraft(for item: Movie?) -> AddMovieDraft { AddMovieDraft() }

    public static func addRow(_ field: AddField, of draft: AddMovieDraft) -> AddFormRow<AddMovieDraft, RadarrModal> {
        switch field {
        case .qualityProfile: AddFormRow("Quality profile", "", .qualityProfile)
        case .rootFolder: AddFormRow("Root folder", "", .rootFolder)
        case .minimumAvailability:
            AddFormRow(
                "Availability", MinimumAvailabilityText.text(for: draft.minimumAvailability),
                .pick(RadarrModal.pickMinimumAvailability) { draft, value in draft.minimumAvailability = MovieStatus(rawValue: value) })
        case .monitor: AddFormRow("Monitor", "", .toggle(\.isMonitored))
        case .tags: AddFormRow("Tags", "", .tags)
        case .searchOnAdd: AddFormRow("Search on add", "", .toggle(\.searchOnAdd))
        case .add: AddFormRow("Add", "", .add)
        }
    }

    public static func addOptions(for draft: AddMovieDraft, tagIDs: [Int]) -> AddMovieOptions {
        AddMovieOptions(
            qualityProfileID: draft.qualityProfileID ?? 0, rootFolderPath: draft.rootFolderPath ?? "",
            isMonitored: draft.isMonitored, minimumAvailability: draft.minimumAvailability,
            tagIDs: tagIDs, searchForMovie: draft.searchOnAdd)
    }

    public static func editRow(_ field: EditField, of movie: Movie, choices: Void) -> EditFormRow<Movie> {
        EditFormRow("Availability", "‹ \(MinimumAvailabilityText.text(for: movie.minimumAvailability)) ›") { movie, forward in
            let choices = MinimumAvailabilityText.choices
            let index = choices.firstIndex(of: movie.minimumAvailability) ?? 0
            movie.minimumAvailability = choices[(index + (forward ? 1 : choices.count - 1)) % choices.count]
        }
    }

    /// The bulk editor's minimum availability.
    public static func bulkEditRows(from repository: RadarrRepository) async throws -> [BulkEditRow] {
        [
            BulkEditRow(
                "Availability",
                options: MinimumAvailabilityText.choices.map {
                    .serviceField(MinimumAvailabilityText.text(for: $0), field: "minimumAvailability", value: .text($0.rawValue))
                })
        ]
    }

    public static let editLabelWidth = 14
    public static let exclusionLabel = "Add import exclusion"
    public static func showsItem(_ route: RadarrRoute, id: Int) -> Bool { route == .movie(id: id) }
}
