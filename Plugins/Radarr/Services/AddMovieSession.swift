import Foundation
import RadarrAPI
import ServarrCore
import ServarrScreens

/// The state an add-movie flow shares between its modal screens: the lookup results, the
/// profiles and folders the pickers offer, the draft per movie, and the last add error.
///
/// One per module registration (so one per host). Screens are made from routes, so the
/// options screen, the pickers and the confirmation meet here instead of passing closures.
@MainActor
public final class AddMovieSession {
    /// The lookup results by TMDb id.
    public private(set) var results: [Int: Movie] = [:]
    /// The quality profiles offered (loaded by the options screen).
    public var qualityProfiles: [QualityProfile] = []
    /// The root folders offered (loaded by the options screen).
    public var rootFolders: [RootFolder] = []
    /// The drafts by TMDb id.
    public var drafts: [Int: AddMovieDraft] = [:]
    /// The TMDb id of the movie the options screen shows.
    public var currentTMDbID: Int?
    /// The server's message when the last add failed, shown on the options screen.
    public var addError: String?
    /// Whether an add request is running.
    public private(set) var isAdding = false

    public init() {}

    /// Remembers lookup results so the options screen can find its movie.
    public func remember(_ movies: [Movie]) {
        for movie in movies { results[movie.tmdbID] = movie }
    }

    /// The current movie and its draft, when the options screen is showing one.
    public var current: (movie: Movie, draft: AddMovieDraft)? {
        guard let id = currentTMDbID, let movie = results[id] else { return nil }
        return (movie, drafts[id] ?? AddMovieDraft())
    }

    /// Adds the current movie with its draft: creates unknown tags, then adds. Returns the
    /// added movie, or nil with ``addError`` set to the server's message.
    public func add(using repository: RadarrRepository?) async -> Movie? {
        guard let repository else {
            addError = "Radarr is not configured"
            return nil
        }
        guard let (movie, draft) = current else {
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
            let tagIDs = try await TagLabels.ids(for: draft.tagLabels, known: { try await repository.tags() },
                                                 create: { try await repository.createTag(label: $0) })
            let options = AddMovieOptions(
                qualityProfileID: draft.qualityProfileID ?? 0, rootFolderPath: draft.rootFolderPath ?? "",
                isMonitored: draft.isMonitored, minimumAvailability: draft.minimumAvailability,
                tagIDs: tagIDs, searchForMovie: draft.searchOnAdd)
            let added = try await repository.addMovie(movie, options: options)
            addError = nil
            results[movie.tmdbID] = added
            drafts[movie.tmdbID] = nil
            return added
        } catch {
            addError = ServarrError.userMessage(for: error)
            return nil
        }
    }
}
