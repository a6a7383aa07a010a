import MarqueeContracts
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import Synchronization

/// A fake store: an actor with sample items; it records removals.
actor InMemoryWatchlistStore: WatchlistStore {
    private var stored: [WatchlistItem]
    private(set) var removed: [Int] = []

    init(
        _ items: [WatchlistItem] = [
            WatchlistItem(id: 1, title: "Dune", tmdbID: 438631),
            WatchlistItem(id: 2, title: "Arrival", tmdbID: 329865),
        ]
    ) {
        stored = items
    }

    func items() async -> [WatchlistItem] {
        await Task.yield()  // a real store would suspend on I/O here
        return stored
    }

    func remove(id: Int) async {
        await Task.yield()
        stored.removeAll { $0.id == id }
        removed.append(id)
    }
}

/// A stand-in Radarr module that only provides the routing protocol.
enum FakeRadarrRoute: Route {
    static let feature: FeatureID = "radarr"
    case movie(id: Int)
}

struct FakeRadarrModule: FeatureModule {
    let manifest = ModuleManifest(id: "radarr", displayName: "Radarr (fake)", version: "0")

    final class Router: RadarrRouting {
        let router: FeatureRouter<FakeRadarrRoute, FakeRadarrRoute>
        init(_ router: FeatureRouter<FakeRadarrRoute, FakeRadarrRoute>) { self.router = router }
        func showMovie(id: Int) throws(NavigationError) { try router.push(.movie(id: id)) }
        func startAddMovie(term: String) throws(NavigationError) {}
        func startAddMovie(tmdbID: Int) throws(NavigationError) {}
    }

    @MainActor final class MovieScreen: Screen { let title = "Movie" }

    func register(with registrar: ModuleRegistrar) {
        registrar.routes(FakeRadarrRoute.self) { $0.screens { _, _ in MovieScreen() } }
        registrar.provideRouter(RadarrRouting.self) { Router($0.router(for: FakeRadarrRoute.self, FakeRadarrRoute.self)) }
    }
}

/// Collects failures instead of recording issues, to test the harness's own messages.
final class CollectedFailures: Sendable {
    private let messages = Mutex<[String]>([])
    var all: [String] { messages.withLock { $0 } }
    var reporter: FailureReporter { FailureReporter { message, _ in self.messages.withLock { $0.append(message) } } }
}

@MainActor
func watchlistServices(_ store: InMemoryWatchlistStore = InMemoryWatchlistStore()) -> ServiceContainer {
    let services = ServiceContainer()
    services.register(WatchlistStore.self, store)
    return services
}
