import MarqueeHost
import MarqueeNavigation
import RadarrAPI
import ServarrScreens

/// The Radarr key commands: the shared ones (``ServarrCommands``: `a` add, `m` monitor,
/// Ctrl-R refresh, `s` search, `e` edit, `d` delete, the activity keys) and `i` interactive
/// search on the library's highlighted movie and the movie detail.
enum RadarrCommands {
    @MainActor
    static func register(with registrar: ModuleRegistrar) {
        ServarrCommands<RadarrService>.register(with: registrar)
        ServarrManagement<RadarrService>.registerKeys(with: registrar)
        ServarrProfiles<RadarrService>.registerKeys(with: registrar)
        registerInteractiveSearch(with: registrar)
        RadarrRenaming.register(with: registrar)
    }

    @MainActor
    static func registerInteractiveSearch(with registrar: ModuleRegistrar) {
        registrar.keyCommand("i", title: "Interactive search", on: (any MediaCommandTarget<RadarrService>).self) { movie, context in
            guard let id = movie.commandMediaID else { return }
            try context.screenContext.router(for: RadarrRoute.self, RadarrModal.self).present(.interactiveSearch(movieID: id), style: .fullScreen)
        }
    }
}

extension MovieDetailScreen: MediaCommandTarget {
    public typealias Service = RadarrService
    public var commandMediaID: Int? { movieID }
    public var commandMedia: Movie? { movie }
    /// Ctrl-R: refreshes and rescans the movie.
    public func refreshMedia() { refreshAndScan() }
}
