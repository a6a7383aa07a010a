import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Lidarr module's implementation of ``LidarrRouting``, for other features (see
/// ``ServarrRouter``): the artist lands on the Lidarr tab, whichever tab asks.
final class LidarrRouter: ServarrRouter<LidarrService>, LidarrRouting {
    func showArtist(id: Int) throws(NavigationError) { try showItem(id: id) }
    func startAddArtist(term: String) throws(NavigationError) { try startAdd(term: term) }
}
