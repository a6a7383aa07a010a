import RadarrAPI
import ServarrScreens

/// The state an add-movie flow shares between its modal screens, keyed by TMDb id (see
/// ``AddSession``).
public typealias AddMovieSession = AddSession<Movie, AddMovieDraft>

extension AddMovieDraft: AddDraft {}

extension AddSession where Item == Movie, Draft == AddMovieDraft {
    /// An empty session for Radarr's add-movie flow.
    public convenience init() { self.init(for: RadarrService.self) }

    /// Adds the current movie with its draft (see ``AddSession/add(using:for:)``).
    public func add(using repository: RadarrRepository?) async -> Movie? { await add(using: repository, for: RadarrService.self) }
}
