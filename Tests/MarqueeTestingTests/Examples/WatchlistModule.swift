import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

// The example module of docs/writing-a-feature-module.md. The guide shows this file
// verbatim (a test checks that), and the flow tests next to it run it.

/// The Watchlist feature's screens. Routes are values; the host makes screens from them.
enum WatchlistRoute: Route {
    static let feature: FeatureID = "watchlist"
    case list
    case item(id: Int)
}

/// The Watchlist feature's modal screens.
enum WatchlistModal: Route {
    static let feature: FeatureID = "watchlist"
    case confirmRemove(id: Int)
}

struct WatchlistItem: Hashable, Sendable {
    var id: Int
    var title: String
    var tmdbID: Int
}

/// The service the module needs. The app registers a real one; tests register a fake.
protocol WatchlistStore: Sendable {
    func items() async -> [WatchlistItem]
    func remove(id: Int) async
}

/// The module: a manifest and one registration function.
struct WatchlistModule: FeatureModule {
    let manifest = ModuleManifest(
        id: "watchlist", displayName: "Watchlist", version: "1.0.0",
        tab: ModuleTab(title: "Watchlist", key: "w", order: 5))

    func register(with registrar: ModuleRegistrar) {
        registrar.requireService(WatchlistStore.self)

        registrar.route(WatchlistRoute.self) { route, context in
            switch route {
            case .list: WatchlistScreen(context: context)
            case .item(let id): WatchlistItemScreen(id: id)
            }
        }
        registrar.modalRoute(WatchlistModal.self) { route, context in
            switch route {
            case .confirmRemove(let id): ConfirmRemoveScreen(id: id, context: context)
            }
        }
        registrar.tabRoot(WatchlistRoute.list)

        registrar.deepLink(
            "/watchlist/item/:id", summary: "A watchlist item", route: WatchlistRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: "watchlist", stack: [WatchlistRoute.list, WatchlistRoute.item(id: try parameters.value("id"))])
            },
            parameters: { route in if case .item(let id) = route { ["id": String(id)] } else { nil } })

        registrar.keyCommand("d", title: "Remove", scope: .route(WatchlistRoute.self)) { context in
            guard case .item(let id)? = context.focusedEntry?.route.as(WatchlistRoute.self) else { return }
            try context.screenContext.router(for: WatchlistRoute.self, WatchlistModal.self)
                .present(.confirmRemove(id: id), style: .alert)
        }
        // Cross-feature hand-off through a routing protocol: nil when Radarr is not installed.
        registrar.keyCommand("o", title: "Open in Radarr", scope: .route(WatchlistRoute.self)) { context in
            guard case .item(let id)? = context.focusedEntry?.route.as(WatchlistRoute.self),
                  let radarr = context.screenContext.router(RadarrRouting.self) else { return }
            try radarr.showMovie(id: id)
        }
    }
}

/// The list: loads the items in a tracked task, and pushes an item when a row is selected.
@MainActor
final class WatchlistScreen: RowSelecting {
    let title = "Watchlist"
    private(set) var items: [WatchlistItem] = []
    private let router: FeatureRouter<WatchlistRoute, WatchlistModal>
    private var loading: Task<Void, Never>?

    init(context: ScreenContext) {
        router = context.router(for: WatchlistRoute.self, WatchlistModal.self)
        let store = context.services.resolve(WatchlistStore.self)
        loading = context.tasks.track { [weak self] in
            guard let items = await store?.items() else { return }
            self?.items = items
        }
    }

    func selectRow(at index: Int) throws {
        guard items.indices.contains(index) else { throw NoSuchRow(index: index) }
        try router.push(.item(id: items[index].id))
    }

    struct NoSuchRow: Error {
        var index: Int
    }

    func screenWillBeReleased() {
        loading?.cancel()
    }
}

/// One item.
@MainActor
final class WatchlistItemScreen: Screen {
    let title: String

    init(id: Int) {
        title = "Item \(id)"
    }
}

/// "Remove from the watchlist?": Remove deletes, then leaves the item; Cancel dismisses.
@MainActor
final class ConfirmRemoveScreen: DialogAnswering {
    let title = "Remove from the watchlist?"
    let answers = ["Remove", "Cancel"]
    private let id: Int
    private let context: ScreenContext

    init(id: Int, context: ScreenContext) {
        self.id = id
        self.context = context
    }

    func answer(_ answer: String) throws {
        let router = context.router(for: WatchlistRoute.self, WatchlistModal.self)
        guard answer == "Remove", let store = context.services.resolve(WatchlistStore.self) else {
            return try router.dismiss()
        }
        let id = self.id
        context.tasks.track {
            await store.remove(id: id)
            try? router.transaction { tx throws(NavigationError) in
                tx.dismissAll()
                _ = try tx.pop()
            }
        }
    }
}
