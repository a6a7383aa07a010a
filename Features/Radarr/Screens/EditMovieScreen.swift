import MarqueeHost
import ServarrScreens

/// The edit sheet of a movie (see ``EditMediaScreen``): monitored, minimum availability,
/// quality profile and path.
public typealias EditMovieScreen = EditMediaScreen<RadarrService>

extension EditMediaScreen where Service == RadarrService {
    convenience init(movieID: Int, edits: EditSession, context: ScreenContext) {
        self.init(mediaID: movieID, edits: edits, context: context)
    }

    /// The movie edited.
    public var movieID: Int { mediaID }
}
