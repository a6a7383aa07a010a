import MarqueeContracts
import MarqueeHost
import MarqueeNavigation

// Small built-in-like modules: the host only sees them through FeatureModule.

enum MovieRoute: Route {
    static let feature: FeatureID = "radarr"
    case library
    case movie(id: Int)
}

enum MovieModal: Route {
    static let feature: FeatureID = "radarr"
    case add(term: String)
    case confirmDelete(id: Int)
}

enum SeriesRoute: Route {
    static let feature: FeatureID = "sonarr"
    case library
    case series(id: Int)
}

enum SearchRoute: Route {
    static let feature: FeatureID = "explore"
    case search(term: String)
}

/// A screen that records its lifecycle and keeps state across going back.
@MainActor
final class TestScreen: Screen {
    let title: String
    var scrollOffset = 0
    private(set) var appearances = 0
    let log: ScreenLog?

    init(_ title: String, log: ScreenLog? = nil) {
        self.title = title
        self.log = log
        log?.created.append(title)
    }

    func screenDidAppear() { appearances += 1 }
    func screenWillBeReleased() { log?.released.append(title) }
}

@MainActor
final class ScreenLog {
    var created: [String] = []
    var released: [String] = []
}

protocol MovieStore: AnyObject {
    func title(of id: Int) -> String
}

final class FakeMovieStore: MovieStore {
    func title(of id: Int) -> String { "Movie \(id)" }
}

final class RadarrRouter: RadarrRouting {
    let router: FeatureRouter<MovieRoute, MovieModal>
    init(_ router: FeatureRouter<MovieRoute, MovieModal>) { self.router = router }
    func showMovie(id: Int) throws(NavigationError) { try router.push(.movie(id: id)) }
    func startAddMovie(term: String) throws(NavigationError) { try router.present(.add(term: term)) }
    func startAddMovie(tmdbID: Int) throws(NavigationError) { try router.present(.add(term: "tmdb:\(tmdbID)")) }
}

struct MoviesModule: FeatureModule {
    var manifest = ModuleManifest(
        id: "radarr", displayName: "Movies", version: "1.0.0", tab: ModuleTab(title: "Movies", key: "1", order: 1))
    var log: ScreenLog?

    func register(with registrar: ModuleRegistrar) {
        let log = self.log
        registrar.routes(MovieRoute.self) {
            $0.screens { route, context in
                switch route {
                case .library: TestScreen("Library", log: log)
                case .movie(let id): TestScreen(context.services.resolve(MovieStore.self)?.title(of: id) ?? "Movie \(id)", log: log)
                }
            }
        }
        registrar.routes(MovieModal.self) {
            $0.screens(presented: true) { route, _ in
                switch route {
                case .add(let term): TestScreen("Add \(term)", log: log)
                case .confirmDelete(let id): TestScreen("Delete \(id)?", log: log)
                }
            }
        }
        registrar.tabRoot(MovieRoute.library)
        registrar.deepLink(
            "/radarr", route: MovieRoute.self,
            destination: { _ in
                NavigationDestination(tab: "radarr", stack: [MovieRoute.library])
            }, parameters: { $0 == .library ? [:] : nil })
        registrar.deepLink(
            "/radarr/movie/:id", summary: "A movie", route: MovieRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: "radarr", stack: [MovieRoute.library, MovieRoute.movie(id: try parameters.value("id"))])
            }, parameters: { if case .movie(let id) = $0 { ["id": String(id)] } else { nil } })
        registrar.provideRouter(RadarrRouting.self) { context in
            RadarrRouter(context.router(for: MovieRoute.self, MovieModal.self))
        }
        registrar.keyCommand("a", title: "Add movie", scope: .route(MovieRoute.self)) { context in
            try context.screenContext.router(RadarrRouting.self)?.startAddMovie(term: "")
        }
        registrar.keyCommand("d", title: "Delete movie", scope: .route(MovieRoute.self)) { context in
            guard case .movie(let id)? = context.focusedEntry?.route.as(MovieRoute.self) else { return }
            try context.screenContext.router(for: MovieRoute.self, MovieModal.self).present(.confirmDelete(id: id), style: .alert)
        }
    }
}

struct SeriesModule: FeatureModule {
    var manifest = ModuleManifest(
        id: "sonarr", displayName: "Series", version: "1.0.0", tab: ModuleTab(title: "Series", key: "2", order: 2))

    func register(with registrar: ModuleRegistrar) {
        registrar.routes(SeriesRoute.self) { $0.screens { route, _ in TestScreen("\(route)") } }
        registrar.tabRoot(SeriesRoute.library)
        registrar.deepLink(
            "/sonarr/series/:id", route: SeriesRoute.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(tab: "sonarr", stack: [SeriesRoute.library, SeriesRoute.series(id: try parameters.value("id"))])
            }, parameters: { if case .series(let id) = $0 { ["id": String(id)] } else { nil } })
        registrar.keyCommand("a", title: "Add series", scope: .feature("sonarr")) { _ in }
    }
}

/// Explore hands off to Radarr through the routing protocol only.
struct ExploreModule: FeatureModule {
    let manifest = ModuleManifest(
        id: "explore", displayName: "Explore", version: "1.0.0", tab: ModuleTab(title: "Explore", key: "3", order: 3))

    func register(with registrar: ModuleRegistrar) {
        registrar.routes(SearchRoute.self) { $0.screens { route, _ in TestScreen("\(route)") } }
        registrar.tabRoot(SearchRoute.search(term: ""))
        registrar.keyCommand("enter", title: "Open movie", scope: .route(SearchRoute.self)) { context in
            guard let radarr = context.screenContext.router(RadarrRouting.self) else { throw RadarrMissing() }
            try radarr.showMovie(id: 7)
        }
        registrar.keyCommand("?", title: "Help", scope: .global) { _ in }
    }

    struct RadarrMissing: Error, CustomStringConvertible {
        var description: String { "Radarr is not installed" }
    }
}

/// A configurable module for validation tests.
struct ProbeModule: FeatureModule {
    var manifest: ModuleManifest
    var body: @MainActor (ModuleRegistrar) throws -> Void = { _ in }

    init(_ id: FeatureID, requiring api: HostAPIVersion = .current, body: @escaping @MainActor (ModuleRegistrar) throws -> Void = { _ in }) {
        manifest = ModuleManifest(id: id, displayName: id.rawValue.capitalized, version: "0.1.0", requiredHostAPI: api)
        self.body = body
    }

    func register(with registrar: ModuleRegistrar) throws { try body(registrar) }
}

struct ProbeRoute: Route {
    static let feature: FeatureID = "probe"
    var id: Int
}
