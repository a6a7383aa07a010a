import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Radarr module's implementation of ``RadarrRouting``, for other features.
@MainActor
final class RadarrRouter: RadarrRouting {
    private let router: FeatureRouter<RadarrRoute, RadarrModal>

    init(context: ScreenContext) {
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
    }

    func showMovie(id: Int) throws(NavigationError) {
        _ = try router.coordinator.show(NavigationDestination(tab: "radarr", stack: [RadarrRoute.library, RadarrRoute.movie(id: id)]))
    }

    func startAddMovie(term: String) throws(NavigationError) {
        try router.present(.addLookup(term: term))
    }

    func startAddMovie(tmdbID: Int) throws(NavigationError) {
        try router.present(.addLookup(term: "tmdb:\(tmdbID)"))
    }
}
