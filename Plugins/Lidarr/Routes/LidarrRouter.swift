import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

/// The Lidarr module's implementation of ``LidarrRouting``: whichever tab asks, the artist
/// lands on the Lidarr tab, and the asking tab keeps its stack.
@MainActor
final class LidarrRouter: LidarrRouting {
    private let router: FeatureRouter<LidarrRoute, LidarrModal>

    init(context: ScreenContext) {
        router = context.router(for: LidarrRoute.self, LidarrModal.self)
    }

    func showArtist(id: Int) throws(NavigationError) { try router.show(.artist(id: id), onTab: LidarrService.tab) }
    func startAddArtist(term: String) throws(NavigationError) { try router.present(.addLookup(term: term)) }
}
