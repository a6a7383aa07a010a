import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Radarr module's implementation of ``RadarrRouting``, for other features. Whichever
/// tab asks, the movie's detail lands on the Radarr tab (an add flow started from another tab
/// ends there too), and the asking tab keeps its stack.
@MainActor
final class RadarrRouter: RadarrRouting {
    private let router: FeatureRouter<RadarrRoute, RadarrModal>

    init(context: ScreenContext) {
        router = context.router(for: RadarrRoute.self, RadarrModal.self)
    }

    /// Selects the Radarr tab and pushes the movie there, whichever tab asked.
    func showMovie(id: Int) throws(NavigationError) {
        try router.show(.movie(id: id), onTab: RadarrRoute.tab)
    }

    func startAddMovie(term: String) throws(NavigationError) {
        try router.present(.addLookup(term: term))
    }

    func startAddMovie(tmdbID: Int) throws(NavigationError) {
        try router.present(.addLookup(term: "tmdb:\(tmdbID)"))
    }
}
