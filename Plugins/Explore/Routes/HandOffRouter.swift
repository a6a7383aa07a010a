import LidarrAPI
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import RadarrAPI
import SonarrAPI

/// Hands titles over to the Radarr and Sonarr modules through their routing protocols,
/// resolved from the host at the moment of use.
///
/// A hand-off is available only when the owning module is active and shows the instance the
/// title came from (the module's repository is that instance's repository): opening movie 42
/// of the "nas" instance in a Radarr module that shows "demo" would show the wrong movie.
/// Otherwise the action is hidden, never an error.
@MainActor
public struct HandOffRouter {
    private let radarr: () -> (any RadarrRouting)?
    private let sonarr: () -> (any SonarrRouting)?
    private let lidarr: () -> (any LidarrRouting)?
    private let lidarrRepository: () -> LidarrRepository?
    private let radarrRepository: () -> RadarrRepository?
    private let sonarrRepository: () -> SonarrRepository?
    private let instances: [ServarrInstance]

    /// A router resolving the routing protocols and repositories from `context`.
    public init(context: ScreenContext, instances: [ServarrInstance]) {
        radarr = { context.router(RadarrRouting.self) }
        sonarr = { context.router(SonarrRouting.self) }
        radarrRepository = { context.services.resolve(RadarrRepository.self) }
        sonarrRepository = { context.services.resolve(SonarrRepository.self) }
        lidarr = { context.router(LidarrRouting.self) }
        lidarrRepository = { context.services.resolve(LidarrRepository.self) }
        self.instances = instances
    }

    /// Whether `handOff` of a title from instance `instanceIndex` can be performed.
    public func canPerform(_ handOff: HandOff, fromInstance instanceIndex: Int) -> Bool {
        guard instances.indices.contains(instanceIndex) else { return false }
        switch (handOff.service, instances[instanceIndex].connection) {
        case (.radarr, .radarr(let repository)):
            return radarr() != nil && radarrRepository() === repository
        case (.sonarr, .sonarr(let repository)):
            return sonarr() != nil && sonarrRepository() === repository
        case (.lidarr, .lidarr(let repository)):
            return lidarr() != nil && lidarrRepository() === repository
        default:
            return false
        }
    }

    /// Performs `handOff` when it is available; returns whether it was.
    @discardableResult
    public func perform(_ handOff: HandOff, fromInstance instanceIndex: Int) throws(NavigationError) -> Bool {
        guard canPerform(handOff, fromInstance: instanceIndex) else { return false }
        switch handOff {
        case .showMovie(let id): try radarr()?.showMovie(id: id)
        case .addMovie(let tmdbID): try radarr()?.startAddMovie(tmdbID: tmdbID)
        case .showSeries(let id): try sonarr()?.showSeries(id: id)
        case .addSeries(let tvdbID): try sonarr()?.startAddSeries(tvdbID: tvdbID)
        case .showArtist(let id): try lidarr()?.showArtist(id: id)
        case .addArtist(let term): try lidarr()?.startAddArtist(term: term)
        }
        return true
    }
}
