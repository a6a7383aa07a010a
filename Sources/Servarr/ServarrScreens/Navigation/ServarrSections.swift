import MarqueeHost
import MarqueeNavigation

/// The sections of a Servarr tab (queue, history, calendar, wanted, cutoff unmet, system,
/// logs, tasks, events, updates, blocklist, indexers, download clients, tags, root folders,
/// collections): places, not steps. A section key opens its section directly on the tab's
/// library, replacing whatever stood above it (Library › Queue, then H: Library › History), so
/// the breadcrumb never grows with the keys pressed and one Esc returns to the library
/// (docs/keys.md, "Media service sections").
public enum ServarrSections<Service: ServarrService> {
    /// Registers `key` to open the section `route`.
    @MainActor
    public static func register(_ key: String, title: String, route: Service.Route, with registrar: ModuleRegistrar) {
        registrar.keyCommand(key, title: title, scope: .route(Service.Route.self)) { try open(route, context: $0) }
    }

    /// Shows `route` alone on the library: nothing happens when it is already the focused screen.
    @MainActor
    public static func open(_ route: Service.Route, context: KeyCommandContext) throws {
        guard context.focusedEntry?.route.as(Service.Route.self) != route else { return }
        let router = context.screenContext.router(for: Service.Route.self, Service.Modal.self)
        try router.transaction { transaction throws(NavigationError) in
            try transaction.popToRoot(in: .root)
            if transaction.state.stack.last?.route != AnyRoute(route) { try transaction.push(route, in: .root) }
        }
    }
}
