import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Sonarr module's implementation of ``SonarrRouting``, for other features (see
/// ``ServarrRouter``): the series' detail lands on the Sonarr tab, whichever tab asks.
final class SonarrRouter: ServarrRouter<SonarrService>, SonarrRouting {
    func showSeries(id: Int) throws(NavigationError) { try showItem(id: id) }
    func startAddSeries(term: String) throws(NavigationError) { try startAdd(term: term) }
    func startAddSeries(tvdbID: Int) throws(NavigationError) { try startAdd(externalID: tvdbID) }
}
