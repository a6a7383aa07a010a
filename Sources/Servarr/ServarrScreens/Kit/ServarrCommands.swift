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
    /// What `m` (``MediaBulkChange/Action/monitor``), `e` (``MediaBulkChange/Action/edit``: the
    /// bulk editor), `d` (``MediaBulkChange/Action/delete``), `s` (``MediaBulkChange/Action/search``)
    /// or Ctrl-R (``MediaBulkChange/Action/refresh``) does to the marked items, after a
    /// confirmation, when the screen has marked some (the library); nil otherwise, and the
    /// command acts on the one item.
    func markedChange(_ action: MediaBulkChange.Action) -> MediaBulkChange?
}

extension MediaCommandTarget {
    public var commandMedia: Service.Repository.Media? { nil }
    public func markedChange(_ action: MediaBulkChange.Action) -> MediaBulkChange? { nil }
}

extension MediaLibraryScreen: MediaCommandTarget {
    public var commandMediaID: Int? { selectedItem?.id }
    public var commandMedia: Media? { selectedItem }
    public func markedChange(_ action: MediaBulkChange.Action) -> MediaBulkChange? {
        guard !marked.isEmpty else { return nil }
        switch action {
        case .delete, .edit, .search, .refresh: return MediaBulkChange(action, ids: marked.sorted())
        case .monitor, .unmonitor: return markedMonitoringChange
        }
    }
}

/// The key commands every Servarr feature has, registered once for a service: `a` add and
/// `M` import a folder by hand on every screen of the feature; `m` monitor, Ctrl-R refresh, `s` search, `e` edit and `d`
/// delete on the screens of "the item" (``MediaCommandTarget``); the activity screens (`Q` queue, `H` history,
/// `C` calendar, `W` wanted, `U` cutoff unmet, `Y` system), sections (``ServarrSections``); with
/// several instances, `A` adds the item to another instance
/// (``MarqueeHost/ModuleRegistrar/addToAnotherInstance(on:sheet:)``).
/// Their titles are the hints the footer and the help show.
public enum ServarrCommands<Service: ServarrService> {
    @MainActor
    public static func register(with registrar: ModuleRegistrar) {
        let scope = KeyCommand.Scope.route(Service.Route.self)
        let target = (any MediaCommandTarget<Service>).self
        registrar.keyCommand("a", title: "Add \(Service.noun)", scope: scope) { context in try router(context).present(.addLookup(term: "")) }
        registrar.keyCommand("M", title: "Import a folder", scope: scope) { context in try router(context).present(.chooseImportFolder) }
        registrar.keyCommand("m", title: "Monitor", on: target) { item, context in
            if let change = item.markedChange(.monitor) {
                try router(context).present(.bulk(change), style: .alert)
            } else {
                item.toggleMonitored()
            }
        }
        registrar.keyCommand("ctrl-r", title: "Refresh", on: target) { item, context in
            if let change = item.markedChange(.refresh) {
                try router(context).present(.bulk(change), style: .alert)
            } else {
                item.refreshMedia()
            }
        }
        registrar.keyCommand("s", title: "Search", on: target) { item, context in
            if let change = item.markedChange(.search) {
                try router(context).present(.bulk(change), style: .alert)
            } else {
                item.search()
            }
        }
        registrar.keyCommand("e", title: "Edit", on: target) { item, context in
            if let change = item.markedChange(.edit) {
                try router(context).present(.bulk(change), style: .sheet)
            } else if let id = item.commandMediaID {
                try router(context).present(.edit(id: id))
            }
        }
        registrar.keyCommand("d", title: "Delete", on: target) { item, context in
            if let change = item.markedChange(.delete) {
                try router(context).present(.bulk(change), style: .alert)
            } else if let id = item.commandMediaID {
                try router(context).present(.delete(id: id), style: .alert)
            }
        }
        registrar.addToAnotherInstance(on: target) { item in
            item.commandMedia.map { Service.Modal.addLookup(term: Service.lookupTerm(externalID: $0.externalID)) }
        }
        for kind in ActivityKind.allCases {
            ServarrSections<Service>.register(kind.key, title: kind.title, route: Service.activity(kind), with: registrar)
        }
    }

    @MainActor
    private static func router(_ context: KeyCommandContext) -> FeatureRouter<Service.Route, Service.Modal> {
        context.screenContext.router(for: Service.Route.self, Service.Modal.self)
    }
}
