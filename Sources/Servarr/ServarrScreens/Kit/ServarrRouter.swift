import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// What a Servarr feature's routing protocol (`RadarrRouting`, `SonarrRouting`,
/// `LidarrRouting`) does for other features, written once: whichever tab asks, an item's
/// detail lands on the service's tab (an add flow started from another tab ends there too),
/// and the asking tab keeps its stack.
@MainActor
open class ServarrRouter<Service: ServarrService> {
    /// The feature's router, for the screen context it was made in.
    public let router: FeatureRouter<Service.Route, Service.Modal>

    /// A router for the features of `context`'s host.
    public init(context: ScreenContext) {
        router = context.router(for: Service.Route.self, Service.Modal.self)
    }

    /// Selects the service's tab and pushes the item there, whichever tab asked.
    public func showItem(id: Int) throws(NavigationError) {
        try router.show(Service.detail(id: id), onTab: Service.tab)
    }

    /// Opens the add sheet searching for `term`.
    public func startAdd(term: String) throws(NavigationError) {
        try router.present(.addLookup(term: term))
    }

    /// Opens the add sheet searching for the catalogue id `id`.
    public func startAdd(externalID id: Service.Repository.Media.ExternalID) throws(NavigationError) {
        try startAdd(term: Service.lookupTerm(externalID: id))
    }
}
