import MarqueeHost
import ServarrScreens

/// "Delete this movie?" (see ``DeleteMediaScreen``); deleting leaves the movie's detail if it
/// was shown.
public typealias DeleteMovieScreen = DeleteMediaScreen<RadarrService>

extension DeleteMediaScreen where Service == RadarrService {
    convenience init(movieID: Int, context: ScreenContext) {
        self.init(mediaID: movieID, context: context)
    }

    /// The movie deleted.
    public var movieID: Int { mediaID }
}
