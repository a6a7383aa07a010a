import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The add options for one movie (see ``AddOptionsScreen``): quality profile, root folder and
/// minimum availability pickers, monitor, tags, search on add, and Add.
public typealias AddMovieOptionsScreen = AddOptionsScreen<RadarrService>

extension AddOptionsScreen where Service == RadarrService {
    convenience init(tmdbID: Int, session: AddMovieSession, context: ScreenContext) {
        self.init(externalID: tmdbID, session: session, context: context)
    }

    /// Opens the minimum-availability picker; its `String` result (the wire value) replaces
    /// the draft's minimum availability.
    public func chooseMinimumAvailability() throws(NavigationError) { try choose(.minimumAvailability) }
}
