import LidarrAPI
import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import RadarrAPI
import SonarrAPI

/// Hands titles over to the Radarr, Sonarr and Lidarr modules through their routing protocols,
/// resolved from the host at the moment of use, on the instance the title came from.
///
/// A hand-off is available only when the owning module is active and runs against the
/// instance the title came from (that instance's repository is the one Explore searched):
/// opening movie 42 of the "nas" instance on a stack that shows "demo" would show the wrong
/// movie. Otherwise the action is hidden, never an error.
@MainActor
public struct HandOffRouter {
    private let radarr: (String) -> (any RadarrRouting)?
    private let sonarr: (String) -> (any SonarrRouting)?
    private let lidarr: (String) -> (any LidarrRouting)?
    private let services: (ServarrService, String) -> ServiceContainer?
    private let instances: [ServarrInstance]

    /// A router resolving the routing protocols and repositories from `context`.
    public init(context: ScreenContext, instances: [ServarrInstance]) {
        radarr = { context.router(RadarrRouting.self, instance: $0) }
        sonarr = { context.router(SonarrRouting.self, instance: $0) }
        lidarr = { context.router(LidarrRouting.self, instance: $0) }
        services = { context.services(of: FeatureID($0.rawValue), instance: $1) }
        self.instances = instances
    }

    /// Whether `handOff` of a title from instance `instanceIndex` can be performed.
    public func canPerform(_ handOff: HandOff, fromInstance instanceIndex: Int) -> Bool {
        guard instances.indices.contains(instanceIndex) else { return false }
        let instance = instances[instanceIndex]
        let shown = services(handOff.service, instance.name)
        switch (handOff.service, instance.connection) {
        case (.radarr, .radarr(let repository)):
            return radarr(instance.name) != nil && shown?.resolve(RadarrRepository.self) === repository
        case (.sonarr, .sonarr(let repository)):
            return sonarr(instance.name) != nil && shown?.resolve(SonarrRepository.self) === repository
        case (.lidarr, .lidarr(let repository)):
            return lidarr(instance.name) != nil && shown?.resolve(LidarrRepository.self) === repository
        default:
            return false
        }
    }

    /// Performs `handOff` when it is available; returns whether it was.
    @discardableResult
    public func perform(_ handOff: HandOff, fromInstance instanceIndex: Int) throws(NavigationError) -> Bool {
        guard canPerform(handOff, fromInstance: instanceIndex) else { return false }
        let name = instances[instanceIndex].name
        switch handOff {
        case .showMovie(let id): try radarr(name)?.showMovie(id: id)
        case .addMovie(let tmdbID): try radarr(name)?.startAddMovie(tmdbID: tmdbID)
        case .showSeries(let id): try sonarr(name)?.showSeries(id: id)
        case .addSeries(let tvdbID): try sonarr(name)?.startAddSeries(tvdbID: tvdbID)
        case .showArtist(let id): try lidarr(name)?.showArtist(id: id)
        case .addArtist(let term): try lidarr(name)?.startAddArtist(term: term)
        }
        return true
    }
}
