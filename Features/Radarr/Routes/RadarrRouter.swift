import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Radarr module's implementation of ``RadarrRouting``, for other features (see
/// ``ServarrRouter``): the movie's detail lands on the Radarr tab, whichever tab asks.
final class RadarrRouter: ServarrRouter<RadarrService>, RadarrRouting {
    func showMovie(id: Int) throws(NavigationError) { try showItem(id: id) }
    func startAddMovie(term: String) throws(NavigationError) { try startAdd(term: term) }
    func startAddMovie(tmdbID: Int) throws(NavigationError) { try startAdd(externalID: tmdbID) }
}
