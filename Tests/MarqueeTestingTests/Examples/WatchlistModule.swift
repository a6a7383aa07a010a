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

        // Each route once: its link, what stands under it, and its screen. The deep link, the
        // reverse link and the saved navigation state all come from these lines.
        registrar.routes(WatchlistRoute.self) { routes in
            routes.route("/watchlist", "The watchlist", .list, .root(of: "watchlist")) { WatchlistScreen(context: $0) }
            routes.route(
                "/watchlist/item/:id", "A watchlist item", WatchlistRoute.item,
                match: { if case .item(let id) = $0 { id } else { nil } },
                placement: { _ in .push(on: WatchlistRoute.list) }
            ) { id, _ in WatchlistItemScreen(id: id) }
        }
        registrar.routes(WatchlistModal.self) { routes in
            routes.route(
                "/watchlist/item/:id/remove", "Remove an item", WatchlistModal.confirmRemove,
                match: { if case .confirmRemove(let id) = $0 { id } else { nil } },
                placement: { .present(.alert, over: WatchlistRoute.item(id: $0)) }
            ) { ConfirmRemoveScreen(id: $0, context: $1) }
        }

        // Key commands on a screen type get the focused screen typed.
        registrar.keyCommand("d", title: "Remove", on: WatchlistItemScreen.self) { item, context in
            try context.screenContext.router(for: WatchlistRoute.self, WatchlistModal.self)
                .present(.confirmRemove(id: item.id), style: .alert)
        }
        // Cross-feature hand-off through a routing protocol: nil when Radarr is not installed.
        registrar.keyCommand("o", title: "Open in Radarr", on: WatchlistItemScreen.self) { item, context in
            guard let radarr = context.screenContext.router(RadarrRouting.self) else { return }
            try radarr.showMovie(id: item.id)
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
    let id: Int
    let title: String

    init(id: Int) {
        self.id = id
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
