import Foundation
import RadarrAPI
import ServarrCore
import ServarrScreens

/// The state an add-movie flow shares between its modal screens, keyed by TMDb id (see
/// ``AddSession``).
public typealias AddMovieSession = AddSession<Movie, AddMovieDraft>

extension AddMovieDraft: AddDraft {}

extension AddSession where Item == Movie, Draft == AddMovieDraft {
    /// An empty session for Radarr's add-movie flow.
    public convenience init() {
        self.init(serviceName: "Radarr", externalID: \.tmdbID)
    }

    /// Adds the current movie with its draft: creates unknown tags, then adds. Returns the
    /// added movie, or nil with ``AddSession/addError`` set to the server's message.
    public func add(using repository: RadarrRepository?) async -> Movie? {
        await add(using: repository, tags: { try await $0.tags() }, createTag: { try await $0.createTag(label: $1) }) { repository, movie, draft, tagIDs in
            let options = AddMovieOptions(
                qualityProfileID: draft.qualityProfileID ?? 0, rootFolderPath: draft.rootFolderPath ?? "",
                isMonitored: draft.isMonitored, minimumAvailability: draft.minimumAvailability,
                tagIDs: tagIDs, searchForMovie: draft.searchOnAdd)
            return try await repository.addMovie(movie, options: options)
        }
    }
}
