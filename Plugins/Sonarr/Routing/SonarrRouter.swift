import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Sonarr module's implementation of ``SonarrRouting``, for other features.
@MainActor
final class SonarrRouter: SonarrRouting {
    private let router: FeatureRouter<SonarrRoute, SonarrModal>

    init(context: ScreenContext) {
        router = context.router(for: SonarrRoute.self, SonarrModal.self)
    }

    func showSeries(id: Int) throws(NavigationError) {
        _ = try router.coordinator.show(NavigationDestination(tab: "sonarr", stack: [SonarrRoute.library, SonarrRoute.series(id: id)]))
    }

    func startAddSeries(term: String) throws(NavigationError) {
        try router.present(.addLookup(term: term))
    }

    func startAddSeries(tvdbID: Int) throws(NavigationError) {
        try router.present(.addLookup(term: "tvdb:\(tvdbID)"))
    }
}
