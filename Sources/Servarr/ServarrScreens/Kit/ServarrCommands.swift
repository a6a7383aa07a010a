import MarqueeHost
import MarqueeNavigation
import ServarrCore

/// A screen the commands on "the item" act on: the library's highlighted item, an item's
/// detail, or a screen of a part of it (a season).
@MainActor
public protocol MediaCommandTarget<Service>: AnyObject {
    /// The service whose items the screen shows.
    associatedtype Service: ServarrService
    /// The item's library id; nil when the screen shows none (an empty library).
    var commandMediaID: Int? { get }
    /// `m`: toggles the monitored state of the item (or of the part the screen shows).
    func toggleMonitored()
    /// Ctrl-R: reloads (a detail screen may also ask the server to refresh the item).
    func refreshMedia()
    /// `s`: starts the server's automatic search for the item (or the part the screen shows).
    func search()
    /// The item itself, once loaded (`A` adds it to another instance by its catalogue id); nil
    /// when the screen does not keep it.
    var commandMedia: Service.Repository.Media? { get }
}

extension MediaCommandTarget {
    public var commandMedia: Service.Repository.Media? { nil }
}

extension MediaLibraryScreen: MediaCommandTarget {
    public var commandMediaID: Int? { selectedItem?.id }
    public var commandMedia: Media? { selectedItem }
    public func refreshMedia() { reload() }
}

/// The key commands every Servarr feature has, registered once for a service: `a` add on
/// every screen of the feature; `m` monitor, Ctrl-R refresh, `s` search, `e` edit and `d`
/// delete on the screens of "the item" (``MediaCommandTarget``); the activity screens (`Q` queue, `H` history,
/// `C` calendar, `W` wanted, `U` cutoff unmet, `Y` system), which replace one another; with
/// several instances, `A` adds the item to another instance
/// (``MarqueeHost/ModuleRegistrar/addToAnotherInstance(on:sheet:)``).
/// Their titles are the hints the footer and the help show.
public enum ServarrCommands<Service: ServarrService> {
    @MainActor
    public static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(Service.Route.self)
        let target = (any MediaCommandTarget<Service>).self
        registrar.keyCommand("a", title: "Add \(Service.noun)", scope: scope) { context in try router(context).present(.addLookup(term: "")) }
        registrar.keyCommand("m", title: "Toggle monitored", on: target) { item, _ in item.toggleMonitored() }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: target) { item, _ in item.refreshMedia() }
        registrar.keyCommand("s", title: "Automatic search", on: target) { item, _ in item.search() }
        registrar.keyCommand("e", title: "Edit \(Service.noun)", on: target) { item, context in
            guard let id = item.commandMediaID else { return }
            try router(context).present(.edit(id: id))
        }
        registrar.keyCommand("d", title: "Delete \(Service.noun)", on: target) { item, context in
            guard let id = item.commandMediaID else { return }
            try router(context).present(.delete(id: id), style: .alert)
        }
        registrar.addToAnotherInstance(on: target) { item in
            item.commandMedia.map { Service.Modal.addLookup(term: Service.lookupTerm(externalID: $0.externalID)) }
        }
        for kind in ActivityKind.allCases {
            registrar.keyCommand(kind.key, title: kind.title, scope: scope) { context in
                let router = router(context), activity = Service.activity(kind)
                let focused = context.focusedEntry?.route.as(Service.Route.self)
                if focused == activity { return }
                if let focused, ActivityKind.allCases.contains(where: { Service.activity($0) == focused }) {
                    _ = try router.replaceTop(with: activity)
                } else {
                    _ = try router.push(activity)
                }
            }
        }
    }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<Service.Route, Service.Modal> {
        context.screenContext.router(for: Service.Route.self, Service.Modal.self)
    }
}
