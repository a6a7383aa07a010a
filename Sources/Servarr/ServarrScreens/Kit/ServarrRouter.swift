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

    /// Opens the add sheet on the catalogue id `id` (a title another tab found, as Explore
    /// does): its options are pushed at once inside the sheet, so Ctrl-S adds it (two steps
    /// from Explore: Enter, Ctrl-S); Esc shows the sheet's lookup of it.
    public func startAdd(externalID id: Service.Repository.Media.ExternalID) throws(NavigationError) {
        try router.present(.addLookup(term: Service.lookupTerm(externalID: id)))
        _ = try router.pushInsideModal(.addOptions(id))
    }
}
