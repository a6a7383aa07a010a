import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import ServarrScreens

/// The Sonarr module's implementation of ``SonarrRouting``, for other features. Whichever
/// tab asks, the series' detail lands on the Sonarr tab (an add flow started from another tab
/// ends there too), and the asking tab keeps its stack.
@MainActor
final class SonarrRouter: SonarrRouting {
    private let router: FeatureRouter<SonarrRoute, SonarrModal>

    init(context: ScreenContext) {
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
    }

    /// Selects the Sonarr tab and pushes the series there, whichever tab asked.
    func showSeries(id: Int) throws(NavigationError) {
        try router.show(.series(id: id), onTab: SonarrRoute.tab)
    }

    func startAddSeries(term: String) throws(NavigationError) {
        try router.present(.addLookup(term: term))
    }

    func startAddSeries(tvdbID: Int) throws(NavigationError) {
        try router.present(.addLookup(term: "tvdb:\(tvdbID)"))
    }
}
